/**
 * A self-signed X.509 certificate and its RSA key, as ARCA's homologación issues one for a
 * computer ("CN=<alias>, serialNumber=CUIT <cuit>"): what the local ARCA trusts and the
 * functions sign WSAA's ticket request with, in `npm run dev` and the tests.
 */
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import {
  context,
  integer,
  nullValue,
  objectIdentifier,
  printableString,
  sequence,
  set,
  tlv,
  utcTime,
  utf8String,
} from '../../supabase/functions/_shared/der.ts';

export interface Certificate {
  certificatePem: string;
  /** PKCS#8, as Web Crypto imports it. */
  privateKeyPem: string;
}

const pem = (label: string, der: Uint8Array) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trim()}\n-----END ${label}-----\n`;

export function makeCertificate({ cuit, alias }: { cuit: string; alias: string }): Certificate {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sha256WithRsa = sequence(objectIdentifier('1.2.840.113549.1.1.11'), nullValue());
  const name = sequence(
    set(sequence(objectIdentifier('2.5.4.3'), utf8String(alias))),
    set(sequence(objectIdentifier('2.5.4.5'), printableString(`CUIT ${cuit}`))),
  );
  const now = Date.now();
  const serial = createHash('sha256').update(`${cuit}:${alias}:${now}`).digest().subarray(0, 8);
  const tbs = sequence(
    context(0, integer(2)),
    integer(serial),
    sha256WithRsa,
    name,
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 2 * 365 * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(
    tbs,
    sha256WithRsa,
    tlv(0x03, Uint8Array.of(0), signature), // BIT STRING, no unused bits
  );
  return {
    certificatePem: pem('CERTIFICATE', certificate),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
