import { pathSegments, Router, type RouteRequest, type RouteSpec } from '../http/router.ts';
import type { RateLimitBucket } from '../rate-limit.ts';
import type { LocalRequest, LocalResponse } from '../types.ts';
import { type AccessToken, requireAuthentication } from './authenticate.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError, authErrorResponse } from './errors.ts';
import { enrollFactor, unenrollFactor } from './mfa-enroll.ts';
import { challengeFactor, verifyFactor } from './mfa-verify.ts';
import { recover, verifyLink, verifyOtp } from './recovery.ts';
import { signUp } from './signup.ts';
import { grantType, token } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';

type Endpoint = (ctx: AuthContext, req: RouteRequest) => Promise<LocalResponse>;
type UserEndpoint = (
  ctx: AuthContext,
  req: RouteRequest,
  token: AccessToken,
) => Promise<LocalResponse>;

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

interface RouteBase extends RouteSpec {
  /** The per-IP budget the endpoint draws from, as GoTrue's limiters. */
  bucket?: (req: LocalRequest) => RateLimitBucket | undefined;
}

/** `auth: 'user'`: GoTrue's requireAuthentication runs first and hands the endpoint the token. */
type AuthRoute = RouteBase &
  ({ auth?: undefined; handler: Endpoint } | { auth: 'user'; handler: UserEndpoint });

const tokenBucket = (req: LocalRequest): RateLimitBucket | undefined => {
  const grant = grantType(req);
  if (grant === 'password') return 'signInSignUps';
  return grant === 'refresh_token' ? 'tokenRefresh' : undefined;
};
// Guessing a factor's codes draws on the same per-IP budget as e-mailed codes.
const verifications = (): RateLimitBucket => 'tokenVerifications';

const router = new Router<AuthRoute>([
  { method: 'GET', pattern: '/health', handler: health },
  { method: 'GET', pattern: '/settings', handler: settings },
  { method: 'POST', pattern: '/signup', bucket: () => 'signInSignUps', handler: signUp },
  { method: 'POST', pattern: '/token', bucket: tokenBucket, handler: token },
  { method: 'GET', pattern: '/user', auth: 'user', handler: getUser },
  { method: 'PUT', pattern: '/user', auth: 'user', handler: updateUser },
  { method: 'POST', pattern: '/logout', auth: 'user', handler: logout },
  { method: 'POST', pattern: '/factors', auth: 'user', handler: enrollFactor },
  { method: 'DELETE', pattern: '/factors/:factorId', auth: 'user', handler: unenrollFactor },
  {
    method: 'POST',
    pattern: '/factors/:factorId/challenge',
    auth: 'user',
    bucket: verifications,
    handler: challengeFactor,
  },
  {
    method: 'POST',
    pattern: '/factors/:factorId/verify',
    auth: 'user',
    bucket: verifications,
    handler: verifyFactor,
  },
  { method: 'POST', pattern: '/recover', bucket: () => 'recover', handler: recover },
  { method: 'GET', pattern: '/verify', bucket: verifications, handler: verifyLink },
  { method: 'POST', pattern: '/verify', bucket: verifications, handler: verifyOtp },
]);

async function dispatch(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  const segments = pathSegments(req.path.replace(/\/+$/, '') || '/');
  // An empty segment names nothing here: `/factors//verify` is no factor's route.
  const found = segments.includes('')
    ? ({ route: null, reason: 'not-found' } as const)
    : router.match(req.method, segments);
  if (!found.route) {
    throw found.reason === 'not-found'
      ? new AuthApiError(404, 'not_found', 'Not Found')
      : new AuthApiError(405, 'method_not_allowed', 'Method Not Allowed');
  }
  // A factor id may be sent percent-encoded.
  const params = Object.fromEntries(
    Object.entries(found.params).map(([name, value]) => [name, decodeURIComponent(value)]),
  );
  const request: RouteRequest = { ...req, params };
  const { route } = found;
  const bucket = route.bucket?.(request);
  if (bucket && !ctx.limiter.take(bucket, req.ip)) {
    throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
  if (route.auth === 'user') {
    return route.handler(ctx, request, await requireAuthentication(request));
  }
  return route.handler(ctx, request);
}

/** The GoTrue-compatible `/auth/v1` service; `req.path` is below the prefix. */
export async function handleAuth(ctx: AuthContext, req: LocalRequest): Promise<LocalResponse> {
  try {
    return await dispatch(ctx, req);
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
