import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/auth';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { AccountMenu } from './account-menu';

export interface NavAccountSlotProps {
  variant: 'desktop' | 'mobile';
}

/**
 * The navigation bar's account area: Iniciar Sesión and Registrarse when signed out, the
 * Mi Cuenta menu when signed in. While the first session check runs (the prerendered HTML and
 * hydration) the signed-out buttons hold their place unseen and inert: a visitor's bar keeps its
 * final width, and a signed-in person is not shown buttons that are not theirs.
 */
export function NavAccountSlot({ variant }: NavAccountSlotProps) {
  const { user, loading } = useAuth();
  const mobile = variant === 'mobile';

  if (user) return <AccountMenu variant={variant} />;
  return (
    <div
      aria-hidden={loading || undefined}
      inert={loading}
      className={cn('flex gap-2', mobile ? 'flex-col' : 'items-center', loading && 'invisible')}
    >
      <Button asChild variant={mobile ? 'outline' : 'ghost'}>
        <Link to={paths.signIn}>Iniciar Sesión</Link>
      </Button>
      <Button asChild>
        <Link to={paths.register}>Registrarse</Link>
      </Button>
    </div>
  );
}
