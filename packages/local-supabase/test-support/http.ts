/** Requests fetch cannot send: a forged Host header, or a client on another machine. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import type { NodeHandler } from '../http/node-adapter.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTP request with exactly these headers (fetch always sends the real Host). */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Hands a request to the backend's handler as if it came from `remoteAddress`: a test cannot
 * open a socket from another machine.
 */
export function handleFrom(
  backend: { handle: NodeHandler },
  remoteAddress: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const req = Object.assign(Readable.from([]), {
    url: path,
    method: 'GET',
    headers: { host: '127.0.0.1', ...headers },
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;
  return new Promise((resolve) => {
    let status = 0;
    let sent: Record<string, string> = {};
    const res = {
      headersSent: false,
      writeHead(code: number, responseHeaders: Record<string, string>) {
        status = code;
        sent = Object.fromEntries(
          Object.entries(responseHeaders).map(([name, value]) => [name.toLowerCase(), value]),
        );
        res.headersSent = true;
        return res;
      },
      end(payload?: string) {
        resolve({ status, headers: sent, body: payload ?? '' });
        return res;
      },
    };
    backend.handle(req, res as unknown as ServerResponse, () =>
      resolve({ status: 404, headers: {}, body: '' }),
    );
  });
}

/** Follows a mailed link like a browser: the status (303 when valid) and its target's fragment. */
export async function followMailLink(
  link: string,
): Promise<{ status: number; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return { status: response.status, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
}
