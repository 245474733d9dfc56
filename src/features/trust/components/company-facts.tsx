import { formatMonth } from '@/lib/format';
import { COMPANY_ROLE_LABELS, type CompanyProfile } from '../company';
import { ReputationFacts } from './reputation-facts';
import { RatingStars, VerifiedBadge } from './trust-marks';

/**
 * What anyone sees of a company, on its public page and in 'Así te ven': role, badge, stars,
 * history (each figure with its sample, hidden below 3 events) and since when it is a member.
 */
export function CompanyFacts({ company }: { company: CompanyProfile }) {
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-medium">{COMPANY_ROLE_LABELS[company.role]}</span>
        {company.verified ? <VerifiedBadge role={company.role} /> : null}
      </p>
      <RatingStars rating={company.rating} />
      <ReputationFacts userId={company.userId} role={company.role} />
      <p className="text-sm text-slate-600">Miembro desde {formatMonth(company.memberSince)}</p>
    </div>
  );
}
