import { Badge } from '@/components/ui/badge';
import type { SignUpRole } from '@/auth';
import type { Profile } from './api/profile';
import { initials } from './initials';
import { formatPhoneForPeople } from '@/lib/phone';

export const roleBadgeLabels: Record<SignUpRole, string> = {
  shipper: 'Dador de Carga',
  transporter: 'Transportista',
};

/** The read view: avatar with initials, role badge, name, e-mail, and what else is present. */
export function ProfileCard({ profile, role }: { profile: Profile; role: SignUpRole }) {
  const details = [
    { label: 'Empresa', value: profile.company },
    { label: 'Teléfono', value: profile.phone && formatPhoneForPeople(profile.phone) },
    { label: 'Dirección', value: profile.address },
  ].filter((detail): detail is { label: string; value: string } => Boolean(detail.value));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <div
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800"
        >
          {initials(profile.name)}
        </div>
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words text-slate-900">{profile.name}</h2>
          <p className="break-all text-slate-600">{profile.email}</p>
          <Badge tone="blue" className="mt-1">
            {roleBadgeLabels[role]}
          </Badge>
        </div>
      </div>
      {details.length > 0 ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt className="text-xs font-medium text-slate-500 uppercase">{detail.label}</dt>
              <dd className="break-words text-slate-800">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
