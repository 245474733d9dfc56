import { Star } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useAuth } from '@/auth';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/data-errors';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useMyRating, useSubmitRating } from '../api/ratings';
import { starsLabel } from '../rating-format';
import { MAX_RATING_COMMENT, ratingFormSchema, type RatingInput } from '../schemas';
import { StarRatingInput } from './star-rating-input';

export const RATING_SENT = 'Calificación enviada';

export interface RateShipmentFormProps {
  listingId: string;
  /** The other party of the delivered shipment. */
  rateeId: string;
  /** Who is rated, for the heading: 'al transportista' or 'al dador de carga'. */
  rateeLabel: string;
}

function RatingForm({ listingId, rateeId, rateeLabel }: RateShipmentFormProps) {
  const submit = useSubmitRating();
  const form = useZodForm(ratingFormSchema, { stars: '', comment: '' });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const stars = useWatch({ control, name: 'stars' });

  const send = async (values: RatingInput) => {
    await submit.mutateAsync({ listingId, rateeId, ...values });
    toast.success(RATING_SENT);
  };

  return (
    <ServerForm
      form={form}
      onSubmit={send}
      submitLabel="Enviar calificación"
      pendingLabel="Enviando…"
    >
      <StarRatingInput
        legend={`Calificá ${rateeLabel}`}
        value={stars}
        error={errors.stars?.message}
        inputProps={register('stars')}
      />
      <TextField
        form={form}
        name="comment"
        label="Comentario"
        hint="Opcional, hasta 500 caracteres."
        multiline
        rows={3}
        maxLength={MAX_RATING_COMMENT}
      />
    </ServerForm>
  );
}

/**
 * After delivery, each party rates the other once: the form, or the rating already given.
 * The database decides who may rate (the two parties of a delivered listing) and how often.
 */
export function RateShipmentForm(props: RateShipmentFormProps) {
  const { user } = useAuth();
  const given = useMyRating(props.listingId, user?.id);
  return (
    <section
      aria-label="Calificación del envío"
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="rate-shipment"
    >
      {given.isPending ? (
        <p className="text-sm text-slate-500">Cargando tu calificación…</p>
      ) : given.data === undefined ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(given.error)}
        </p>
      ) : given.data ? (
        <div className="space-y-1 text-sm">
          <p className="flex items-center gap-1 font-medium text-slate-900">
            <Star aria-hidden="true" className="h-4 w-4 fill-yellow-400 text-yellow-500" />
            Tu calificación: {starsLabel(given.data.stars)}
          </p>
          {given.data.comment ? (
            <p className="whitespace-pre-line text-slate-700">{given.data.comment}</p>
          ) : null}
        </div>
      ) : (
        <RatingForm {...props} />
      )}
    </section>
  );
}
