/**
 * Argentine phone numbers, read with libphonenumber-js's smallest metadata. Profiles store E.164
 * ('+5491123456789'); the database's `profiles_phone_e164` constraint holds any client to it.
 * Only this module imports the library, and only forms and the contact card import this
 * module, so the visitor's home page never loads its metadata.
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

/** '+54 9 11 2345 6789' for display; a stored value that is not a valid number is shown as is. */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'AR');
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}

/**
 * The number a wa.me link needs: the digits of E.164, with the 9 WhatsApp requires after 54.
 * An Argentine number written without its mobile 9 (and without 15: '11 2345 6789') cannot
 * be told from a landline; WhatsApp only reaches mobiles, so the link assumes one.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const e164 = phone ? normalizeArgentinePhone(phone) : null;
  if (!e164) return null;
  const digits = e164.slice(1);
  return digits.startsWith('549') ? digits : `549${digits.slice(2)}`;
}
