import { Truck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dashboardPathForRole, profilePathForRole, useAuth, type SignUpRole } from '@/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useProfile } from './api/use-profile';
import { ProfileCard } from './profile-card';

const TITLE_ID = 'home-profile-title';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={TITLE_ID} className="py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id={TITLE_ID} className="mb-6 text-center text-3xl font-bold text-slate-900">
          {title}
        </h2>
        <Card>
          <CardContent className="pt-6">{children}</CardContent>
        </Card>
      </div>
    </section>
  );
}

/** The signed-in person's read view, with the way to their profile page. */
function SignedInProfile({ userId, role }: { userId: string; role: SignUpRole }) {
  const profile = useProfile(userId);
  if (profile.isPending) return <Spinner label="Cargando perfil…" />;
  if (profile.data === undefined) {
    return <QueryErrorState title="No se pudo cargar tu perfil" query={profile} />;
  }
  return (
    <div className="space-y-4">
      <ProfileCard profile={profile.data} role={role} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={profilePathForRole(role)}>Ver mi perfil</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={dashboardPathForRole(role)}>Ir a mi panel</Link>
        </Button>
      </div>
    </div>
  );
}

/** One sign-up button a role, the shipper's first and highlighted. */
const signUpLinks = [
  { to: paths.shipperSignup, label: 'Registrarme como Dador', icon: UserRound, variant: 'accent' },
  {
    to: paths.transporterSignup,
    label: 'Registrarme como Transportista',
    icon: Truck,
    variant: 'outline',
  },
] as const;

/** A visitor's invitation to register with either role. */
function Invitation() {
  return (
    <div className="space-y-4 text-center">
      <p className="text-slate-600">
        Crea tu cuenta gratis: publica tus cargas como Dador de Carga o encuentra fletes como
        Transportista.
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {signUpLinks.map(({ to, label, icon: Icon, variant }) => (
          <Button key={to} asChild variant={variant}>
            <Link to={to}>
              <Icon aria-hidden="true" className="h-4 w-4" />
              {label}
            </Link>
          </Button>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        ¿Ya tienes una cuenta?{' '}
        <Link to={paths.signIn} className="font-medium text-brand-700 hover:underline">
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}

/**
 * The home page's embedded profile panel: the signed-in person's profile card, or an invitation
 * to register. The home page loads it after the first paint, in a chunk of its own.
 */
export function HomeProfilePanel() {
  const { user, userRole, loading, roleLoading } = useAuth();
  if (loading || roleLoading) {
    return (
      <Panel title="Mi Perfil">
        <Spinner label="Cargando perfil…" />
      </Panel>
    );
  }
  if (!user) {
    return (
      <Panel title="Únete a ConectaCargas">
        <Invitation />
      </Panel>
    );
  }
  if (userRole === 'admin') {
    return (
      <Panel title="Acceso Administrativo">
        <div className="text-center">
          <Button asChild>
            <Link to={paths.adminDashboard}>Ir al panel de administración</Link>
          </Button>
        </div>
      </Panel>
    );
  }
  if (userRole === null) {
    // The role could not be read (it is only logged): the card needs it for its badge.
    return (
      <Panel title="Mi Perfil">
        <p className="text-center text-slate-600">No se pudo cargar tu perfil.</p>
      </Panel>
    );
  }
  return (
    <Panel title="Mi Perfil">
      <SignedInProfile userId={user.id} role={userRole} />
    </Panel>
  );
}
