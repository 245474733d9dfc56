/**
 * What supabase/seed.sql creates that code refers to, defined once: the demo accounts (README
 * lists them), their password, and the seeded listings and offers the suites name.
 */
export const DEMO_PASSWORD = 'ConectaDemo2026';

export const DEMO_SHIPPER = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'dador@conectacargas.test',
  role: 'shipper',
} as const;
export const DEMO_TRANSPORTER = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'transportista@conectacargas.test',
  role: 'transporter',
} as const;
export const DEMO_ADMIN = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'admin@conectacargas.test',
  role: 'admin',
} as const;
export const DEMO_ACCOUNTS = [DEMO_SHIPPER, DEMO_TRANSPORTER, DEMO_ADMIN] as const;

/** The seeded listing assigned to the demo transporter; the six others are pending. */
export const ASSIGNED_LISTING_ID = 'a0000000-0000-4000-8000-000000000007';
export const PENDING_LISTING_ID = 'a0000000-0000-4000-8000-000000000001';
/** The demo transporter's seeded proposals: accepted (listing 7) and live (listing 3). */
export const ACCEPTED_PROPOSAL_ID = 'c0000000-0000-4000-8000-000000000001';
export const LIVE_PROPOSAL_ID = 'c0000000-0000-4000-8000-000000000002';
