import type { PGlite } from '@electric-sql/pglite';
import type { Outbox } from '../mail.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { LocalRequest } from '../types.ts';

/** GoTrue settings of this project; defaults mirror `[auth]` of supabase/config.toml. */
export interface AuthConfig {
  /** `site_url`; null means the origin the request came to (the page's own origin under Vite). */
  siteUrl: string | null;
  additionalRedirectUrls: string[];
  minimumPasswordLength: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  /** Minimum seconds between two recovery mails to the same user (`[auth.email] max_frequency`). */
  emailMaxFrequency: number;
  /** Lifetime of an e-mailed link (`[auth.email] otp_expiry`). */
  otpExpiry: number;
  /**
   * GoTrue's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD (the dashboard's "Require
   * current password when updating"; config.toml has no key for it): a new password needs
   * `current_password`, except in a session opened by a recovery link.
   */
  updatePasswordRequireCurrentPassword: boolean;
}

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  siteUrl: null,
  additionalRedirectUrls: [
    'http://localhost:5173/reset-password',
    'http://127.0.0.1:5173/reset-password',
  ],
  minimumPasswordLength: 8,
  refreshTokenReuseInterval: 10,
  enableSignup: true,
  emailMaxFrequency: 1,
  otpExpiry: 3600,
  updatePasswordRequireCurrentPassword: true,
};

export interface AuthContext {
  db: PGlite;
  outbox: Outbox;
  limiter: RateLimiter;
  config: AuthConfig;
  now: () => Date;
}

/** The origin the client reached this backend on, from the Host header. */
export function requestOrigin(req: LocalRequest): string {
  const proto = req.headers['x-forwarded-proto']?.split(',')[0]?.trim() || 'http';
  const host = req.headers['x-forwarded-host']?.split(',')[0]?.trim() || req.headers.host;
  return `${proto}://${host || 'localhost'}`;
}

export function siteUrlFor(ctx: AuthContext, req: LocalRequest): string {
  return ctx.config.siteUrl ?? requestOrigin(req);
}

/** Redirects GoTrue accepts: the allow list, plus any URL on the host the request came to. */
export function redirectAllowList(ctx: AuthContext, req: LocalRequest): string[] {
  return [...ctx.config.additionalRedirectUrls, `${requestOrigin(req)}/**`];
}

export function queryParam(req: LocalRequest, name: string): string | undefined {
  return new URLSearchParams(req.rawQuery).get(name) ?? undefined;
}
