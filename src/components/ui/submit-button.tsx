import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface SubmitButtonProps {
  pending: boolean;
  /** What the button says while the request runs. */
  pendingLabel: string;
  /** Full width (the default, for the account cards) or as wide as its text. */
  fullWidth?: boolean;
  children: ReactNode;
}

/** A form's submit button: disabled with a spinner while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  fullWidth = true,
  children,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      className={cn(fullWidth && 'w-full')}
      disabled={pending}
      aria-busy={pending || undefined}
    >
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

/** A form's submit button with 'Cancelar' beside it; neither can be pressed while it runs. */
export function SubmitWithCancel({
  onCancel,
  ...submit
}: Omit<SubmitButtonProps, 'fullWidth'> & { onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton {...submit} fullWidth={false} />
      <Button variant="outline" onClick={onCancel} disabled={submit.pending}>
        Cancelar
      </Button>
    </div>
  );
}
