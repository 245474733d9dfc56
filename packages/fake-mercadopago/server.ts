/**
 * A local Mercado Pago for `npm run dev` and the tests: its OAuth as the real one speaks it. A
 * seller is sent to `GET /authorization?client_id&response_type=code&platform_id=mp&state&
 * redirect_uri`, consents on a page, and comes back to `redirect_uri?code=TG-…&state=…`; the
 * application exchanges the code at `POST /oauth/token` (JSON or form: client_id, client_secret,
 * grant_type authorization_code with code and redirect_uri, or refresh_token) for the seller's
 * access and refresh tokens (180 days). A code is single-use, bound to its application and
 * redirect URI, and lasts 10 minutes. The payments API and its webhooks are in payments.ts and
 * webhooks.ts. Connect-style, so the dev server mounts it under a prefix and a test serves it on
 * a port of its own.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiError, escapeHtml, readFields, send } from './http.ts';
import { createPaymentsApi } from './payments.ts';
import { createWebhookOutbox, type WebhookOutbox } from './webhooks.ts';

type PaymentsApi = ReturnType<typeof createPaymentsApi>;

export interface FakeMercadoPagoOptions {
  /** The applications (client id and secret) that may ask for authorizations. */
  clients: readonly { id: string; secret: string }[];
  now?: () => Date;
  /** The application's secret signature for webhooks (Mercado Pago's 'Clave secreta'). */
  webhookSecret?: string;
  /** 'send' as they happen (default), or 'hold' for a test to deliver (webhooks.ts). */
  webhooks?: 'send' | 'hold';
}

interface Grant {
  clientId: string;
  redirectUri: string;
  sellerId: number;
  expiresAt: number;
}

/** How long Mercado Pago's access token lasts: 180 days. */
export const TOKEN_TTL_SECONDS = 15_552_000;
const CODE_TTL_MS = 10 * 60 * 1000;

/** What /oauth/token answers. */
export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  user_id: number;
  refresh_token: string;
  public_key: string;
  live_mode: false;
}

export interface FakeMercadoPago {
  /** Connect-style: answers its paths (below the prefix the caller strips), passes the rest on. */
  handle(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** Issued access tokens and the seller each acts for (the payments API reads them). */
  sellerOf(accessToken: string): number | undefined;
  /** A seller who consented to `clientId`, for a test: the tokens /oauth/token would give. */
  authorizeSeller(clientId: string): IssuedTokens;
  webhooks: WebhookOutbox;
  failNext: PaymentsApi['failNext'];
  expireReservations: PaymentsApi['expireReservations'];
  payment: PaymentsApi['payment'];
}

const token = (prefix: string) => `${prefix}-${randomBytes(24).toString('hex')}`;

/** The consent page; its form posts next to it, whatever prefix the fake is mounted under. */
function consentPage(params: URLSearchParams): string {
  const hidden = ['client_id', 'state', 'redirect_uri']
    .map(
      (name) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`,
    )
    .join('');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mercado Pago (simulado): autorizar</title><link rel="icon" href="data:,"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">
<h1>Mercado Pago (simulado)</h1>
<p>ConectaCargas quiere cobrar en tu nombre los fletes que hagas con Pago protegido.</p>
<form method="post" action="authorization/decision">${hidden}
<button type="submit" name="decision" value="allow">Autorizar</button>
<button type="submit" name="decision" value="deny">Cancelar</button>
</form></body></html>`;
}

export function createFakeMercadoPago(options: FakeMercadoPagoOptions): FakeMercadoPago {
  const now = options.now ?? (() => new Date());
  const codes = new Map<string, Grant>();
  const refreshTokens = new Map<string, { clientId: string; sellerId: number }>();
  const accessTokens = new Map<string, number>();
  const webhooks = createWebhookOutbox({
    secret: options.webhookSecret ?? '',
    mode: options.webhooks ?? 'send',
    now,
  });
  const payments = createPaymentsApi({
    sellerOf: (accessToken) => accessTokens.get(accessToken),
    webhooks,
    now,
  });
  const clientOf = (id: string | null | undefined) =>
    options.clients.find((client) => client.id === id);

  function issue(clientId: string, sellerId: number): IssuedTokens {
    const access = token('APP_USR');
    const refresh = token('TG');
    accessTokens.set(access, sellerId);
    refreshTokens.set(refresh, { clientId, sellerId });
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      scope: 'offline_access read write',
      user_id: sellerId,
      refresh_token: refresh,
      public_key: token('APP_USR'),
      live_mode: false,
    };
  }

  async function oauthToken(req: IncomingMessage, res: ServerResponse) {
    const body = await readFields(req);
    const client = clientOf(body.client_id);
    if (!client || client.secret !== body.client_secret) {
      send(res, 401, apiError(401, 'invalid_client'));
      return;
    }
    if (body.grant_type === 'authorization_code') {
      const grant = codes.get(body.code ?? '');
      codes.delete(body.code ?? '');
      if (
        !grant ||
        grant.clientId !== client.id ||
        grant.redirectUri !== body.redirect_uri ||
        grant.expiresAt < now().getTime()
      ) {
        send(res, 400, apiError(400, 'invalid_grant'));
        return;
      }
      send(res, 200, issue(client.id, grant.sellerId));
      return;
    }
    if (body.grant_type === 'refresh_token') {
      const held = refreshTokens.get(body.refresh_token ?? '');
      if (!held || held.clientId !== client.id) {
        send(res, 400, apiError(400, 'invalid_grant'));
        return;
      }
      refreshTokens.delete(body.refresh_token ?? '');
      send(res, 200, issue(client.id, held.sellerId));
      return;
    }
    send(res, 400, apiError(400, 'unsupported_grant_type'));
  }

  async function decision(req: IncomingMessage, res: ServerResponse) {
    const body = await readFields(req);
    let redirect: URL | null = null;
    try {
      redirect = new URL(body.redirect_uri ?? '');
    } catch {
      redirect = null;
    }
    if (!clientOf(body.client_id) || !redirect) {
      send(res, 400, apiError(400, 'invalid_request'));
      return;
    }
    if (body.decision === 'allow') {
      const code = token('TG');
      codes.set(code, {
        clientId: body.client_id,
        redirectUri: body.redirect_uri,
        sellerId: randomInt(100_000_000, 999_999_999),
        expiresAt: now().getTime() + CODE_TTL_MS,
      });
      redirect.searchParams.set('code', code);
    } else redirect.searchParams.set('error', 'access_denied');
    redirect.searchParams.set('state', body.state ?? '');
    send(res, 302, '', { Location: redirect.href });
  }

  return {
    handle(req, res, next) {
      const url = new URL(req.url ?? '/', 'http://fake');
      let served: Promise<void> | undefined;
      if (req.method === 'GET' && url.pathname === '/authorization') {
        const params = url.searchParams;
        if (!clientOf(params.get('client_id')) || params.get('response_type') !== 'code') {
          send(res, 400, apiError(400, 'invalid_request'));
        } else if (!params.get('redirect_uri')) {
          send(res, 400, apiError(400, 'invalid_request', 'redirect_uri is required'));
        } else send(res, 200, consentPage(params));
        return;
      }
      if (req.method === 'POST' && url.pathname === '/authorization/decision') {
        served = decision(req, res);
      } else if (req.method === 'POST' && url.pathname === '/oauth/token') {
        served = oauthToken(req, res);
      } else served = payments.handle(req, res, url.pathname, url.searchParams);
      if (!served) {
        if (next) next();
        else send(res, 404, { message: 'resource not found', error: 'not_found', status: 404 });
        return;
      }
      served.catch(() => {
        if (!res.headersSent) send(res, 500, apiError(500, 'internal_error'));
      });
    },
    sellerOf: (accessToken) => accessTokens.get(accessToken),
    authorizeSeller: (clientId) => issue(clientId, randomInt(100_000_000, 999_999_999)),
    webhooks,
    failNext: payments.failNext,
    expireReservations: payments.expireReservations,
    payment: payments.payment,
  };
}

/** The fake on a port of its own, for a test: its URL and how to stop it. */
export async function startFakeMercadoPago(
  options: FakeMercadoPagoOptions,
): Promise<FakeMercadoPago & { url: string; server: Server; close(): Promise<void> }> {
  const fake = createFakeMercadoPago(options);
  const server = createServer((req, res) => fake.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
