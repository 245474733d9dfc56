import { RequireRole } from '@/auth';
import { useSignOut } from '@/features/accounts';
import { DashboardLayout } from './dashboard-layout';
import type { DashboardRole } from './dashboard-nav';

/** A role's dashboard: only for that role (RequireRole), with the sidebar's sign-out wired. */
export function GuardedDashboardLayout({ dashboard }: { dashboard: DashboardRole }) {
  const signOut = useSignOut();
  return (
    <RequireRole role={dashboard}>
      <DashboardLayout dashboard={dashboard} onSignOut={() => void signOut()} />
    </RequireRole>
  );
}
