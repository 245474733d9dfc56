import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectOptions } from '@/components/ui/input';
import { isSortOption, sortOptions, type SortOption } from '../listing-filters';

export function ListingsSortSelect({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="mb-0 whitespace-nowrap">
        Ordenar por
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
        className="w-auto"
      >
        <SelectOptions options={sortOptions} />
      </Select>
    </div>
  );
}
