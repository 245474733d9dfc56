import { NotificationBell } from '@/features/notifications';
import { cn } from '@/lib/cn';
import { AccountDropdown, type AccountMenuProps } from './account-dropdown';

/** The navbar's signed-in area, one lazily loaded chunk: the notifications bell and Mi Cuenta. */
export function SignedInAccount({ variant = 'desktop' }: AccountMenuProps) {
  return (
    <div className={cn('flex gap-2', variant === 'mobile' ? 'flex-col' : 'items-center')}>
      <NotificationBell variant={variant} />
      <AccountDropdown variant={variant} />
    </div>
  );
}
