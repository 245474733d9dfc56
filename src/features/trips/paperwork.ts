/**
 * The load's papers: remito numbers as ARCA prints them, and where the route needs a COT (the
 * Código de Operación de Traslado of ARBA's system, which these jurisdictions require for goods
 * leaving, entering or crossing them). Pure functions.
 */

/** Jurisdictions where the COT is required (ARBA and the agencies that joined it, 2026). */
const COT_AUTHORITIES: Readonly<Record<string, string>> = {
  'Buenos Aires': 'ARBA',
  'Ciudad Autónoma de Buenos Aires': 'AGIP',
  'Santa Fe': 'API',
  Mendoza: 'ATM',
  Catamarca: 'ARCAT',
};

export interface CotJurisdiction {
  province: string;
  authority: string;
}

/** The route's ends that require a COT, once each, origin first. */
export function cotJurisdictions(provinces: readonly (string | null)[]): CotJurisdiction[] {
  const found: CotJurisdiction[] = [];
  for (const province of provinces) {
    const authority = province ? COT_AUTHORITIES[province] : undefined;
    if (authority && !found.some((j) => j.province === province)) {
      found.push({ province: province as string, authority });
    }
  }
  return found;
}

/** 'Buenos Aires (ARBA) y Mendoza (ATM)'. */
export function describeJurisdictions(jurisdictions: readonly CotJurisdiction[]): string {
  const names = jurisdictions.map((j) => `${j.province} (${j.authority})`);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

const REMITO = /^(\d{1,5})-(\d{1,8})$/;
export const MAX_REMITOS = 10;

/**
 * The remito numbers typed in one field (commas, spaces or lines between them), padded to
 * 00001-00001234, once each; null when one of them is not a remito number.
 */
export function parseRemitoNumbers(text: string): string[] | null {
  const numbers: string[] = [];
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    const match = REMITO.exec(part);
    if (!match) return null;
    const number = `${match[1].padStart(5, '0')}-${match[2].padStart(8, '0')}`;
    if (!numbers.includes(number)) numbers.push(number);
  }
  return numbers;
}
