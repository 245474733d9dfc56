/**
 * A local ARCA for `npm run dev` and the tests: WSAA at `POST /ws/services/LoginCms` and WSFEv1
 * at `POST /wsfev1/service.asmx`, SOAP 1.1 or 1.2 as the real ones take it (the operation from
 * the body's element, whatever the SOAPAction says). A test makes the next call, or the next call
 * of one operation, fail (`failNext`): never answer (a timeout), answer 503 as ARCA does when it
 * is down, or do what was asked and lose the answer on the way back ('answer-lost').
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

export type Failure = 'timeout' | 'unavailable' | 'answer-lost';
type Operation = 'loginCms' | 'FECompUltimoAutorizado' | 'FECAESolicitar' | 'FECompConsultar';

const operationOf = (path: string, body: string): Operation | null =>
  path === '/ws/services/LoginCms'
    ? 'loginCms'
    : ((/<(?:\w+:)?(FECompUltimoAutorizado|FECAESolicitar|FECompConsultar)[\s>]/.exec(body)?.[1] as
        Operation | undefined) ?? null);

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
  const failures: { failure: Failure; operation?: Operation }[] = [];

  function respond(operation: Operation | null, body: string): [number, string] {
    switch (operation) {
      case 'loginCms':
        try {
          return [200, loginResponse(wsaa.login(xmlTag(body, 'in0') ?? ''), now())];
        } catch (error) {
          const fault =
            error instanceof WsaaFault
              ? error
              : new WsaaFault('wsaa.internalError', 'Error interno');
          return [500, faultResponse(fault)];
        }
      case 'FECompUltimoAutorizado':
        return [200, wsfe.lastAuthorized(body)];
      case 'FECAESolicitar':
        return [200, wsfe.requestCae(body)];
      case 'FECompConsultar':
        return [200, wsfe.consult(body)];
      default:
        return [500, faultResponse(new WsaaFault('soap:Client', 'Operación desconocida'))];
    }
  }

  async function answer(req: IncomingMessage, res: ServerResponse, path: string) {
    let body: string;
    try {
      body = await readBody(req);
    } catch {
      return xml(res, 413, '');
    }
    const operation = operationOf(path, body);
    const index = failures.findIndex((f) => !f.operation || f.operation === operation);
    const failure = index < 0 ? undefined : failures.splice(index, 1)[0].failure;
    if (failure === 'timeout') return; // never answers: the caller's own timeout ends it
    if (failure === 'unavailable') {
      res.writeHead(503, { 'Content-Type': 'text/html' });
      res.end('<html><body>Servicio no disponible</body></html>');
      return;
    }
    const [status, text] = respond(operation, body);
    // Done, but the answer never arrives: the caller times out not knowing it was done.
    if (failure === 'answer-lost') return;
    xml(res, status, text);
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
    /** The last number ARCA authorized in a sequence (0 before the first). */
    lastNumber: wsfe.lastNumber,
    /** The next call (of `operation`, or of any service) fails this way. */
    failNext(failure: Failure, operation?: Operation) {
      failures.push({ failure, operation });
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
