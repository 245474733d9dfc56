import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useAuth } from './auth-context';
import { signInRedirectState } from './redirect-state';
import { homePathForRole, type AppRole } from './roles';

export interface RequireRoleProps {
  /** The role (or roles) allowed to see the children. */
  role: AppRole | readonly AppRole[];
  children: ReactNode;
}

/**
 * Guards a page tree: a spinner until the session and role are known,
 * /signin without a user (/ right after signing out), the person's own dashboard (or /) with
 * another role.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { user, userRole, loading, roleLoading, signedOut } = useAuth();
  const location = useLocation();

  if (loading || roleLoading) {
    return <Spinner className="min-h-[50vh]" label="Cargando…" />;
  }
  if (!user) {
    // Someone who just signed out is going home, not being asked to sign in.
    if (signedOut) return <Navigate to={paths.home} replace />;
    return <Navigate to={paths.signIn} replace state={signInRedirectState(location)} />;
  }
  const allowed: readonly AppRole[] = typeof role === 'string' ? [role] : role;
  if (!userRole || !allowed.includes(userRole)) {
    return <Navigate to={homePathForRole(userRole)} replace />;
  }
  return <>{children}</>;
}
