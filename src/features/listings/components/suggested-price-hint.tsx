import { formatPrice } from '@/lib/format';
import { useSuggestedPrice } from '../api/suggested-price';
import type { SuggestedPriceQuery } from '../types';

/** 'Precio sugerido: {price} (mediana de N fletes similares)'. */
function suggestedPriceText(median: number, count: number): string {
  return `Precio sugerido: ${formatPrice(median)} (mediana de ${count} fletes similares)`;
}

/**
 * Under the price field of the create form, once origin, destination (both recognised, so
 * with a province) and weight are filled. Says nothing below 3 similar loads, and nothing when
 * the question fails: it is a hint, and the form works without it.
 */
export function SuggestedPriceHint({ query }: { query: SuggestedPriceQuery | null }) {
  const suggestion = useSuggestedPrice(query);
  const median = query ? suggestion.data?.median : null;
  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-600">
      {median != null && suggestion.data ? suggestedPriceText(median, suggestion.data.count) : null}
    </p>
  );
}
