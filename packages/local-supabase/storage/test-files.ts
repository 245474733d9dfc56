/** Small files with real leading bytes, for the storage tests and the benchmark. */

/** A PDF-looking file of `size` bytes (starts with `%PDF-`). */
export function pdfBytes(size = 2048): Buffer<ArrayBuffer> {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x41)]);
}

/** A PNG-looking file of `size` bytes (starts with the PNG signature). */
export function pngBytes(size = 2048): Buffer<ArrayBuffer> {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x42)]);
}

/** A JPEG-looking file of `size` bytes (starts with SOI + APP0). */
export function jpegBytes(size = 2048): Buffer<ArrayBuffer> {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x43)]);
}
