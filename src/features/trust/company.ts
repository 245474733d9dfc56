/** A shipper's or a transporter's public page, as public.company_profile gives it. */
import type { Database } from '@/lib/database.types';
import { nullableNumber } from '@/lib/nullable-number';

export type CompanyProfileRow =
  Database['public']['Functions']['company_profile']['Returns'][number];

export interface CompanyProfile {
  userId: string;
  /** The company's name, else the person's. */
  name: string;
  role: 'shipper' | 'transporter';
  verified: boolean;
  rating: { average: number | null; count: number };
  /** When the account was created (ISO). */
  memberSince: string;
}

export function toCompanyProfile(row: CompanyProfileRow): CompanyProfile {
  return {
    userId: row.user_id,
    name: row.name,
    // The function returns shippers and transporters only.
    role: row.role === 'transporter' ? 'transporter' : 'shipper',
    verified: row.verified,
    rating: {
      // avg() of no ratings is null, whatever the generated type says.
      average: nullableNumber(row.rating_average as number | null),
      count: row.rating_count,
    },
    memberSince: row.member_since,
  };
}

export const COMPANY_ROLE_LABELS = {
  shipper: 'Dador de carga',
  transporter: 'Transportista',
} as const satisfies Record<CompanyProfile['role'], string>;
