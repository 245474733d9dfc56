import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/data-errors';
import { submitHandler, useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useSubmitProposal } from '../api/submit-proposal';
import {
  proposalFormDefaults,
  proposalFormSchema,
  type ProposalFormValues,
  type ProposalInput,
} from '../schemas';

export interface ProposalDialogProps {
  listing: { id: string; title: string; price: number };
  /** The carrier's live proposal when editing it (Modificar); absent for a new one. */
  proposal?: { id: string; price: number; message: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ProposalForm({
  listing,
  proposal,
  onDone,
}: Omit<ProposalDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const submitProposal = useSubmitProposal(listing.id, proposal?.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm<ProposalFormValues, ProposalInput>(
    proposalFormSchema,
    proposal
      ? proposalFormDefaults(proposal.price, proposal.message)
      : proposalFormDefaults(listing.price),
  );
  const { isSubmitting } = form.formState;

  async function submit(input: ProposalInput) {
    setServerError(null);
    try {
      await submitProposal.mutateAsync(input);
      toast.success('Propuesta enviada');
      onDone();
    } catch (error) {
      // What was typed stays in the form; the reason is said in it.
      setServerError(errorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={submitHandler(form.handleSubmit, submit)} className="mt-4 space-y-4">
      <TextField
        form={form}
        name="price"
        label="Precio ofrecido (€)"
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField form={form} name="message" label="Mensaje" hint="Opcional" multiline rows={4} />
      <FormError message={serverError} />
      <DialogFooter>
        <SubmitButton pending={isSubmitting} pendingLabel="Enviando…" fullWidth={false}>
          Enviar Propuesta
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/** 'Enviar Propuesta': the carrier's price (prefilled) and an optional message for a listing. */
export function ProposalDialog({ listing, proposal, open, onOpenChange }: ProposalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Enviar Propuesta</DialogTitle>
        <DialogDescription>{listing.title}</DialogDescription>
        <ProposalForm listing={listing} proposal={proposal} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
