import { useId, useState, type ChangeEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { findPlace, matchPlaces, type Place } from '@/domain/places/match-places';
import { loadPlaceIndex, usePlaceIndex } from './use-place-index';

export interface PlaceComboboxProps extends Omit<ComponentProps<'input'>, 'role' | 'list'> {
  /** A suggestion was picked: the caller puts its label in the field. */
  onPick: (place: Place) => void;
  /** The typed text names a known place exactly (or, with null, no longer does). */
  onPlaceMatch: (place: Place | null) => void;
}

/**
 * A text input that suggests Argentine localities as the person types (ARIA 1.2 combobox with
 * a listbox popup): ArrowDown/ArrowUp move through the suggestions, Enter picks, Escape closes.
 * Free text stays allowed: the suggestions only help. Works with react-hook-form's register()
 * (name, ref, onChange, onBlur pass through) and LabeledField's id and aria attributes.
 */
export function PlaceCombobox({
  onPick,
  onPlaceMatch,
  onChange,
  onBlur,
  onKeyDown,
  className,
  ...inputProps
}: PlaceComboboxProps) {
  const index = usePlaceIndex();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = index && open ? matchPlaces(index, text) : [];
  const expanded = options.length > 0;
  const optionId = (i: number) => `${listboxId}-option-${i}`;

  function pick(place: Place) {
    setText(place.label);
    setOpen(false);
    setActive(-1);
    onPick(place);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const typed = event.target.value;
    setText(typed);
    setOpen(true);
    setActive(-1);
    if (index) onPlaceMatch(findPlace(index, typed));
    // Typed before the places' chunk arrived: recognised as soon as it does (in typing order).
    else void loadPlaceIndex().then((loaded) => onPlaceMatch(findPlace(loaded, typed)));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
          return;
        }
        if (!expanded) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From no selection, down goes to the first suggestion and up to the last.
        const from = active === -1 ? (step === 1 ? -1 : options.length) : active;
        const next = (from + step + options.length) % options.length;
        setActive(next);
        document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
        return;
      }
      case 'Enter':
        if (expanded && active >= 0) {
          // Picking a suggestion must not submit the form.
          event.preventDefault();
          pick(options[active]);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  }

  return (
    <div className="relative">
      <Input
        {...inputProps}
        className={className}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          onBlur?.(event);
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Localidades sugeridas"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {options.map((place, i) => (
          // The keyboard stays on the input (aria-activedescendant), as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={place.label}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={cn(
              'cursor-pointer px-3 py-2 text-slate-900',
              i === active ? 'bg-brand-600 text-white' : 'hover:bg-slate-100',
            )}
            // mousedown would blur the input (closing the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            {place.locality}
            <span className={i === active ? 'text-white/80' : 'text-slate-500'}>
              {place.label.slice(place.locality.length)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
