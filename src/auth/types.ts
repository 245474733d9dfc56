import type { AuthError, Session, User } from '@supabase/supabase-js';
import type { AppRole, SignUpRole } from './roles';

/** Sign-up metadata, which the database trigger copies into the profile; transporters add the last
 * four keys. */
export interface SignUpMetadata {
  name: string;
  company: string | null;
  phone: string;
  address?: string;
  role: SignUpRole;
  taxId?: string;
  description?: string;
  vehicleTypes?: string[];
  serviceAreas?: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  data: SignUpMetadata;
}

export interface SignInInput {
  email: string;
  password: string;
  /** false keeps the session only for this browser tab (see auth-storage.ts). */
  rememberMe?: boolean;
}

export interface AuthActionResult {
  error: AuthError | null;
}

export interface SignInResult extends AuthActionResult {
  /** The role read from user_roles right after signing in (null on error or if it cannot be read). */
  role: AppRole | null;
}

export interface SignUpResult extends AuthActionResult {
  role: AppRole | null;
  /** The backend asks for e-mail confirmation: there is no session yet. */
  needsEmailConfirmation: boolean;
}

export interface SignOutOptions {
  /** 'local' ends only this browser's session (e.g. after the account itself was deleted). */
  scope?: 'global' | 'local';
}

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** Null without a user, while it is being fetched, or when it could not be read. */
  userRole: AppRole | null;
  /** True until the first session check ends, and while an auth action runs. */
  loading: boolean;
  /** True while the signed-in user's role has not been fetched yet. */
  roleLoading: boolean;
  /**
   * True once the person has signed out in this page's life, until a session appears again:
   * guards then send them home rather than to /signin.
   */
  signedOut: boolean;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  signIn(input: SignInInput): Promise<SignInResult>;
  signOut(options?: SignOutOptions): Promise<AuthActionResult>;
  /** Sends the reset e-mail, redirecting to this site's /reset-password. */
  requestPasswordReset(email: string): Promise<AuthActionResult>;
  updatePassword(password: string): Promise<AuthActionResult>;
}
