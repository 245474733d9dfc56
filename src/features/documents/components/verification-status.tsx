import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { documentKindLabel, VERIFIED_TRANSPORTER } from '@/domain/documents';
import { errorMessage } from '@/lib/data-errors';
import { useVerificationMissing } from '../api/documents';

/** On the transporter's documents page: verified, or the approved documents still missing. */
export function VerificationStatus({ userId }: { userId: string }) {
  const missing = useVerificationMissing(userId);
  if (missing.isPending) return null;
  if (missing.data === undefined) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(missing.error)}
      </p>
    );
  }
  if (missing.data.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-4 font-medium text-green-800">
        <BadgeCheck aria-hidden="true" className="h-5 w-5" />
        {VERIFIED_TRANSPORTER}
      </p>
    );
  }
  return (
    <div className="rounded-lg border border-yellow-200 bg-yellow-50 p-4 text-sm text-yellow-900">
      <p className="flex items-center gap-2 font-medium">
        <ShieldAlert aria-hidden="true" className="h-5 w-5" />
        Para ser {VERIFIED_TRANSPORTER} falta que aprobemos (y estén vigentes):
      </p>
      <ul aria-label="Documentos que faltan" className="mt-2 list-disc pl-8">
        {missing.data.map((kind) => (
          <li key={kind}>{documentKindLabel(kind)}</li>
        ))}
      </ul>
    </div>
  );
}
