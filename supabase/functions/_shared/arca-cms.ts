/**
 * WSAA's sign-in: the login ticket request (TRA) signed as a CMS SignedData (RFC 5652) with the
 * platform's certificate and RSA key, content attached and the certificate included, as
 * `openssl cms -sign -nodetach` makes it; SHA-256 over the content itself (no signed
 * attributes). Web Crypto does the signing.
 */
import {
  children,
  concat,
  context,
  integer,
  nullValue,
  objectIdentifier,
  octetString,
  pemToDer,
  readElement,
  sequence,
  set,
  toBase64,
} from './der.ts';

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
};

/** The issuer Name and serial number of a certificate, as its signer is named in CMS. */
export function issuerAndSerial(certificateDer: Uint8Array): Uint8Array {
  const [tbs] = children(readElement(certificateDer));
  const fields = children(tbs);
  // TBSCertificate: [0] version (optional), serialNumber, signature, issuer, …
  const at = fields[0].tag === 0xa0 ? 1 : 0;
  return sequence(fields[at + 2].bytes, fields[at].bytes);
}

/** The login ticket request for `service`, valid from 10 minutes ago to 10 minutes ahead. */
export function loginTicketRequest(service: string, now: Date): string {
  const at = (minutes: number) =>
    new Date(now.getTime() + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    '<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header>' +
    `<uniqueId>${Math.floor(now.getTime() / 1000)}</uniqueId>` +
    `<generationTime>${at(-10)}</generationTime><expirationTime>${at(10)}</expirationTime>` +
    `</header><service>${service}</service></loginTicketRequest>`
  );
}

/** The CMS SignedData of `content`, DER in base64: what loginCms takes as `in0`. */
export async function signCms(
  content: string,
  certificatePem: string,
  privateKeyPkcs8Pem: string,
): Promise<string> {
  const certificate = pemToDer(certificatePem);
  const key = await crypto.subtle.importKey(
    'pkcs8',
    pemToDer(privateKeyPkcs8Pem),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const data = new TextEncoder().encode(content);
  const signature = new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, data));
  const sha256 = sequence(objectIdentifier(OID.sha256), nullValue());
  const signerInfo = sequence(
    integer(1),
    issuerAndSerial(certificate),
    sha256,
    sequence(objectIdentifier(OID.rsaEncryption), nullValue()),
    octetString(signature),
  );
  const signedData = sequence(
    integer(1),
    set(sha256),
    sequence(objectIdentifier(OID.data), context(0, octetString(data))),
    context(0, certificate),
    set(signerInfo),
  );
  return toBase64(concat([sequence(objectIdentifier(OID.signedData), context(0, signedData))]));
}
