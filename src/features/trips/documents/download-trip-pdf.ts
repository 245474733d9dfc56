/**
 * Builds a trip document and saves it. jsPDF and the QR encoder load here, on the click, so no
 * page pays for them until someone downloads a document.
 */
import { downloadBlob } from '@/lib/download';
import { downloadTripFile } from '../api/trip-files';
import {
  renderTripPdf,
  tripDocumentFileName,
  type TripDocumentData,
  type TripDocumentKind,
} from './trip-pdf';

export interface DeliveryFiles {
  signaturePath: string;
  photoPaths: readonly string[];
}

async function bytes(path: string): Promise<Uint8Array> {
  return new Uint8Array(await (await downloadTripFile(path)).arrayBuffer());
}

export async function downloadTripPdf(
  kind: TripDocumentKind,
  data: Omit<TripDocumentData, 'delivery'>,
  delivery?: Omit<NonNullable<TripDocumentData['delivery']>, 'signaturePng' | 'photosJpeg'> &
    DeliveryFiles,
): Promise<void> {
  const [{ jsPDF }, { default: qrcode }, files] = await Promise.all([
    import('jspdf'),
    import('qrcode-generator'),
    delivery
      ? Promise.all([bytes(delivery.signaturePath), Promise.all(delivery.photoPaths.map(bytes))])
      : Promise.resolve(null),
  ]);
  const full: TripDocumentData =
    delivery && files
      ? { ...data, delivery: { ...delivery, signaturePng: files[0], photosJpeg: files[1] } }
      : data;
  const pdf = renderTripPdf(kind, full, { jsPDF, qrcode });
  downloadBlob(
    tripDocumentFileName(kind, data.listing.id),
    new Blob([pdf], { type: 'application/pdf' }),
  );
}
