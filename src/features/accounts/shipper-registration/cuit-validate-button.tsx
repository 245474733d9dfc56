import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type CuitCheckState = 'idle' | 'validating' | 'validated';

/** The CUIT's validate button: 'Validando…' while it checks, then its validated state. */
export function CuitValidateButton({
  state,
  onValidate,
}: {
  state: CuitCheckState;
  onValidate(): void;
}) {
  if (state === 'validated') {
    return (
      <Button variant="outline" disabled className="text-green-700 disabled:opacity-100">
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        CUIT validado
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      disabled={state === 'validating'}
      aria-busy={state === 'validating' || undefined}
      onClick={onValidate}
    >
      {state === 'validating' ? 'Validando…' : 'Validar CUIT'}
    </Button>
  );
}
