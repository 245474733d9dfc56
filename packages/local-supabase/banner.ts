import { LOCAL_ANON_KEY } from './keys.ts';

/** The seeded accounts a developer signs in with, as the banner lists them. */
export interface DemoLogins {
  password: string;
  accounts: readonly { email: string; label: string }[];
}

/** What `npm run dev`, `vite preview` and `npm run backend` print once the backend is up. */
export function banner({
  url,
  dataDir,
  demo,
}: {
  url: string;
  dataDir: string;
  demo?: DemoLogins;
}): string {
  const accounts = demo
    ? [
        `      cuentas demo (contraseña ${demo.password}):`,
        ...demo.accounts.map((account) => `      ${account.email.padEnd(34)} ${account.label}`),
      ]
    : [];
  return [
    '',
    `  ➜  Supabase local (local-supabase): ${url}  (/auth/v1, /rest/v1, /storage/v1)`,
    `      datos: ${dataDir === 'memory' ? 'en memoria (se pierden al salir)' : dataDir}`,
    `      anon key: ${LOCAL_ANON_KEY}`,
    `      correos enviados: ${url}/_local/mail`,
    ...accounts,
    '',
  ].join('\n');
}
