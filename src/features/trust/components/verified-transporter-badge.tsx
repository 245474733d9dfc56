import { useVerifiedTransporter } from '../api/verified-transporter';
import { VerifiedBadge } from './trust-marks';

/** 'Transportista verificado', shown only when the database counts the transporter as verified. */
export function VerifiedTransporterBadge({ userId }: { userId: string | null | undefined }) {
  const verified = useVerifiedTransporter(userId);
  if (verified.data !== true) return null;
  return <VerifiedBadge testId="verified-transporter" />;
}
