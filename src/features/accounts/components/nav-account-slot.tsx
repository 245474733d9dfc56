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
 * Mi Cuenta menu when signed in, and an empty placeholder while the first session check runs.
 */
export function NavAccountSlot({ variant }: NavAccountSlotProps) {
  const { user, loading } = useAuth();
  const mobile = variant === 'mobile';

  if (user) return <AccountMenu variant={variant} />;
  if (loading) return <div aria-hidden="true" className={cn('h-10', mobile ? 'w-full' : 'w-48')} />;
  return (
    <div className={cn('flex gap-2', mobile ? 'flex-col' : 'items-center')}>
      <Button asChild variant={mobile ? 'outline' : 'ghost'}>
        <Link to={paths.signIn}>Iniciar Sesión</Link>
      </Button>
      <Button asChild>
        <Link to={paths.register}>Registrarse</Link>
      </Button>
    </div>
  );
}
