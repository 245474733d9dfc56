import { Info, LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth, type SignInRedirectState } from '@/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { CreateListingForm } from './create-listing-form';

/**
 * The post-cargo slot (home tab and /post-cargo): the form for a shipper, an invitation to sign
 * in or register as a shipper for a visitor, and a notice for anyone else.
 */
export function PostCargoPanel() {
  const { user, userRole, loading, roleLoading } = useAuth();

  if (loading || roleLoading) return <Spinner label="Cargando…" />;

  if (!user) {
    const state: SignInRedirectState = { from: { pathname: paths.postCargo } };
    return (
      <Card>
        <CardContent className="space-y-4 text-center">
          <LogIn aria-hidden="true" className="mx-auto h-8 w-8 text-brand-700" />
          <p className="text-lg font-semibold text-slate-900">
            Inicia sesión como dador de carga para publicar
          </p>
          <p className="text-slate-600">
            Para publicar una carga necesitas una cuenta de dador de carga.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to={paths.signIn} state={state}>
                Iniciar Sesión
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.shipperSignup}>Registrarme como dador de carga</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  if (userRole !== 'shipper') {
    return (
      <Card>
        <CardContent className="flex items-start gap-3" role="status">
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <p className="text-slate-700">
            Solo los dadores de carga pueden publicar cargas.{' '}
            {userRole === 'transporter'
              ? 'Como transportista, puedes explorar las cargas disponibles y ofertar en ellas. '
              : null}
            <Link to={paths.listings} className="font-medium text-brand-700 underline">
              Ver cargas disponibles
            </Link>
          </p>
        </CardContent>
      </Card>
    );
  }

  return <CreateListingForm />;
}
