import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { useCompanyProfile } from '../api/company-profile';
import { CompanyFacts } from './company-facts';
import { CompanyLink } from './company-link';

/** 'Así te ven': a user's own profile shows the figures others see on the public page. */
export function SeenByOthers({ userId }: { userId: string }) {
  const company = useCompanyProfile(userId);
  return (
    <section aria-labelledby="seen-by-others" className="space-y-3 rounded-lg border p-4">
      <h2 id="seen-by-others" className="text-lg font-semibold text-slate-900">
        Así te ven
      </h2>
      <p className="text-sm text-slate-600">
        Lo que ven los demás en tu perfil público, en tus propuestas y en tus cargas.
      </p>
      {company.isPending ? (
        <Spinner label="Cargando tu perfil público…" />
      ) : company.data === undefined ? (
        <InlineQueryError query={company} />
      ) : company.data ? (
        <>
          <CompanyFacts company={company.data} />
          <p className="text-sm font-medium">
            <CompanyLink userId={userId}>Ver mi perfil público</CompanyLink>
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">Tu perfil público no está disponible.</p>
      )}
    </section>
  );
}
