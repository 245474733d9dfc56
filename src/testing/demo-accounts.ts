/** The demo accounts of supabase/seed.sql as the UI tests and specs sign in with them. */
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
} from '../../supabase/demo-accounts';

export { DEMO_PASSWORD };

export const demoAccounts = {
  shipper: { id: DEMO_SHIPPER.id, email: DEMO_SHIPPER.email, password: DEMO_PASSWORD },
  transporter: { id: DEMO_TRANSPORTER.id, email: DEMO_TRANSPORTER.email, password: DEMO_PASSWORD },
  admin: { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
} as const;
