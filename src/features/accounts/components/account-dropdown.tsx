import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { NavbarMenu } from '@/components/ui/navbar-menu';
import { menuDashboardPath, profilePathForRole, useAuth } from '@/auth';
import { NotificationBell, UserLiveUpdates } from '@/features/notifications';
import { cn } from '@/lib/cn';
import { displayName } from '../display-name';
import { useSignOut } from '../hooks/use-sign-out';

export interface AccountMenuProps {
  /** 'mobile' stretches the button and the menu to the width of the phone menu. */
  variant?: 'desktop' | 'mobile';
}

/**
 * The navbar's signed-in area (loaded lazily, only once someone is signed in): the notifications
 * bell and the "Mi Cuenta" menu.
 */
export function AccountDropdown({ variant = 'desktop' }: AccountMenuProps) {
  return (
    <div className={cn('flex gap-2', variant === 'mobile' ? 'flex-col' : 'items-center')}>
      {/* The desktop area is always mounted (hidden on phones): one live channel per person. */}
      {variant === 'desktop' ? <UserLiveUpdates /> : null}
      <NotificationBell variant={variant} />
      <MiCuentaMenu variant={variant} />
    </div>
  );
}

/** The "Mi Cuenta" menu, on Radix DropdownMenu. */
function MiCuentaMenu({ variant = 'desktop' }: AccountMenuProps) {
  const { user, userRole } = useAuth();
  const signOut = useSignOut();
  const mobile = variant === 'mobile';
  const name = displayName(user);

  return (
    <NavbarMenu
      label="Mi Cuenta"
      contentClassName={cn(mobile && 'w-[var(--radix-dropdown-menu-trigger-width)]')}
      trigger={
        <Button
          variant="outline"
          className={cn('max-w-full', mobile ? 'w-full justify-between' : 'max-w-56')}
        >
          <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{name}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0" />
        </Button>
      }
    >
      {[
        { to: menuDashboardPath(userRole), label: 'Dashboard', icon: LayoutDashboard },
        { to: profilePathForRole(userRole), label: 'Perfil', icon: UserRound },
      ].map((item) => (
        <DropdownMenuItem key={item.label} asChild>
          <Link to={item.to}>
            <item.icon aria-hidden="true" className="h-4 w-4" />
            {item.label}
          </Link>
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuItem className="text-red-700" onSelect={() => void signOut()}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        Cerrar Sesión
      </DropdownMenuItem>
    </NavbarMenu>
  );
}
