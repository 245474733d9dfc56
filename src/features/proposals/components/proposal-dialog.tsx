import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/data-errors';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProposalFormValues, unknown, ProposalInput>({
    resolver: zodResolver(proposalFormSchema),
    defaultValues: proposal
      ? proposalFormDefaults(proposal.price, proposal.message)
      : proposalFormDefaults(listing.price),
  });

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
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-4 space-y-4">
      <FormField label="Precio ofrecido (€)" error={errors.price?.message}>
        <Input {...register('price')} inputMode="decimal" autoComplete="off" />
      </FormField>
      <FormField label="Mensaje" hint="Opcional" error={errors.message?.message}>
        <Textarea {...register('message')} rows={4} />
      </FormField>
      {serverError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          Enviar Propuesta
        </Button>
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
