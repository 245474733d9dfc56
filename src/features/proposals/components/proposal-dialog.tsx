import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/forms';
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
  /** The transporter's live proposal when editing it (Modificar); absent for a new one. */
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
  const form = useZodForm<ProposalFormValues, ProposalInput>(
    proposalFormSchema,
    proposal
      ? proposalFormDefaults(proposal.price, proposal.message)
      : proposalFormDefaults(listing.price),
  );

  // On failure what was typed stays in the form, and DialogForm says the reason in it.
  async function submit(input: ProposalInput) {
    await submitProposal.mutateAsync(input);
    toast.success('Propuesta enviada');
    onDone();
  }

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      submitLabel="Enviar Propuesta"
      pendingLabel="Enviando…"
    >
      <TextField
        form={form}
        name="price"
        label="Precio ofrecido (€)"
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField form={form} name="message" label="Mensaje" hint="Opcional" multiline rows={4} />
    </DialogForm>
  );
}

/** 'Enviar Propuesta': the transporter's price (prefilled) and an optional message for a listing. */
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
