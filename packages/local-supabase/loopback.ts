/**
 * The embedded backend signs tokens with public keys (keys.ts), so it serves only this machine:
 * it listens on loopback addresses unless the person opts in, and its mail outbox (recovery
 * tokens) answers loopback clients only.
 */
import { isIP } from 'node:net';

/** The opt-in to listen on a non-loopback address. */
export const ALLOW_NETWORK_ENV = 'LOCAL_SUPABASE_ALLOW_NETWORK';

export function networkAllowed(env: NodeJS.ProcessEnv | Record<string, string> = process.env) {
  return env[ALLOW_NETWORK_ENV]?.trim() === '1';
}

/** 127.0.0.0/8, ::1 (also IPv4-mapped), and the name `localhost`. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const host = (address ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = host.replace(/^::ffff:/, '');
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(host) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(host);
}

/**
 * The host name of a Host header (`name:port`, `[v6]:port`). A loopback client that names
 * another host reached us through DNS rebinding: a foreign page made the browser resolve its
 * own name to 127.0.0.1.
 */
export function hostHeaderName(host: string | undefined): string {
  const value = (host ?? '').trim();
  const v6 = /^\[([^\]]+)\]/.exec(value);
  return v6 ? v6[1] : value.replace(/:\d*$/, '');
}

/** A request from this machine that also names this machine. */
export function isLoopbackRequest(remoteAddress: string | undefined, host: string | undefined) {
  return isLoopbackAddress(remoteAddress) && isLoopbackAddress(hostHeaderName(host));
}

/** Thrown by startLocalSupabase for a non-loopback host without the opt-in. */
export class NetworkRefusedError extends Error {
  constructor(address: string) {
    super(networkRefusal(address));
    this.name = 'NetworkRefusedError';
  }
}

/** Why the backend will not serve on `address` (printed by `npm run backend` and by Vite). */
export function networkRefusal(address: string): string {
  return [
    `[local-supabase] No se sirve la API en ${address}: sólo en 127.0.0.1 / localhost.`,
    '  Las claves de este backend (secreto JWT y service_role key) son públicas, así que desde la red',
    '  cualquiera podría firmar tokens y leer o cambiar todos los datos, y leer los correos de',
    '  recuperación de contraseña. Para servirla igual, defina ' +
      `${ALLOW_NETWORK_ENV}=1 (sólo en una red de confianza).`,
  ].join('\n');
}
