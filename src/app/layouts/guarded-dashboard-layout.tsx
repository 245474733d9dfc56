import { lazy } from 'react';
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

const NotificationsPage = lazy(() =>
  import('@/features/notifications').then((module) => ({ default: module.NotificationsPage })),
);

/**
 * 'Notificaciones' of the shipper's and the carrier's dashboards. Its loader lives in this chunk,
 * which every dashboard page loads first, so the route table (part of a visitor's first load)
 * repeats this module's import instead of adding one of its own.
 */
export function DashboardNotificationsPage() {
  return <NotificationsPage />;
}
