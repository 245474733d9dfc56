// @vitest-environment node
/**
 * The trip's PDFs, made with the real jsPDF and QR encoder and read back with PDF.js (unpdf):
 * every field of the transport order and of the delivery certificate is in the text.
 */
import { jsPDF } from 'jspdf';
import qrcode from 'qrcode-generator';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderTripPdf, tripDocumentFileName, type TripDocumentData } from './trip-pdf';

const data: TripDocumentData = {
  listing: {
    id: '6f1c2a4e-0000-4000-8000-000000000001',
    title: 'Vino en cajas a Buenos Aires',
    origin: 'Mendoza, Mendoza',
    destination: 'Buenos Aires, CABA',
    pickupDate: '2026-12-01',
    deliveryDate: '2026-12-03',
    cargoType: 'wine',
    weightKg: 12000,
    lengthCm: 1200,
    widthCm: 240,
    heightCm: 250,
    declaredValue: 180000,
    price: 2500,
  },
  parties: {
    shipperName: 'Ana Dadora',
    shipperCompany: 'Bodega Andina S.A.',
    shipperCuit: '30712345671',
    transporterName: 'Juan Camionero',
    transporterCompany: 'Transportes del Oeste',
    transporterCuit: '20123456786',
  },
  trip: {
    plate: 'AB123CD',
    trailerPlate: 'ABC123',
    vehicleType: 'truck_large',
    driverName: 'Pedro Chofer',
    driverDni: '25123456',
    insurer: 'La Segunda',
    policyNumber: 'TR-123456',
    insuranceValidUntil: '2027-06-30',
  },
  paperwork: { remitoNumbers: ['00001-00001234', '00001-00001235'], cotCode: '987654321012' },
  shipmentUrl: 'https://conectacargas.example/listings/6f1c2a4e-0000-4000-8000-000000000001',
};

// A real 1×1 PNG and JPEG: jsPDF decodes their headers to embed them.
const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const JPEG_1PX = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (c) => c.charCodeAt(0),
);

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
}

const ORDER_FIELDS = [
  'Orden de transporte',
  'Ana Dadora',
  'Bodega Andina S.A.',
  '30-71234567-1',
  'Juan Camionero',
  'Transportes del Oeste',
  '20-12345678-6',
  'Mendoza, Mendoza',
  'Buenos Aires, CABA',
  '1 dic 2026',
  '3 dic 2026',
  'Vino en cajas a Buenos Aires',
  'Vino',
  '12.000 kg',
  '1.200×240×250 cm',
  '180.000,00 €',
  'AB 123 CD',
  'ABC 123',
  'Pedro Chofer',
  '25123456',
  '2.500,00 €',
  'La Segunda',
  'TR-123456',
  'hasta el 30 jun 2027',
  '00001-00001234, 00001-00001235',
  '987654321012',
];

describe('the trip PDFs', () => {
  it('the transport order carries both parties, the route, the cargo, the truck, the price and the insurance', async () => {
    const text = await pdfText(renderTripPdf('order', data, { jsPDF, qrcode }));
    for (const field of ORDER_FIELDS) expect(text, field).toContain(field);
    expect(text).not.toContain('Constancia de entrega');
  });

  it('the delivery certificate adds the recipient, the time, the position, the signature and photos', async () => {
    const bytes = renderTripPdf(
      'delivery',
      {
        ...data,
        delivery: {
          recipientName: 'Lucía Receptora',
          recipientDni: '30123456',
          remitoConfirmed: true,
          confirmedBy: { name: 'Rosa Destino', dni: '27111222' },
          deliveredAt: '2026-12-03T15:40:00Z',
          lat: -34.60372,
          lon: -58.38159,
          signaturePng: PNG_1PX,
          photosJpeg: [JPEG_1PX, JPEG_1PX],
        },
      },
      { jsPDF, qrcode },
    );
    // Read before PDF.js takes the buffer over.
    const raw = new TextDecoder('latin1').decode(new Uint8Array(bytes));
    const text = await pdfText(bytes);
    for (const field of [
      ...ORDER_FIELDS.slice(1),
      'Constancia de entrega',
      'Lucía Receptora',
      '30123456',
      '3 dic 2026',
      '-34.60372, -58.38159',
      'Firma de quien recibe',
      'Fotos',
      'Remito digital',
      'Conformado por Lucía Receptora (DNI 30123456) al recibir (RG 5678/2025)',
      'Recepción confirmada',
      'Por Rosa Destino (DNI 27111222), desde el enlace de seguimiento',
    ]) {
      expect(text, field).toContain(field);
    }
    // The signature and the two thumbnails are embedded images.
    expect(raw.match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('says when there is no remito, no COT, or no conformity of the digital remito', async () => {
    const text = await pdfText(
      renderTripPdf(
        'delivery',
        {
          ...data,
          paperwork: { remitoNumbers: [], cotCode: null },
          delivery: {
            recipientName: 'Lucía Receptora',
            recipientDni: '30123456',
            remitoConfirmed: false,
            confirmedBy: null,
            deliveredAt: '2026-12-03T15:40:00Z',
            lat: null,
            lon: null,
            signaturePng: PNG_1PX,
            photosJpeg: [],
          },
        },
        { jsPDF, qrcode },
      ),
    );
    expect(text).toContain('Remitos: No informado');
    expect(text).toContain('COT: No informado');
    expect(text).toContain('Sin conformidad del remito digital');
    expect(text).not.toContain('RG 5678/2025');
    expect(text).not.toContain('Recepción confirmada');
  });

  it('names the files after the document and the shipment', () => {
    expect(tripDocumentFileName('order', data.listing.id)).toBe('orden-de-transporte-6f1c2a4e.pdf');
    expect(tripDocumentFileName('delivery', data.listing.id)).toBe(
      'constancia-de-entrega-6f1c2a4e.pdf',
    );
  });
});
