/**
 * Node's `http` in front of the services: an IncomingMessage becomes a LocalRequest (body read
 * within its mount's limit, headers lower-cased) and a LocalResponse is written back with CORS.
 * Connect-style, so the same handler serves the standalone server and Vite's dev server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostHeaderName, isLoopbackAddress, isLoopbackRequest } from '../loopback.ts';
import type { LocalRequest, LocalResponse, Service } from '../types.ts';
import { corsHeaders } from './cors.ts';

export type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/** A service below a path prefix, as Supabase's gateway routes `/auth/v1` to GoTrue. */
export interface Mount {
  prefix: string;
  service: Service;
  maxBodyBytes: number;
  /** The answer to a body over the limit: each service words it its own way. */
  tooLarge: LocalResponse;
  /** Storage reads the raw bytes only; the others also get the body as UTF-8 text. */
  binaryBody?: boolean;
}

/** A path answered to this machine only, with no CORS and whatever the method. */
export interface LocalOnlyPath {
  path: string;
  answer: () => LocalResponse;
  /** The 403 message for a client elsewhere, or a name not of this machine. */
  refusal: string;
}

export interface NodeAdapterOptions {
  mounts: readonly Mount[];
  localOnly: readonly LocalOnlyPath[];
  /** Served to the network: any Host is answered, and its own pages get CORS. */
  allowNetwork: boolean;
}

class PayloadTooLargeError extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) reject(new PayloadTooLargeError());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

function lowerCaseHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function clientIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}

/**
 * The headers as hosted Supabase's edge (Cloudflare) passes them on: `cf-connecting-ip` is the
 * socket's address, whatever the client wrote there. The database reads it for its own rate
 * limits (the tracking link's misses).
 */
function edgeHeaders(req: IncomingMessage): Record<string, string | undefined> {
  return { ...lowerCaseHeaders(req), 'cf-connecting-ip': clientIp(req) };
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: LocalResponse,
  cors: Record<string, string>,
): void {
  const headers: Record<string, string> = { ...cors, ...response.headers };
  let payload: string | Buffer | undefined;
  if (response.body !== undefined && response.status !== 204) {
    if (typeof response.body === 'string' || Buffer.isBuffer(response.body)) {
      payload = response.body;
    } else {
      payload = JSON.stringify(response.body);
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
        headers['Content-Type'] = 'application/json; charset=utf-8';
      }
    }
  }
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function mountOf(mounts: readonly Mount[], pathname: string): Mount | undefined {
  return mounts.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function nodeHandler({ mounts, localOnly, allowNetwork }: NodeAdapterOptions): NodeHandler {
  const reply = (req: IncomingMessage, res: ServerResponse, response: LocalResponse) =>
    send(req, res, response, corsHeaders(req, allowNetwork));
  const replyWithoutCors = (req: IncomingMessage, res: ServerResponse, response: LocalResponse) =>
    send(req, res, response, {});

  async function serveLocalOnly(req: IncomingMessage, res: ServerResponse, local: LocalOnlyPath) {
    // No CORS either, so no page of another origin reads what it answers.
    const response = isLoopbackRequest(req.socket.remoteAddress, req.headers.host)
      ? local.answer()
      : { status: 403, body: { message: local.refusal } };
    replyWithoutCors(req, res, response);
  }

  async function serveMount(
    req: IncomingMessage,
    res: ServerResponse,
    mount: Mount,
    pathname: string,
    rawQuery: string,
  ) {
    if (req.method === 'OPTIONS') {
      reply(req, res, { status: 200 });
      return;
    }
    // DNS rebinding: a foreign name that resolves to this machine reaches only this machine's
    // names (as Vite's server.allowedHosts), unless the person served the backend to the network.
    if (!allowNetwork && !isLoopbackAddress(hostHeaderName(req.headers.host))) {
      replyWithoutCors(req, res, {
        status: 403,
        body: { message: 'Host not allowed: this backend serves localhost only' },
      });
      return;
    }
    let bytes: Buffer | undefined;
    try {
      bytes = await readBody(req, mount.maxBodyBytes);
    } catch (error) {
      if (!(error instanceof PayloadTooLargeError)) throw error;
      reply(req, res, mount.tooLarge);
      return;
    }
    const request: LocalRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      path: pathname.slice(mount.prefix.length) || '/',
      rawQuery,
      headers: edgeHeaders(req),
      body: mount.binaryBody ? undefined : bytes?.toString('utf8'),
      bytes,
      ip: clientIp(req),
    };
    reply(req, res, await mount.service(request));
  }

  return (req, res, next) => {
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    const rawQuery = queryStart === -1 ? '' : url.slice(queryStart + 1);
    const local = localOnly.find(({ path }) => path === pathname);
    const mount = mountOf(mounts, pathname);
    let served: Promise<void>;
    if (local) served = serveLocalOnly(req, res, local);
    else if (mount) served = serveMount(req, res, mount, pathname, rawQuery);
    else {
      if (next) next();
      else
        reply(req, res, { status: 404, body: { message: 'no Route matched with those values' } });
      return;
    }
    served.catch((error: unknown) => {
      console.error('[local-supabase] request failed', error);
      if (!res.headersSent)
        reply(req, res, { status: 500, body: { message: 'Internal Server Error' } });
      else res.end();
    });
  };
}
