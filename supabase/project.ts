/**
 * This app's Supabase project as the embedded backend takes it: the folder (schema, seeds,
 * config.toml, the Edge Functions' secrets), the functions' handlers, the demo logins its banner prints, and where `npm run gen:types` writes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoLogins } from '@conectacargas/local-supabase/banner';
// Relative, as in vite.config.ts, which imports this file: Vite's config loader leaves bare
// imports to Node, which cannot run TypeScript before Node 22.18.
import { loadProject } from '../packages/local-supabase/project.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { edgeFunctions } from './edge-functions.ts';
import { localArcaSecrets } from './local-arca.ts';
import { localMercadoPagoSecrets } from './local-mercadopago.ts';
import { localPushSecrets } from './local-push.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

export const project = {
  ...loadProject(dir),
  functions: edgeFunctions,
  functionDefaults: (url: string) => ({
    ...localMercadoPagoSecrets(url),
    ...localArcaSecrets(url),
    ...localPushSecrets(),
  }),
};

export const DATABASE_TYPES_FILE = path.resolve(dir, '..', 'src', 'lib', 'database.types.ts');

const ROLE_LABELS = {
  shipper: 'dador de carga',
  transporter: 'transportista',
  admin: 'administrador',
} as const;

export const demoLogins: DemoLogins = {
  password: DEMO_PASSWORD,
  accounts: DEMO_ACCOUNTS.map((account) => ({
    email: account.email,
    label: ROLE_LABELS[account.role],
  })),
};
