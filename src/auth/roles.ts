import type { Database } from '@/lib/database.types';
import { paths } from '@/lib/paths';

export type AppRole = Database['public']['Enums']['app_role'];

/** Roles a person may choose when signing up (admin is granted by an operator only). */
export const signUpRoles = ['shipper', 'transporter'] as const satisfies readonly AppRole[];
export type SignUpRole = (typeof signUpRoles)[number];

const appRoles: readonly AppRole[] = ['shipper', 'transporter', 'admin'];

export function isAppRole(value: unknown): value is AppRole {
  return typeof value === 'string' && (appRoles as readonly string[]).includes(value);
}

/** Where a role lands after signing in or up: shipper and transporter to their dashboards, admin to /dashboard. */
export function dashboardPathForRole(role: AppRole): string {
  switch (role) {
    case 'shipper':
      return paths.shipperDashboard;
    case 'transporter':
      return paths.transporterDashboard;
    case 'admin':
      return paths.adminDashboard;
  }
}

/** Where a signed-in user is sent when a page is not theirs: their dashboard, or home with no role. */
export function homePathForRole(role: AppRole | null): string {
  return role ? dashboardPathForRole(role) : paths.home;
}

/** The Mi Cuenta "Dashboard" item: only shippers and transporters have one there (an admin's is /dashboard, reached directly). */
export function menuDashboardPath(role: AppRole | null): string {
  if (role === 'shipper') return paths.shipperDashboard;
  if (role === 'transporter') return paths.transporterDashboard;
  return paths.signIn;
}

/** The Mi Cuenta "Perfil" item: the role's dashboard route plus /profile. */
export function profilePathForRole(role: AppRole | null): string {
  if (role === 'shipper') return paths.shipperProfile;
  if (role === 'transporter') return paths.transporterProfile;
  return paths.signIn;
}

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The role whose dashboard tree contains the path, or null for pages not tied to a role. */
export function roleForPath(pathname: string): AppRole | null {
  return appRoles.find((role) => isWithin(pathname, dashboardPathForRole(role))) ?? null;
}

/**
 * Where to go after signing in: back to the page the guard came from when that page is the
 * role's own (or not tied to a role), otherwise the role's dashboard; home when there is no role.
 */
export function postSignInPath(role: AppRole | null, from?: string | null): string {
  const safeFrom = from && from.startsWith('/') && !from.startsWith('//') ? from : null;
  if (!role) return paths.home;
  if (safeFrom) {
    const pathname = safeFrom.split(/[?#]/)[0];
    const owner = roleForPath(pathname);
    const isAuthPage = [
      paths.signIn,
      paths.register,
      paths.shipperSignup,
      paths.transporterSignup,
      paths.resetPassword,
    ].some((p) => isWithin(pathname, p));
    if (!isAuthPage && (owner === null || owner === role)) return safeFrom;
  }
  return dashboardPathForRole(role);
}
