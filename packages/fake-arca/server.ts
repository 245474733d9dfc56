/**
 * A local ARCA for `npm run dev` and the tests: WSAA at `POST /ws/services/LoginCms` and WSFEv1
 * at `POST /wsfev1/service.asmx`, SOAP 1.1 or 1.2 as the real ones take it (the operation from
 * the body's element, whatever the SOAPAction says). A test makes the next call fail
 * (`failNext`): never answer (a timeout), or answer 503 as ARCA does when it is down.
 * Connect-style, so the dev server mounts it under a prefix and a test serves it on its own port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { xmlTag } from '../../supabase/functions/_shared/xml.ts';
import { createWsaa, faultResponse, loginResponse, WsaaFault } from './wsaa.ts';
import { createWsfe } from './wsfe.ts';

export interface FakeArcaOptions {
  /** The certificates (PEM) WSAA trusts: the platform's. */
  trusted: readonly string[];
  /** CUITs that delegated wsfe to the platform; empty: any. */
  delegated?: readonly string[];
  now?: () => Date;
}

export type Failure = 'timeout' | 'unavailable';

/** Most a SOAP request may hold: a signed ticket request or one invoice is a few kilobytes. */
const MAX_BODY = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function xml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' });
  res.end(body);
}

export function createFakeArca(options: FakeArcaOptions) {
  const now = options.now ?? (() => new Date());
  const wsaa = createWsaa({ trusted: () => options.trusted, now });
  const wsfe = createWsfe({
    ticketFor: wsaa.ticketFor,
    delegated: () => options.delegated ?? [],
    now,
  });
  const failures: Failure[] = [];

  async function answer(req: IncomingMessage, res: ServerResponse, path: string) {
    const failure = failures.shift();
    if (failure === 'timeout') return; // never answers: the caller's own timeout ends it
    if (failure === 'unavailable') {
      res.writeHead(503, { 'Content-Type': 'text/html' });
      res.end('<html><body>Servicio no disponible</body></html>');
      return;
    }
    let body: string;
    try {
      body = await readBody(req);
    } catch {
      return xml(res, 413, '');
    }
    if (path === '/ws/services/LoginCms') {
      const cms = xmlTag(body, 'in0') ?? '';
      try {
        return xml(res, 200, loginResponse(wsaa.login(cms), now()));
      } catch (error) {
        const fault =
          error instanceof WsaaFault ? error : new WsaaFault('wsaa.internalError', 'Error interno');
        return xml(res, 500, faultResponse(fault));
      }
    }
    if (/<(?:\w+:)?FECompUltimoAutorizado[\s>]/.test(body))
      return xml(res, 200, wsfe.lastAuthorized(body));
    if (/<(?:\w+:)?FECAESolicitar[\s>]/.test(body)) return xml(res, 200, wsfe.requestCae(body));
    xml(res, 500, faultResponse(new WsaaFault('soap:Client', 'Operación desconocida')));
  }

  return {
    handle(req: IncomingMessage, res: ServerResponse, next?: () => void) {
      const path = (req.url ?? '').split('?')[0];
      if (
        req.method !== 'POST' ||
        !['/ws/services/LoginCms', '/wsfev1/service.asmx'].includes(path)
      ) {
        if (next) next();
        else xml(res, 404, '');
        return;
      }
      void answer(req, res, path);
    },
    /** The next call (any service) fails this way. */
    failNext(failure: Failure) {
      failures.push(failure);
    },
  };
}

export type FakeArca = ReturnType<typeof createFakeArca>;

export async function startFakeArca(
  options: FakeArcaOptions,
): Promise<FakeArca & { url: string; close(): Promise<void> }> {
  const fake = createFakeArca(options);
  const server: Server = createServer((req, res) => fake.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
