import { formatPrice } from '@/lib/format';
import { useSuggestedPrice } from '../api/suggested-price';
import type { SuggestedPrice, SuggestedPriceQuery } from '../types';

/** 'Precio sugerido: {low} – {high}. Basado en N+ envíos entregados.' */
function suggestedPriceText({ low, high, sampleFloor }: SuggestedPrice): string {
  const range = low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`;
  return `Precio sugerido: ${range}. Basado en ${sampleFloor}+ envíos entregados.`;
}

/**
 * Under the price field of the create form, once origin, destination (both recognised, so
 * with a province) and weight are filled. Says nothing when the database has too few delivered
 * loads to answer, and nothing when the question fails: it is a hint, the form works without it.
 */
export function SuggestedPriceHint({ query }: { query: SuggestedPriceQuery | null }) {
  const suggestion = useSuggestedPrice(query);
  const shown = query ? suggestion.data : null;
  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-600">
      {shown ? suggestedPriceText(shown) : null}
    </p>
  );
}
