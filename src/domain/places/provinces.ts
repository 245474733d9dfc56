/**
 * The 24 Argentine jurisdictions (23 provinces and the autonomous city), as
 * `cargo_listings.origin_province` / `destination_province` store them. The database checks
 * the same list (`public.is_argentine_province`); an integration test proves they agree.
 */
export const ARGENTINE_PROVINCES = [
  'Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Ciudad Autónoma de Buenos Aires',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego',
  'Tucumán',
] as const;

export type Province = (typeof ARGENTINE_PROVINCES)[number];

/** How a place line names the province: the autonomous city goes by its usual short name. */
export function provinceShortName(province: string): string {
  return province === 'Ciudad Autónoma de Buenos Aires' ? 'CABA' : province;
}

/** Lower-case without accents, so 'Córdoba' and 'cordoba' compare equal. */
export function foldPlace(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * A listing's place with its province where the text lacks it: 'Rosario' + Santa Fe →
 * 'Rosario, Santa Fe'; 'Rosario, Santa Fe' stays as it is.
 */
export function placeWithProvince(place: string, province: string | null): string {
  if (!province) return place;
  const short = provinceShortName(province);
  const folded = foldPlace(place);
  const mentions = [province, short].some((name) => folded.endsWith(foldPlace(name)));
  return mentions ? place : `${place}, ${short}`;
}

export function isProvince(value: string): value is Province {
  return (ARGENTINE_PROVINCES as readonly string[]).includes(value);
}
