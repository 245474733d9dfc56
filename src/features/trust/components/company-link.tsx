import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** A company's name wherever it shows, leading to its public page. */
export function CompanyLink({ userId, children }: { userId: string; children: ReactNode }) {
  return (
    <Link to={paths.company(userId)} className="text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
