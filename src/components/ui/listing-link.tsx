import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

const tones = {
  /** The title of a card: dark, brand-coloured on hover. */
  card: 'font-semibold text-slate-900 hover:text-brand-700',
  /** A line in a dashboard list: brand-coloured. */
  row: 'font-medium text-brand-700',
} as const;

/** A listing's title as a link to its page, the way every list of listings shows it. */
export function ListingLink({
  id,
  title,
  tone = 'card',
}: {
  id: string;
  title: string;
  tone?: keyof typeof tones;
}) {
  return (
    <Link to={paths.listing(id)} className={cn('break-words hover:underline', tones[tone])}>
      {title}
    </Link>
  );
}
