/**
 * Argentine CUIT/CUIL: 11 digits (written `20-12345678-6` or `20123456786`). The last one is a
 * check digit: 11 − (Σ digit × weight mod 11) with weights 5,4,3,2,7,6,5,4,3,2; 11 means 0 and
 * 10 means no valid CUIT has these ten digits. The database checks the same rule
 * (`public.is_valid_cuit`), so no invalid CUIT is ever stored.
 */

export const CUIT_LENGTH = 11;
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

export const cuitMessages = {
  length: 'El CUIT debe tener 11 números',
  checkDigit: 'El CUIT no es válido',
} as const;

/** The CUIT as stored: hyphens and spaces removed (other characters are kept, so they fail). */
export function normalizeCuit(value: string): string {
  return value.replace(/[-\s]/g, '');
}

/** The check digit of the first ten digits; null when they have none (remainder 10). */
export function cuitCheckDigit(firstTen: string): number | null {
  if (!/^[0-9]{10}$/.test(firstTen)) throw new Error('cuitCheckDigit needs ten digits');
  const sum = WEIGHTS.reduce((total, weight, i) => total + Number(firstTen[i]) * weight, 0);
  const expected = 11 - (sum % 11);
  if (expected === 11) return 0;
  return expected === 10 ? null : expected;
}

export type CuitValidation =
  | { valid: true; cuit: string }
  | { valid: false; message: (typeof cuitMessages)[keyof typeof cuitMessages] };

/** The spec's simulated registry check: the button says 'Validando…' this long. */
export const CUIT_CHECK_MS = 1500;

/** Validates a CUIT as typed; when valid, returns it normalised to 11 digits. */
export function validateCuit(value: string): CuitValidation {
  const cuit = normalizeCuit(value);
  if (!/^[0-9]{11}$/.test(cuit)) return { valid: false, message: cuitMessages.length };
  const check = cuitCheckDigit(cuit.slice(0, 10));
  if (check === null || check !== Number(cuit[10])) {
    return { valid: false, message: cuitMessages.checkDigit };
  }
  return { valid: true, cuit };
}

export function isValidCuit(value: string): boolean {
  return validateCuit(value).valid;
}

/** '20123456786' → '20-12345678-6'; anything that is not 11 digits as it is. */
export function formatCuit(value: string): string {
  const cuit = normalizeCuit(value);
  return /^[0-9]{11}$/.test(cuit)
    ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`
    : value;
}
