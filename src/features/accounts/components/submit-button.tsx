import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface SubmitButtonProps {
  pending: boolean;
  /** What the button says while the request runs. */
  pendingLabel: string;
  children: ReactNode;
}

/** The form's submit button: disabled with a spinner while the request runs. */
export function SubmitButton({ pending, pendingLabel, children }: SubmitButtonProps) {
  return (
    <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
