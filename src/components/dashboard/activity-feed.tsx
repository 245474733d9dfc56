import { Link } from 'react-router-dom';
import { activityLabel, type ActivityItem } from '@/domain/activity';
import { paths } from '@/lib/paths';
import { formatRelativeTime } from '@/lib/relative-time';

/** 'Actividad reciente': what happened, on which listing, how long ago; newest first. */
const listingPage = (item: ActivityItem) => paths.listing(item.listingId);

export function ActivityFeed({
  items,
  emptyText,
  linkFor = listingPage,
  now,
}: {
  items: readonly ActivityItem[];
  emptyText: string;
  /** Where an entry leads (default: its listing's page). */
  linkFor?: (item: ActivityItem) => string;
  /** The reference time of the relative times (tests pin it). */
  now?: Date;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ol className="divide-y divide-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
          <span className="min-w-0">
            <span className="font-medium text-slate-900">{activityLabel(item.kind)}</span>
            {' · '}
            <Link to={linkFor(item)} className="break-words text-brand-700 hover:underline">
              {item.listingTitle}
            </Link>
          </span>
          <time dateTime={item.at} className="shrink-0 text-sm text-slate-500">
            {formatRelativeTime(item.at, now)}
          </time>
        </li>
      ))}
    </ol>
  );
}
