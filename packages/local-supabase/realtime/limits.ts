/**
 * Hosted Realtime's Free plan quotas (Supabase docs, "Realtime Limits"), counted per backend as
 * hosted counts them per project, so that a client that would hit them on hosted hits them here.
 * `false` (LOCAL_SUPABASE_REALTIME_LIMITS=off) turns them off, e.g. for the load test and benches.
 */

export interface RealtimeLimits {
  /** Sockets with at least one joined channel. */
  maxConnections: number;
  /** Messages in and out of every channel, averaged as upstream's RateCounter averages. */
  maxEventsPerSecond: number;
  maxJoinsPerSecond: number;
  maxChannelsPerConnection: number;
  maxPresenceEventsPerSecond: number;
  /** Presence messages one channel may send per window (upstream's client presence limit). */
  maxClientPresenceCalls: number;
  clientPresenceWindowMs: number;
  /** A broadcast or presence payload over this is refused (upstream: KB * 1000 + 500 bytes). */
  maxPayloadBytes: number;
}

export const HOSTED_FREE_REALTIME_LIMITS: RealtimeLimits = {
  maxConnections: 200,
  maxEventsPerSecond: 100,
  maxJoinsPerSecond: 100,
  maxChannelsPerConnection: 100,
  maxPresenceEventsPerSecond: 20,
  maxClientPresenceCalls: 5,
  clientPresenceWindowMs: 30_000,
  maxPayloadBytes: 256 * 1000 + 500,
};

/** With the limits off: nothing is refused (the payload cap stays at the socket's hard cap). */
export const NO_REALTIME_LIMITS: RealtimeLimits = {
  maxConnections: Infinity,
  maxEventsPerSecond: Infinity,
  maxJoinsPerSecond: Infinity,
  maxChannelsPerConnection: Infinity,
  maxPresenceEventsPerSecond: Infinity,
  maxClientPresenceCalls: Infinity,
  clientPresenceWindowMs: 30_000,
  maxPayloadBytes: Infinity,
};

export function resolveRealtimeLimits(
  option: Partial<RealtimeLimits> | false | undefined,
): RealtimeLimits {
  if (option === false) return NO_REALTIME_LIMITS;
  return { ...HOSTED_FREE_REALTIME_LIMITS, ...option };
}

/** LOCAL_SUPABASE_REALTIME_LIMITS: `off` turns the quotas off; anything else keeps hosted Free's. */
export function realtimeLimitsFromEnv(value: string | undefined): RealtimeLimits | false {
  return value?.trim().toLowerCase() === 'off' ? false : HOSTED_FREE_REALTIME_LIMITS;
}

const TICK_MS = 5000;
const MAX_BUCKETS = 12;

/**
 * Upstream's RateCounter: events counted in 5 s ticks, the average per second over the last 12
 * ticks (one minute); the limit triggers when that average goes over it and releases when it
 * falls back. A burst shorter than a tick is averaged, as on hosted.
 */
export class RateCounter {
  #count = 0;
  #buckets: number[] = [];
  #tickStart: number;
  #triggered = false;

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#tickStart = now();
  }

  add(n = 1): void {
    this.#advance();
    this.#count += n;
  }

  get average(): number {
    this.#advance();
    return this.#average();
  }

  get triggered(): boolean {
    this.#advance();
    return this.#triggered;
  }

  #advance(): void {
    const ticks = Math.floor((this.now() - this.#tickStart) / TICK_MS);
    if (ticks === 0) return;
    // Newest first: the tick that just closed holds the count, any later ones were empty.
    const empty = new Array<number>(Math.min(ticks - 1, MAX_BUCKETS)).fill(0);
    this.#buckets = [...empty, this.#count, ...this.#buckets].slice(0, MAX_BUCKETS);
    this.#count = 0;
    this.#tickStart += ticks * TICK_MS;
    this.#triggered = this.#average() > this.limit;
  }

  #average(): number {
    if (this.#buckets.length === 0) return 0;
    const sum = this.#buckets.reduce((a, b) => a + b, 0);
    return sum / this.#buckets.length / (TICK_MS / 1000);
  }
}

/** A fixed window per channel: upstream's client presence limit (5 calls per 30 s). */
export class WindowLimit {
  #count = 0;
  #resetAt = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a call; false when the window already holds `max`. */
  take(): boolean {
    const now = this.now();
    if (now > this.#resetAt) {
      this.#count = 1;
      this.#resetAt = now + this.windowMs;
      return true;
    }
    if (this.#count >= this.max) return false;
    this.#count += 1;
    return true;
  }
}

/** Upstream's words for each quota, as the client sees them. */
export const LIMIT_ERRORS = {
  tooManyConnections: 'ConnectionRateLimitReached: Too many connected users',
  tooManyJoins: 'ClientJoinRateLimitReached: Too many joins per second',
  tooManyChannels: 'ChannelRateLimitReached: Too many channels',
  tooManyMessages: 'Too many messages per second',
  tooManyPresence: 'Too many presence messages per second',
  clientPresence: 'Client presence rate limit exceeded',
  trackTooLarge: 'Track message size exceeded',
  payloadTooLarge: 'payload_size_exceeded',
} as const;

/** Bytes of a payload as the limit counts them (upstream measures the decoded term). */
export function payloadBytes(payload: unknown): number {
  return Buffer.byteLength(JSON.stringify(payload ?? null) ?? '', 'utf8');
}
