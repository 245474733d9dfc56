/** Files with real signatures, padded to a size, for the documents tests. */
function padded(head: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return bytes;
}

export function pdfFile(name = 'licencia.pdf', size = 1024): File {
  return new File([padded(new TextEncoder().encode('%PDF-1.4\n'), size)], name, {
    type: 'application/pdf',
  });
}

export function pngFile(name = 'seguro.png', size = 1024): File {
  const head = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([padded(head, size)], name, { type: 'image/png' });
}

export function jpegFile(name = 'rto.jpg', size = 1024): File {
  return new File([padded(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), size)], name, {
    type: 'image/jpeg',
  });
}
