import { RequireRole, useAuth } from '@/auth';
import { useSignOut } from '@/features/accounts';
import { useOpenInvitationCount } from '@/features/availability';
import { useUnreadMessageCount } from '@/features/messages';
import { DashboardLayout } from './dashboard-layout';
import type { DashboardRole } from './dashboard-nav';

/** The sidebar's badges: unread messages (shipper, transporter), invitations (transporter). */
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
  return (
    <DashboardLayout
      dashboard={dashboard}
      onSignOut={onSignOut}
      badges={{ messages: messages.data, invitations: invitations.data }}
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
