import { UserRound } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/auth';
import { cn } from '@/lib/cn';
import { lazyWithQueryClient } from '@/lib/lazy-query-client';
import { displayName } from '../display-name';
import type { AccountMenuProps } from './account-dropdown';

// Loaded only once someone is signed in: visitors never download the dropdown machinery.
// It runs queries (the bell), so the query cache loads with it.
const AccountDropdown = lazyWithQueryClient(() =>
  import('./account-dropdown').then((module) => module.AccountDropdown),
);

/** The signed-in "Mi Cuenta" menu: Dashboard, Perfil and Cerrar Sesión. */
export function AccountMenu({ variant = 'desktop' }: AccountMenuProps) {
  const { user } = useAuth();
  const placeholder = (
    <Button
      asChild
      variant="outline"
      className={cn(
        'max-w-full opacity-70',
        variant === 'mobile' ? 'w-full justify-start' : 'max-w-56',
      )}
    >
      <span aria-hidden="true">
        <UserRound className="h-4 w-4 shrink-0" />
        <span className="truncate">{displayName(user)}</span>
      </span>
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <AccountDropdown variant={variant} />
    </Suspense>
  );
}
