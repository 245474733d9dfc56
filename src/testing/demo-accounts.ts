/** The demo accounts that supabase/seed.sql creates (README lists them); tests and specs sign in with these. */
export const DEMO_PASSWORD = 'ConectaDemo2026';

export const demoAccounts = {
  shipper: { email: 'dador@conectacargas.test', password: DEMO_PASSWORD },
  transporter: { email: 'transportista@conectacargas.test', password: DEMO_PASSWORD },
  admin: { email: 'admin@conectacargas.test', password: DEMO_PASSWORD },
} as const;
