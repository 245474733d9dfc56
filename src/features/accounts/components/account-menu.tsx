import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/auth';
import { cn } from '@/lib/cn';
import { displayName } from '../display-name';

export interface AccountMenuProps {
  /** 'mobile' stretches the button and the menu to the width of the phone menu. */
  variant?: 'desktop' | 'mobile';
}

// Loaded only once someone is signed in: visitors never download the dropdown machinery.
const AccountDropdown = lazy(() =>
  import('./account-dropdown').then((module) => ({ default: module.AccountDropdown })),
);

/** The signed-in "Mi Cuenta" menu (SPEC §2): Dashboard, Perfil and Cerrar Sesión. */
export function AccountMenu({ variant = 'desktop' }: AccountMenuProps) {
  const { user } = useAuth();
  const placeholder = (
    <span
      aria-hidden="true"
      className={cn(
        buttonClasses('outline', 'md'),
        'max-w-full opacity-70',
        variant === 'mobile' ? 'w-full justify-start' : 'max-w-56',
      )}
    >
      <UserRound className="h-4 w-4 shrink-0" />
      <span className="truncate">{displayName(user)}</span>
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <AccountDropdown variant={variant} />
    </Suspense>
  );
}
