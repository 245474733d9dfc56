import { RequireRole, useAuth } from '@/auth';
import { useSignOut } from '@/features/accounts';
import { useOpenInvitationCount } from '@/features/availability';
import { useUnreadMessageCount } from '@/features/messages';
import { InstallAppButton } from '../pwa/install-app-button';
import { useServiceWorker } from '../pwa/use-service-worker';
import { DashboardLayout } from './dashboard-layout';
import type { DashboardRole } from './dashboard-nav';

/**
 * The sidebar's badges: unread messages (shipper, transporter), invitations (transporter); the
 * installable, offline app for every signed-in role, offered to install to the transporter.
 */
function BadgedDashboardLayout({
  dashboard,
  onSignOut,
}: {
  dashboard: DashboardRole;
  onSignOut: () => void;
}) {
  const userId = useAuth().user?.id;
  const messages = useUnreadMessageCount(userId, dashboard !== 'admin');
  const invitations = useOpenInvitationCount(userId, dashboard === 'transporter');
  useServiceWorker();
  return (
    <DashboardLayout
      dashboard={dashboard}
      onSignOut={onSignOut}
      badges={{ messages: messages.data, invitations: invitations.data }}
      sidebarExtra={dashboard === 'transporter' ? <InstallAppButton /> : undefined}
    />
  );
}

/** A role's dashboard: only for that role (RequireRole), with the sidebar's sign-out wired. */
export function GuardedDashboardLayout({ dashboard }: { dashboard: DashboardRole }) {
  const signOut = useSignOut();
  return (
    <RequireRole role={dashboard}>
      <BadgedDashboardLayout dashboard={dashboard} onSignOut={() => void signOut()} />
    </RequireRole>
  );
}
