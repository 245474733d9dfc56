import type { ReactNode } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { dateTimeInputValue } from '@/lib/calendar-date';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useCreateProposal, useUpdateProposal } from '../api/submit-proposal';
import {
  latestValidUntil,
  newProposalFormDefaults,
  newProposalFormSchema,
  proposalFormDefaults,
  proposalFormSchema,
  type NewProposalFormValues,
  type NewProposalInput,
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

/**
 * The dialog's form: price and message, then what else the offer asks (`children`). On success it
 * says 'Propuesta enviada' and closes; on failure what was typed stays in the form, and
 * DialogForm says the reason in it.
 */
function ProposalForm<TInput extends ProposalFormValues, TOutput extends ProposalInput>({
  form,
  send,
  onDone,
  children,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  send: (input: TOutput) => Promise<unknown>;
  onDone: () => void;
  children?: ReactNode;
}) {
  async function submit(input: TOutput) {
    await send(input);
    toast.success('Propuesta enviada');
    onDone();
  }

  // TInput extends ProposalFormValues, but TypeScript cannot see that a generic form's paths
  // include price and message.
  const [price, message] = ['price', 'message'] as Path<TInput>[];

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      submitLabel="Enviar Propuesta"
      pendingLabel="Enviando…"
    >
      <TextField
        form={form}
        name={price}
        label="Precio ofrecido (€)"
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField form={form} name={message} label="Mensaje" hint="Opcional" multiline rows={4} />
      {children}
    </DialogForm>
  );
}

/** A new offer: price, message and until when it is valid (48 hours unless changed, 7 days at most). */
function NewProposalForm({
  listing,
  onDone,
}: {
  listing: ProposalDialogProps['listing'];
  onDone: () => void;
}) {
  const createProposal = useCreateProposal(listing.id);
  const form = useZodForm<NewProposalFormValues, NewProposalInput>(
    newProposalFormSchema,
    newProposalFormDefaults(listing.price),
  );
  const now = new Date();

  return (
    <ProposalForm form={form} send={createProposal.mutateAsync} onDone={onDone}>
      <TextField
        form={form}
        name="validUntil"
        label="Válida hasta"
        required
        type="datetime-local"
        min={dateTimeInputValue(now)}
        max={latestValidUntil(now)}
      />
    </ProposalForm>
  );
}

/** Modificar: the price and message of the live offer; its validity stays. */
function EditProposalForm({
  proposal,
  onDone,
}: {
  proposal: NonNullable<ProposalDialogProps['proposal']>;
  onDone: () => void;
}) {
  const updateProposal = useUpdateProposal(proposal.id);
  const form = useZodForm<ProposalFormValues, ProposalInput>(
    proposalFormSchema,
    proposalFormDefaults(proposal.price, proposal.message),
  );
  return <ProposalForm form={form} send={updateProposal.mutateAsync} onDone={onDone} />;
}

/** 'Enviar Propuesta': the transporter's price (prefilled) and an optional message for a listing. */
export function ProposalDialog({ listing, proposal, open, onOpenChange }: ProposalDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Enviar Propuesta</DialogTitle>
        <DialogDescription>{listing.title}</DialogDescription>
        {proposal ? (
          <EditProposalForm proposal={proposal} onDone={close} />
        ) : (
          <NewProposalForm listing={listing} onDone={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
