/**
 * Argentine phone numbers, read with libphonenumber-js's smallest metadata. Profiles store E.164
 * ('+5491123456789'); the database's `profiles_phone_e164` constraint holds any client to it.
 * Only this module imports the library, and only the account forms import this module, so
 * neither the visitor's home page nor the dashboards load its metadata.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * E.164 of a phone as Argentines write it: with or without the trunk 0 and the mobile 15
 * ('011 15-2345-6789' and '+54 9 11 2345-6789' both give '+5491123456789'); null when it is not
 * a valid Argentine number (too short, letters, another country's).
 */
export function normalizeArgentinePhone(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), 'AR');
  if (!parsed || parsed.country !== 'AR' || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * A stored phone as a person reads it: '+542615550101' → '+54 261 555-0101', a mobile
 * '+5491123456789' → '+54 9 11 2345-6789'. Another country's number in its international form;
 * anything unreadable as it is.
 */
export function formatPhoneForPeople(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored.trim());
  if (!parsed) return stored;
  if (parsed.country !== 'AR') return parsed.formatInternational();
  const mobile = parsed.nationalNumber.startsWith('9');
  const national = parsed.formatNational().replace(/^0/, '').replace(/ 15-/, ' ');
  return `+54 ${mobile ? '9 ' : ''}${national}`;
}
