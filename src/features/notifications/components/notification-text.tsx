import { formatDate } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { AppNotification } from '../types';

/** A notification's title, text and date; an unread one has a dot and a bold title. */
export function NotificationText({ notification }: { notification: AppNotification }) {
  const unread = notification.readAt === null;
  return (
    <span className="flex min-w-0 items-start gap-2">
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 h-2 w-2 shrink-0 rounded-full',
          unread ? 'bg-brand-600' : 'bg-transparent',
        )}
      />
      <span className="min-w-0 space-y-0.5">
        <span className={cn('block text-slate-900', unread && 'font-semibold')}>
          {notification.title}
          {unread ? <span className="sr-only"> (sin leer)</span> : null}
        </span>
        <span className="block text-sm break-words text-slate-600">{notification.body}</span>
        <span className="block text-xs text-slate-500">{formatDate(notification.createdAt)}</span>
      </span>
    </span>
  );
}
