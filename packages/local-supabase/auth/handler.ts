import type { RateLimitBucket } from '../rate-limit.ts';
import type { LocalRequest, LocalResponse } from '../types.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError, authErrorResponse } from './errors.ts';
import { challengeFactor, enrollFactor, factorPath, unenrollFactor, verifyFactor } from './mfa.ts';
import { recover, verifyLink, verifyOtp } from './recovery.ts';
import { signUp } from './signup.ts';
import { grantType, token } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';

type Endpoint = (ctx: AuthContext, req: LocalRequest) => Promise<LocalResponse>;

const settings: Endpoint = async (ctx) => ({
  status: 200,
  body: {
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      figma: false,
      fly: false,
      github: false,
      gitlab: false,
      google: false,
      kakao: false,
      keycloak: false,
      linkedin_oidc: false,
      notion: false,
      phone: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: !ctx.config.enableSignup,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: 'twilio',
    saml_enabled: false,
  },
});

const health: Endpoint = async () => ({
  status: 200,
  body: {
    version: 'local-supabase',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  },
});

interface Route {
  endpoint: Endpoint;
  /** The per-IP budget the endpoint draws from, as GoTrue's limiters. */
  bucket?: (req: LocalRequest) => RateLimitBucket | undefined;
}

const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/health': { GET: { endpoint: health } },
  '/settings': { GET: { endpoint: settings } },
  '/signup': { POST: { endpoint: signUp, bucket: () => 'signInSignUps' } },
  '/token': {
    POST: {
      endpoint: token,
      bucket: (req) => {
        const grant = grantType(req);
        if (grant === 'password') return 'signInSignUps';
        return grant === 'refresh_token' ? 'tokenRefresh' : undefined;
      },
    },
  },
  '/user': { GET: { endpoint: getUser }, PUT: { endpoint: updateUser } },
  '/logout': { POST: { endpoint: logout } },
  '/factors': { POST: { endpoint: enrollFactor } },
  '/recover': { POST: { endpoint: recover, bucket: () => 'recover' } },
  '/verify': {
    GET: { endpoint: verifyLink, bucket: () => 'tokenVerifications' },
    POST: { endpoint: verifyOtp, bucket: () => 'tokenVerifications' },
  },
};

/** `/factors/{id}` (DELETE), `/factors/{id}/challenge` and `/factors/{id}/verify` (POST). */
function factorRoutes(path: string): Partial<Record<string, Route>> | undefined {
  const match = factorPath(path);
  if (!match) return undefined;
  const { factorId, action } = match;
  // Guessing codes draws on the same per-IP budget as e-mailed codes.
  const bucket = () => 'tokenVerifications' as const;
  if (action === 'challenge') {
    return { POST: { endpoint: (ctx, req) => challengeFactor(ctx, req, factorId), bucket } };
  }
  if (action === 'verify') {
    return { POST: { endpoint: (ctx, req) => verifyFactor(ctx, req, factorId), bucket } };
  }
  return { DELETE: { endpoint: (ctx, req) => unenrollFactor(ctx, req, factorId) } };
}

async function route(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const path = req.path.replace(/\/+$/, '') || '/';
  const methods = ROUTES[path] ?? factorRoutes(path);
  if (!methods) throw new AuthApiError(404, 'not_found', 'Not Found');
  const match = methods[req.method];
  if (!match) throw new AuthApiError(405, 'method_not_allowed', 'Method Not Allowed');
  const bucket = match.bucket?.(req);
  if (bucket && !ctx.limiter.take(bucket, req.ip)) {
    throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
  return match.endpoint(ctx, req);
}

/** The GoTrue-compatible `/auth/v1` service; `req.path` is below the prefix. */
export async function handleAuth(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  try {
    return await route(ctx, req);
  } catch (error) {
    if (error instanceof AuthApiError) return authErrorResponse(error, req.headers);
    console.error('[local-supabase] auth error', error);
    return authErrorResponse(
      new AuthApiError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
      req.headers,
    );
  }
}
