/**
 * Argentine licence plates: the Mercosur format since 2016 ('AA 123 BB') and the older one
 * ('ABC 123'). Stored without spaces, as the database's `normalize_plate` stores them.
 */
const MERCOSUR = /^[A-Z]{2}[0-9]{3}[A-Z]{2}$/;
const OLDER = /^[A-Z]{3}[0-9]{3}$/;

/** 'ab-123 cd' → 'AB123CD': upper case, no spaces, dots or dashes. */
export function normalizePlate(typed: string): string {
  return typed.replace(/[\s.-]/g, '').toUpperCase();
}

export function isArgentinePlate(typed: string): boolean {
  const plate = normalizePlate(typed);
  return MERCOSUR.test(plate) || OLDER.test(plate);
}

/** 'AB123CD' → 'AB 123 CD', 'ABC123' → 'ABC 123'; anything else as it is. */
export function formatPlate(stored: string): string {
  if (MERCOSUR.test(stored))
    return `${stored.slice(0, 2)} ${stored.slice(2, 5)} ${stored.slice(5)}`;
  if (OLDER.test(stored)) return `${stored.slice(0, 3)} ${stored.slice(3)}`;
  return stored;
}
