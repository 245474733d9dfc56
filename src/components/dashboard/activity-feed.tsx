import { Link } from 'react-router-dom';
import { activityLabel, type ActivityItem } from '@/domain/activity';
import { paths } from '@/lib/paths';
import { formatRelativeTime } from '@/lib/relative-time';

const listingPage = (item: ActivityItem) => paths.listing(item.listingId);

/** 'Actividad reciente': what happened, on which listing, how long ago; newest first. */
export function ActivityFeed({
  items,
  emptyText,
  linkFor = listingPage,
}: {
  items: readonly ActivityItem[];
  emptyText: string;
  /** Where an entry leads (default: its listing's page). */
  linkFor?: (item: ActivityItem) => string;
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
            {formatRelativeTime(item.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
