import type { SqlDatabase } from '../engine/types.ts';
import type { Outbox } from '../mail.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { LocalRequest } from '../types.ts';

/** GoTrue settings of this project; defaults mirror `[auth]` of supabase/config.toml. */
export interface AuthConfig {
  /** `site_url`: the fallback redirect, and the host whose pages may always be redirected to. */
  siteUrl: string;
  additionalRedirectUrls: string[];
  /**
   * GoTrue's API_EXTERNAL_URL: the origin mailed links point to (`/auth/v1/verify`) and the
   * tokens' issuer. The backend's own URL, set when it starts listening.
   */
  apiExternalUrl: string;
  minimumPasswordLength: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  /** Minimum seconds between two recovery mails to the same user (`[auth.email] max_frequency`). */
  emailMaxFrequency: number;
  /** Lifetime of an e-mailed link (`[auth.email] otp_expiry`). */
  otpExpiry: number;
  /** bcrypt cost of new password hashes (GoTrue's is 10). */
  bcryptCost: number;
  /**
   * GoTrue's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD (the dashboard's "Require
   * current password when updating"; config.toml has no key for it): a new password needs
   * `current_password`, except in a session opened by a recovery link.
   */
  updatePasswordRequireCurrentPassword: boolean;
  /** `[auth.email] double_confirm_changes`: an e-mail change is confirmed from both addresses. */
  doubleConfirmChanges: boolean;
}

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  siteUrl: 'http://localhost:5173',
  additionalRedirectUrls: [
    'http://localhost:5173/reset-password',
    'http://127.0.0.1:5173/reset-password',
  ],
  apiExternalUrl: 'http://127.0.0.1:54321',
  minimumPasswordLength: 8,
  refreshTokenReuseInterval: 10,
  enableSignup: true,
  emailMaxFrequency: 1,
  otpExpiry: 3600,
  bcryptCost: 10,
  updatePasswordRequireCurrentPassword: true,
  doubleConfirmChanges: true,
};

export interface AuthContext {
  db: SqlDatabase;
  outbox: Outbox;
  limiter: RateLimiter;
  config: AuthConfig;
  now: () => Date;
}

/** The `iss` of access tokens, as GoTrue's `<API_EXTERNAL_URL>/auth/v1`. */
export function issuer(ctx: AuthContext): string {
  return `${ctx.config.apiExternalUrl}/auth/v1`;
}

export function queryParam(req: LocalRequest, name: string): string | undefined {
  return new URLSearchParams(req.rawQuery).get(name) ?? undefined;
}
