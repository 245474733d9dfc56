import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_FIELD_SEPARATOR,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  foldForSearch,
} from './search-fold';

const migration = readFileSync(
  path.resolve(process.cwd(), 'supabase/migrations/20261122010000_search_listings.sql'),
  'utf8',
);

describe('foldForSearch', () => {
  it('removes Spanish accents and lower-cases', () => {
    expect(foldForSearch('CÓRDOBA')).toBe('cordoba');
    expect(foldForSearch('Neuquén, Añelo, Güemes')).toBe('neuquen, anelo, guemes');
  });

  it('maps every character of the shared map to its plain lower-case letter', () => {
    expect(Array.from(SEARCH_FOLD_FROM)).toHaveLength(Array.from(SEARCH_FOLD_TO).length);
    expect(foldForSearch(SEARCH_FOLD_FROM)).toBe(SEARCH_FOLD_TO);
  });

  it('leaves other characters as they are, apart from case', () => {
    expect(foldForSearch('Ruta 40 km 12 (€)')).toBe('ruta 40 km 12 (€)');
  });
});

describe('the search_listings migration', () => {
  it('folds with exactly the same map as the browse oracle', () => {
    expect(migration).toContain(`'${SEARCH_FOLD_FROM}'`);
    expect(migration).toContain(`'${SEARCH_FOLD_TO}'`);
    expect(migration).toMatch(/pg_catalog\.lower\(pg_catalog\.translate\(\s*p_text,/);
  });

  it('joins the searchable fields with the same separator, in the same order', () => {
    expect(SEARCH_FIELD_SEPARATOR).toBe('\x1f');
    expect(migration).toContain(
      "title || E'\\x1f' || description || E'\\x1f' || origin || E'\\x1f' || destination",
    );
  });
});
