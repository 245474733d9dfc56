/**
 * PostgREST's JWT middleware: it runs before the path is read, so a bad token is answered even
 * for a path that names nothing. The token is the bearer of Authorization, else the API key the
 * gateway accepted (the anon key is itself a JWT).
 */
import { JwtError, verifyJwt } from '../jwt.ts';
import type { JwtClaims, LocalRequest, LocalResponse, Service } from '../types.ts';

/** PostgREST's answer to a JWT it cannot use. */
function restJwtError(error: JwtError): LocalResponse {
  const message = error.expired ? 'JWT expired' : 'JWSError JWSInvalidSignature';
  return {
    status: 401,
    headers: {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    },
    body: { code: error.expired ? 'PGRST303' : 'PGRST301', details: null, hint: null, message },
  };
}

export function withJwtClaims(
  handler: (req: LocalRequest, claims: JwtClaims) => Promise<LocalResponse>,
): Service {
  return async (req) => {
    const bearer = /^bearer\s+(\S+)$/i.exec(req.headers.authorization?.trim() ?? '')?.[1];
    let claims: JwtClaims;
    try {
      claims = await verifyJwt(bearer ?? req.apiKey ?? '');
    } catch (error) {
      if (error instanceof JwtError) return restJwtError(error);
      throw error;
    }
    return handler(req, claims);
  };
}
