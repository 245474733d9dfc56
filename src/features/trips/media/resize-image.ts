/**
 * Photos from the phone's camera are large (12 MP, 4–8 MB); the delivery keeps them at most
 * 1.600 px on their long side, as JPEG, resized in the browser before the upload.
 */
import { DataError } from '@/lib/data-errors';

export const MAX_PHOTO_SIDE = 1600;
export const PHOTO_QUALITY = 0.82;

/** The size that fits within `max` on the long side, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_PHOTO_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export const UNREADABLE_PHOTO = 'No se pudo leer una de las fotos: elige otra o vuelve a sacarla.';

/** The photo as a JPEG of at most 1.600 px (EXIF orientation applied by the browser). */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(
    (error: unknown) => {
      throw new DataError(error, UNREADABLE_PHOTO);
    },
  );
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))),
      'image/jpeg',
      PHOTO_QUALITY,
    ),
  );
}
