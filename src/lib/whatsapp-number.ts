/**
 * The number a wa.me link needs, from a stored phone. Profiles hold E.164 (the database's
 * `profiles_phone_e164` constraint), so the digits are the number; WhatsApp reaches Argentine
 * mobiles only with the 9 after 54, and a number written without it ('11 2345 6789') cannot be
 * told from a landline, so the link assumes a mobile. Kept apart from phone.ts so the pages
 * that only link (the dashboards' contact card) do not load libphonenumber-js's metadata.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone || !/^\+[1-9][0-9]{7,14}$/.test(phone)) return null;
  const digits = phone.slice(1);
  if (!digits.startsWith('54') || digits.startsWith('549')) return digits;
  return `549${digits.slice(2)}`;
}
