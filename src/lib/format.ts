/**
 * Display formats of the product: es-ES dates with a short month, prices in € with two
 * decimals, weight in kg, dimensions in cm. Grouping is forced ('always') because es-ES leaves
 * four-digit numbers ungrouped by default (2850 instead of 2.850). Units are joined with a
 * non-breaking space, as Intl does for €, so a value never wraps away from its unit.
 */
const NBSP = '\u00a0';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A formatter built on first use: building one loads its locale data (milliseconds each, ×4 on
 * a phone), and this module loads with every page that shows a listing, before anything is
 * formatted.
 */
function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric' }),
);

const pesosFormat = onFirstUse(
  () => new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }),
);

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric' }),
);

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

const priceFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    }),
);

const quantityFormat = onFirstUse(
  () => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' }),
);

/**
 * Parses a date. A date-only string ('2026-11-15', as Postgres `date` columns arrive) is a
 * calendar day, so it is read in local time: `new Date('2026-11-15')` would be UTC midnight and
 * show the previous day west of Greenwich (all of Argentina).
 */
export function parseDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    return new Date(Number(year), Number(month) - 1, Number(day));
  }
  return new Date(value);
}

/** `15 nov 2026`; an unparseable value gives an empty string rather than "Invalid Date". */
export function formatDate(value: string | Date): string {
  const date = parseDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

/** `noviembre de 2026` (local time): since when someone is a member. */
export function formatMonth(value: string | Date): string {
  const date = parseDate(value);
  return Number.isNaN(date.getTime()) ? '' : monthFormat().format(date);
}

/** `15 nov 2026, 14:30` (local time): when an offer was made, until when it is valid. */
export function formatDateTime(value: string | Date): string {
  const date = parseDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}

/** `2.850,00 €` */
export function formatPrice(amount: number): string {
  return priceFormat().format(amount);
}

/** `$ 1.460,50`: an amount in Argentine pesos (what Mercado Pago charges). */
export function formatPesos(amount: number): string {
  return pesosFormat().format(amount);
}

/** `1.500 kg` */
export function formatWeight(kg: number): string {
  return `${quantityFormat().format(kg)}${NBSP}kg`;
}

/** `1.050 km` (whole km) */
export function formatKm(km: number): string {
  return `${quantityFormat().format(Math.round(km))}${NBSP}km`;
}

/** `a 12 km`: how far a truck or a load is from where it is wanted. */
export function formatPickupDistance(km: number): string {
  return `a ${formatKm(km)}`;
}

/** `≈ 1,25 €/km`: a listing's price over its estimated road km. */
export function formatPricePerKm(pricePerKm: number): string {
  return `≈ ${formatPrice(pricePerKm)}/km`;
}

/** `120×80×100 cm`, or null unless all three measures are present (dimensions are optional). */
export function formatDimensions(
  length: number | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): string | null {
  if (length == null || width == null || height == null) return null;
  const parts = [length, width, height].map((value) => quantityFormat().format(value));
  return `${parts.join('×')}${NBSP}cm`;
}

const sizeFormat = onFirstUse(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }));

/** `850 KB`, `2,4 MB` (1 KB = 1024 bytes, as the 10 MB upload limit counts). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}${NBSP}B`;
  if (bytes < 1024 * 1024) return `${sizeFormat().format(bytes / 1024)}${NBSP}KB`;
  return `${sizeFormat().format(bytes / (1024 * 1024))}${NBSP}MB`;
}
