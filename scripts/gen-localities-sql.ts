/**
 * Prints the INSERT of `public.localities` from src/domain/places/coordinates.ts, the
 * app's copy of the same points: migration 20261127000000_localities.sql holds its output, and
 * src/domain/places/localities.int.test.ts checks that the two agree.
 *
 *   npx tsx scripts/gen-localities-sql.ts
 */
import { LOCALITY_COORDINATES } from '../src/domain/places/coordinates.ts';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const rows = Object.entries(LOCALITY_COORDINATES).flatMap(([province, places]) =>
  Object.entries(places).map(
    ([name, [lat, lon]]) => `  (${literal(province)}, ${literal(name)}, ${lat}, ${lon})`,
  ),
);

console.log(
  `insert into public.localities (province, name, lat, lon) values\n${rows.join(',\n')};`,
);
