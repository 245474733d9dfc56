import { ShieldCheck } from 'lucide-react';
import { useAuth } from '@/auth';
import { ExchangeRatePanel } from '@/features/admin';
import { usePageTitle } from '@/lib/use-page-title';

/** The admin landing page (admins land on /dashboard): who is signed in, and the exchange rate. */
export function AdminDashboardPage() {
  usePageTitle('Acceso Administrativo');
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <ShieldCheck aria-hidden="true" className="mx-auto mb-4 h-10 w-10 text-brand-700" />
      <h1 className="text-2xl font-bold text-slate-900">Acceso Administrativo</h1>
      <p className="mt-2 text-slate-600">
        Has iniciado sesión con una cuenta de administrador
        {user?.email ? (
          <>
            {' '}
            (<span className="font-medium break-all">{user.email}</span>)
          </>
        ) : null}
        .
      </p>
      <div className="mt-8">
        <ExchangeRatePanel />
      </div>
    </section>
  );
}
