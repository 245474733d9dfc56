import { useId, useState, type Ref } from 'react';
import { FormError } from '@/components/ui/form-error';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

/**
 * A required signature in a form: its label, the pad and, until something is drawn, the form's
 * error for it (a form checks `padRef.current.toBlob()` on submit and sets `error`).
 */
export function SignatureField({
  label,
  padRef,
  error,
  onSigned,
}: {
  label: string;
  padRef: Ref<SignaturePadHandle>;
  error: string | undefined;
  /** Called when a signature is drawn, so the form can clear its error. */
  onSigned: () => void;
}) {
  const labelId = useId();
  const [signed, setSigned] = useState(false);
  return (
    <div className="space-y-1">
      <p id={labelId} className="text-sm font-medium text-slate-700">
        {label} <span aria-hidden="true">*</span>
      </p>
      <SignaturePad
        ref={padRef}
        labelId={labelId}
        onChange={(value) => {
          setSigned(value);
          if (value) onSigned();
        }}
      />
      {signed ? null : <FormError message={error} />}
    </div>
  );
}
