import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { Input } from '@/components/ui/input';

/** The search box: the term applies on Buscar or Enter, not on every keystroke. */
export function ListingsSearchBar({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (term: string) => void;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // Follow the URL when it changes from outside (back button, a shared link).
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    // Prerendered on /listings: inert until hydrated, so nothing typed before is written over.
    <HydratedForm role="search" onSubmit={handleSubmit} className="flex flex-1 gap-2">
      <label htmlFor={inputId} className="sr-only">
        Buscar cargas
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={inputId}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Buscar por origen, destino o palabras clave..."
          className="pl-9"
          maxLength={200}
        />
      </div>
      <Button type="submit">Buscar</Button>
    </HydratedForm>
  );
}
