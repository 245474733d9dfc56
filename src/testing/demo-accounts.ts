/** The demo accounts of supabase/seed.sql as the UI tests and specs sign in with them. */
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
} from '../../supabase/demo-accounts';

export { DEMO_PASSWORD };

export const demoAccounts = {
  shipper: { email: DEMO_SHIPPER.email, password: DEMO_PASSWORD },
  transporter: { email: DEMO_TRANSPORTER.email, password: DEMO_PASSWORD },
  admin: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
} as const;
