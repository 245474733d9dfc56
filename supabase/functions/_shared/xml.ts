/**
 * The little XML the SOAP services need, read and written as text: ARCA's answers are small and
 * flat, and no XML parser is both web-standard and in Deno and Node alike.
 */

/** The text of the first `<name>` element (any namespace prefix, any attributes), or null. */
export function xmlTag(xml: string, name: string): string | null {
  return (
    new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? null
  );
}

/** Every `<name>` element's inside, in order. */
export function xmlElements(xml: string, name: string): string[] {
  return [
    ...xml.matchAll(
      new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${name}>`, 'g'),
    ),
  ].map(([, inner]) => inner);
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
