import { DEMO_ACCOUNTS, DEMO_PASSWORD, LOCAL_ANON_KEY } from './keys.ts';

const ROLE_NAMES: Record<(typeof DEMO_ACCOUNTS)[number]['role'], string> = {
  shipper: 'dador de carga',
  transporter: 'transportista',
  admin: 'administrador',
};

/** What `npm run dev`, `vite preview` and `npm run backend` print once the backend is up. */
export function banner({ url, dataDir }: { url: string; dataDir: string }): string {
  const accounts = DEMO_ACCOUNTS.map(
    (account) => `      ${account.email.padEnd(34)} ${ROLE_NAMES[account.role]}`,
  );
  return [
    '',
    `  ➜  Supabase local (local-supabase): ${url}  (/auth/v1, /rest/v1, /storage/v1)`,
    `      datos: ${dataDir === 'memory' ? 'en memoria (se pierden al salir)' : dataDir}`,
    `      anon key: ${LOCAL_ANON_KEY}`,
    `      correos enviados: ${url}/_local/mail`,
    `      cuentas demo (contraseña ${DEMO_PASSWORD}):`,
    ...accounts,
    '',
  ].join('\n');
}
