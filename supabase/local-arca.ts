/**
 * The ARCA of `npm run dev` and the browser suite: the local fake (packages/fake-arca) under the
 * dev server's /_fake/arca, trusting a certificate made for the platform on the server's first
 * start, and the secrets that point the arca-invoices function at it unless
 * supabase/functions/.env names ARCA's homologación or production.
 */
import { makeCertificate, type Certificate } from '../packages/fake-arca/certificates.ts';

export const LOCAL_ARCA_PREFIX = '/_fake/arca';

let certificate: Certificate | null = null;

/** The platform's local certificate, made once per server (an RSA key takes a moment). */
export function localArcaCertificate(): Certificate {
  certificate ??= makeCertificate({ cuit: '30716549874', alias: 'conectacargas-local' });
  return certificate;
}

/** The function's ARCA secrets at the backend's URL (which is the app's in development). */
export function localArcaSecrets(url: string): Record<string, string> {
  const { certificatePem, privateKeyPem } = localArcaCertificate();
  return {
    ARCA_CERTIFICATE: certificatePem,
    ARCA_PRIVATE_KEY: privateKeyPem,
    ARCA_WSAA_URL: `${url}${LOCAL_ARCA_PREFIX}/ws/services/LoginCms`,
    ARCA_WSFE_URL: `${url}${LOCAL_ARCA_PREFIX}/wsfev1/service.asmx`,
  };
}
