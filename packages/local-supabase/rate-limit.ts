/** A per-IP token bucket: `max` requests at once, refilled at `max` per `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export type RateLimitBucket = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications' | 'recover';

export type RateLimitConfig = Record<RateLimitBucket, RateLimitRule>;

/**
 * GoTrue's defaults on hosted Supabase (`[auth.rate_limit]` of the CLI's config.toml): sign-ups
 * and password sign-ins 30, token refreshes 150, OTP / link verifications 30, per 5 minutes per
 * IP. Recovery requests use the same budget as the other e-mail sending endpoints (30 / 5 min).
 */
export const GOTRUE_RATE_LIMITS: RateLimitConfig = {
  signInSignUps: { max: 30, windowSeconds: 300 },
  tokenRefresh: { max: 150, windowSeconds: 300 },
  tokenVerifications: { max: 30, windowSeconds: 300 },
  recover: { max: 30, windowSeconds: 300 },
};

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    private readonly rules: RateLimitConfig | null,
    private readonly now: () => Date,
  ) {}

  /** Takes one request from `ip`'s bucket; false when it is empty (the caller answers 429). */
  take(bucket: RateLimitBucket, ip: string): boolean {
    if (!this.rules) return true;
    const rule = this.rules[bucket];
    const key = `${bucket}:${ip}`;
    const nowMs = this.now().getTime();
    const state = this.#buckets.get(key) ?? { tokens: rule.max, updatedAt: nowMs };
    // A clock that steps back (NTP, a test's clock) refills nothing rather than draining the bucket.
    const elapsedMs = Math.max(0, nowMs - state.updatedAt);
    const refill = (elapsedMs / 1000) * (rule.max / rule.windowSeconds);
    state.tokens = Math.min(rule.max, state.tokens + refill);
    state.updatedAt = nowMs;
    this.#buckets.set(key, state);
    if (state.tokens < 1) return false;
    state.tokens -= 1;
    return true;
  }
}

/** Merges overrides into GoTrue's defaults; `false` turns rate limiting off. */
export function resolveRateLimits(
  overrides: Partial<RateLimitConfig> | false | undefined,
): RateLimitConfig | null {
  if (overrides === false) return null;
  return { ...GOTRUE_RATE_LIMITS, ...overrides };
}

/** Every limit multiplied by `factor` (the dev server allows more than a hosted project). */
export function scaleRateLimits(rules: RateLimitConfig, factor: number): RateLimitConfig {
  const scaled = { ...rules };
  for (const bucket of Object.keys(scaled) as RateLimitBucket[]) {
    scaled[bucket] = { ...rules[bucket], max: rules[bucket].max * factor };
  }
  return scaled;
}

/** How much more a dev server allows: one IP (127.0.0.1) serves every tab and the browser suite. */
export const DEV_SERVER_RATE_LIMIT_FACTOR = 10;

/**
 * Limits of the dev/preview server and `npm run backend`, from LOCAL_SUPABASE_RATE_LIMITS:
 * unset → GoTrue's defaults × 10, `gotrue` → GoTrue's defaults, `off` → no limits.
 */
export function rateLimitsFromEnv(value: string | undefined): RateLimitConfig | false {
  switch (value?.trim().toLowerCase()) {
    case 'off':
      return false;
    case 'gotrue':
      return GOTRUE_RATE_LIMITS;
    default:
      return scaleRateLimits(GOTRUE_RATE_LIMITS, DEV_SERVER_RATE_LIMIT_FACTOR);
  }
}
