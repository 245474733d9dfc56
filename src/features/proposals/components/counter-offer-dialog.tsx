import { DialogForm, FormDialog } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { formatPrice } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useCounterProposal, type CounteredProposal } from '../api/counter-proposal';
import {
  counterOfferFormSchema,
  type CounterOfferFormValues,
  type CounterOfferInput,
} from '../schemas';

export interface CounterOfferDialogProps {
  /** The proposal answered, with the price on the table and the version shown. */
  proposal: CounteredProposal & { price: number };
  /** Counters this side may still make, this one included. */
  countersLeft: number;
  onClose: () => void;
}

function CounterOfferForm({ proposal, onClose }: Omit<CounterOfferDialogProps, 'countersLeft'>) {
  const counter = useCounterProposal();
  const form = useZodForm<CounterOfferFormValues, CounterOfferInput>(
    counterOfferFormSchema(proposal.price),
    { price: '' },
  );

  // On failure what was typed stays, and DialogForm says the reason in the form.
  async function submit({ price }: CounterOfferInput) {
    await counter.mutateAsync({ proposal, price });
    toast.success('Contraoferta enviada');
    onClose();
  }

  return (
    <DialogForm form={form} onSubmit={submit} submitLabel="Contraofertar" pendingLabel="Enviando…">
      <TextField
        form={form}
        name="price"
        label="Tu precio (€)"
        required
        inputMode="decimal"
        autoComplete="off"
      />
    </DialogForm>
  );
}

/**
 * 'Contraofertar': the party whose turn it is answers the price on the table with its own; the
 * other party then has 48 hours to answer.
 */
export function CounterOfferDialog({ proposal, countersLeft, onClose }: CounterOfferDialogProps) {
  return (
    <FormDialog
      title="Contraofertar"
      description={
        <>
          Precio actual: {formatPrice(proposal.price)}.{' '}
          {countersLeft === 1
            ? 'Es tu última contraoferta.'
            : `Te quedan ${countersLeft} contraofertas.`}
        </>
      }
      onClose={onClose}
    >
      <CounterOfferForm proposal={proposal} onClose={onClose} />
    </FormDialog>
  );
}
