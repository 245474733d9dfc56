import { Link } from 'react-router-dom';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useCompanyProfile } from '../api/company-profile';
import { CompanyFacts } from './company-facts';

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
      ) : company.isError ? (
        <InlineQueryError query={company} />
      ) : company.data ? (
        <>
          <CompanyFacts company={company.data} />
          <Link
            to={paths.company(userId)}
            className="inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            Ver mi perfil público
          </Link>
        </>
      ) : (
        <p className="text-sm text-slate-600">Tu perfil público no está disponible.</p>
      )}
    </section>
  );
}
