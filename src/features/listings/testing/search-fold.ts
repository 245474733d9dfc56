/**
 * Accent folding shared by the browse oracle (browse-oracle.ts) and the SQL function
 * `public.search_listings` (supabase/migrations/20261122010000_search_listings.sql; it names the
 * oracle's former home, browse.ts). Both sides compute
 * lower(translate(text, SEARCH_FOLD_FROM, SEARCH_FOLD_TO)); a unit test checks that the migration
 * carries exactly these two strings, so the database and the pure function search the same way.
 */
export const SEARCH_FOLD_FROM = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç';
export const SEARCH_FOLD_TO = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc';

/**
 * Joins the searchable fields (title, description, origin, destination) before folding, like the
 * generated column `cargo_listings.search_text`, so one substring test covers all four.
 */
export const SEARCH_FIELD_SEPARATOR = '\u001f';

const foldMap = new Map(
  Array.from(SEARCH_FOLD_FROM, (char, index) => [char, SEARCH_FOLD_TO.charAt(index)] as const),
);

/** Folds accents (per the shared map), then lower-cases: the form both sides compare. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text) folded += foldMap.get(char) ?? char;
  return folded.toLowerCase();
}
