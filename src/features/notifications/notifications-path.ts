import type { AppRole } from '@/auth';
import { paths } from '@/lib/paths';

/** The dashboard page listing every notification, for the roles that have one. */
export function notificationsPathForRole(role: AppRole | null): string | null {
  if (role === 'shipper') return paths.shipperNotifications;
  if (role === 'transporter') return paths.transporterNotifications;
  return null;
}
