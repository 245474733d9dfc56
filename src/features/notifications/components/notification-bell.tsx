import { Bell, CheckCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { NavbarMenu } from '@/components/ui/navbar-menu';
import { useAuth } from '@/auth';
import { cn } from '@/lib/cn';
import {
  MENU_SIZE,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { bellLabel, unreadBadgeText } from '../labels';
import { notificationsPathForRole } from '../notifications-path';
import { NotificationText } from './notification-text';

export interface NotificationBellProps {
  /** 'mobile' shows the word beside the icon, for the phone menu. */
  variant?: 'desktop' | 'mobile';
}

/** The navbar bell: the unread count, and a menu of the latest notifications. */
export function NotificationBell({ variant = 'desktop' }: NotificationBellProps) {
  const { user, userRole } = useAuth();
  const userId = user?.id ?? '';
  const unread = useUnreadCount(userId);
  const count = unread.data ?? 0;
  const mobile = variant === 'mobile';
  const allPath = notificationsPathForRole(userRole);

  return (
    <NavbarMenu
      label="Notificaciones"
      // Never taller than the room below the bell: long notifications scroll inside the menu.
      contentClassName="w-80 max-w-[calc(100vw-1rem)] max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto"
      trigger={
        <Button
          variant="ghost"
          aria-label={bellLabel(count)}
          className={cn('relative', mobile ? 'w-full justify-start' : 'h-10 w-10 p-0')}
        >
          <Bell aria-hidden="true" className="h-5 w-5" />
          {mobile ? <span>Notificaciones</span> : null}
          {/* The badge a word apart from the label: 'Notificaciones 1', not 'Notificaciones1'. */}
          {count > 0 ? (
            <>
              {' '}
              <span
                aria-hidden="true"
                data-testid="notification-badge"
                className={cn(
                  'min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white',
                  !mobile && 'absolute -top-1 -right-1',
                )}
              >
                {unreadBadgeText(count)}
              </span>
            </>
          ) : null}
        </Button>
      }
    >
      <BellMenu userId={userId} unread={unread.data} allPath={allPath} />
    </NavbarMenu>
  );
}

/** The open menu's items; its list is fetched only once the menu opens. */
function BellMenu({
  userId,
  unread,
  allPath,
}: {
  userId: string;
  /** Unknown while the count loads: marking all read is allowed then, refused only at a known 0. */
  unread: number | undefined;
  allPath: string | null;
}) {
  const latest = useNotifications(userId, MENU_SIZE);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  // A menu may hold only items, groups, separators and plain text (axe's aria-required-children
  // failed on the role=status of the loading line): the failure is an item that tries again.
  return (
    <>
      {latest.isPending ? (
        <p className="px-3 py-2 text-sm text-slate-600">Cargando notificaciones…</p>
      ) : latest.isError ? (
        <DropdownMenuItem
          className="text-red-700"
          onSelect={(event) => {
            // The menu stays open to show the list once it arrives.
            event.preventDefault();
            void latest.refetch();
          }}
        >
          No se pudieron cargar las notificaciones. Reintentar
        </DropdownMenuItem>
      ) : latest.data.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-600">No tenés notificaciones.</p>
      ) : (
        latest.data.map((notification) => (
          <DropdownMenuItem
            key={notification.id}
            asChild
            onSelect={() => {
              if (!notification.readAt) markRead.mutate(notification.id);
            }}
          >
            <Link to={notification.link} className="items-start">
              <NotificationText notification={notification} />
            </Link>
          </DropdownMenuItem>
        ))
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={unread === 0} onSelect={() => markAll.mutate()}>
        <CheckCheck aria-hidden="true" className="h-4 w-4" />
        Marcar todas como leídas
      </DropdownMenuItem>
      {allPath ? (
        <DropdownMenuItem asChild>
          <Link to={allPath}>Ver todas</Link>
        </DropdownMenuItem>
      ) : null}
    </>
  );
}
