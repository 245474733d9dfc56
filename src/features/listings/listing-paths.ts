import { paths } from '@/lib/paths';

/** Query parameter that opens the listing page in edit mode (no separate edit route). */
export const EDIT_PARAM = 'edit';

export function listingEditPath(id: string): string {
  return `${paths.listing(id)}?${new URLSearchParams({ [EDIT_PARAM]: '1' })}`;
}
