/**
 * A small multipart/form-data parser for uploads (what `@fastify/multipart` gives Supabase
 * Storage): text fields and the first file part, with the file's bytes untouched.
 */

export interface MultipartFile {
  fieldName: string;
  fileName: string | null;
  contentType: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: MultipartFile | null;
}

export class MultipartError extends Error {}

/** The boundary of a `multipart/form-data; boundary=...` content type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType.trim())) return null;
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]).trim() : null;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function dispositionParam(disposition: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
  return match ? match[1].replace(/\\(.)/g, '$1') : null;
}

export function parseMultipart(body: Buffer, boundary: string): MultipartForm {
  const delimiter = Buffer.from(`--${boundary}`);
  const form: MultipartForm = { fields: {}, file: null };
  let position = body.indexOf(delimiter);
  if (position === -1) throw new MultipartError('Multipart: Boundary not found');
  for (;;) {
    position += delimiter.length;
    // `--` after a delimiter closes the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return form;
    if (body[position] !== 0x0d || body[position + 1] !== 0x0a) {
      throw new MultipartError('Multipart: Malformed part delimiter');
    }
    const headerStart = position + 2;
    const headerEnd = body.indexOf('\r\n\r\n', headerStart);
    if (headerEnd === -1) throw new MultipartError('Multipart: Malformed part header');
    const headers = parseHeaders(body.subarray(headerStart, headerEnd).toString('utf8'));
    const dataStart = headerEnd + 4;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), dataStart);
    if (next === -1) throw new MultipartError('Multipart: Unexpected end of form');
    const data = body.subarray(dataStart, next);
    const disposition = headers['content-disposition'] ?? '';
    const fieldName = dispositionParam(disposition, 'name') ?? '';
    const fileName = dispositionParam(disposition, 'filename');
    if (fileName !== null || headers['content-type'] !== undefined) {
      form.file ??= {
        fieldName,
        fileName,
        contentType: headers['content-type'] ?? 'application/octet-stream',
        data,
      };
    } else {
      form.fields[fieldName] = data.toString('utf8');
    }
    position = next + 2;
  }
}
