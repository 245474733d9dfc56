import { Star } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { FieldError } from '@/components/ui/labeled-field';
import { cn } from '@/lib/cn';
import { starsLabel } from '../rating-format';
import { STAR_VALUES } from '../schemas';

export interface StarRatingInputProps {
  legend: string;
  /** The chosen value ('' for none), to fill the stars up to it. */
  value: string;
  error?: string;
  /** What react-hook-form's `register('stars')` returns, spread on each radio. */
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value'>;
}

/**
 * 1 to 5 stars as a native radio group: arrow keys move the choice, a screen reader hears
 * '3 estrellas de 5' and which is checked. The radios are visually hidden behind star icons.
 */
export function StarRatingInput({ legend, value, error, inputProps }: StarRatingInputProps) {
  const errorId = useId();
  const chosen = Number(value) || 0;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex gap-1">
        {STAR_VALUES.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input type="radio" value={String(stars)} className="sr-only" {...inputProps} />
            <span className="sr-only">{starsLabel(stars)}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'h-7 w-7',
                stars <= chosen ? 'fill-yellow-400 text-yellow-500' : 'text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
