/** Reading requests and writing answers, as the fake's routes all do. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Most a request body may hold: Mercado Pago's own bodies are a few kilobytes. */
const MAX_BODY = 64 * 1024;

export function send(res: ServerResponse, status: number, body: unknown, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
    ...headers,
  });
  res.end(text);
}

export function readText(req: IncomingMessage): Promise<string> {
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

/** A JSON body; null when it is not a JSON object. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse((await readText(req)) || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A form or JSON body as strings (OAuth accepts both). */
export async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const body = (await readJson(req)) ?? {};
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(await readText(req)));
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Mercado Pago's error shape. */
export const apiError = (
  status: number,
  error: string,
  message = error,
  cause: unknown[] = [],
) => ({
  message,
  error,
  status,
  cause,
});
