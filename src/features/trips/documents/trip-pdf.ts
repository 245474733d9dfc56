/**
 * The trip's documents, made in the browser: 'Orden de transporte' (from assignment on) and
 * 'Constancia de entrega' (after delivery: the same plus the recipient, the signature, the time,
 * the position and photo thumbnails). jsPDF and the QR encoder are passed in, so only the click
 * that downloads a document loads them (trip-pdf-download.ts), and the unit test runs in Node.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type QrCode from 'qrcode-generator';
import { cargoTypeLabel, vehicleTypeLabel } from '@/domain/catalog';
import { formatCuit } from '@/domain/cuit';
import {
  formatDate,
  formatDateTime,
  formatDimensions,
  formatPrice,
  formatWeight,
} from '@/lib/format';
import { formatPlate } from '@/features/fleet';
import { drawQr } from '@/lib/pdf-qr';
import type { TripListing } from '../types';

export interface TripDocumentData {
  listing: Pick<
    TripListing,
    | 'id'
    | 'title'
    | 'origin'
    | 'destination'
    | 'pickupDate'
    | 'deliveryDate'
    | 'cargoType'
    | 'weightKg'
    | 'lengthCm'
    | 'widthCm'
    | 'heightCm'
    | 'declaredValue'
    | 'price'
  >;
  parties: {
    shipperName: string | null;
    shipperCompany: string | null;
    shipperCuit: string | null;
    transporterName: string | null;
    transporterCompany: string | null;
    transporterCuit: string | null;
  };
  trip: {
    plate: string;
    trailerPlate: string | null;
    vehicleType: string;
    driverName: string;
    driverDni: string;
    insurer: string | null;
    policyNumber: string | null;
    insuranceValidUntil: string | null;
  };
  /** The remitos and the COT the shipper recorded. */
  paperwork: { remitoNumbers: readonly string[]; cotCode: string | null };
  /** The shipment's page, in the QR code. */
  shipmentUrl: string;
  delivery?: {
    recipientName: string;
    recipientDni: string;
    /** The receiver confirmed the digital remito (RG 5678/2025). */
    remitoConfirmed: boolean;
    /** Who confirmed the reception from the 'Seguimiento' link, when they did. */
    confirmedBy: { name: string; dni: string } | null;
    deliveredAt: string;
    lat: number | null;
    lon: number | null;
    signaturePng: Uint8Array;
    photosJpeg: readonly Uint8Array[];
  };
}

export type TripDocumentKind = 'order' | 'delivery';

export const tripDocumentTitles: Record<TripDocumentKind, string> = {
  order: 'Orden de transporte',
  delivery: 'Constancia de entrega',
};

type Section = { title: string; rows: [label: string, value: string][] };

const NONE = 'No informado';

function party(
  name: string | null,
  company: string | null,
  cuit: string | null,
): [string, string][] {
  return [
    ['Nombre', name ?? NONE],
    ['Empresa', company ?? NONE],
    ['CUIT', cuit ? formatCuit(cuit) : NONE],
  ];
}

/** Every field of the document, in order: what the PDF prints, and what the test reads back. */
export function tripDocumentSections(kind: TripDocumentKind, data: TripDocumentData): Section[] {
  const { listing, parties, trip } = data;
  const sections: Section[] = [
    {
      title: 'Dador de carga',
      rows: party(parties.shipperName, parties.shipperCompany, parties.shipperCuit),
    },
    {
      title: 'Transportista',
      rows: party(parties.transporterName, parties.transporterCompany, parties.transporterCuit),
    },
    {
      title: 'Recorrido',
      rows: [
        ['Origen', listing.origin],
        ['Fecha de recogida', formatDate(listing.pickupDate)],
        ['Destino', listing.destination],
        ['Fecha de entrega', formatDate(listing.deliveryDate)],
      ],
    },
    {
      title: 'Remito y COT',
      rows: [
        [
          'Remitos',
          data.paperwork.remitoNumbers.length > 0 ? data.paperwork.remitoNumbers.join(', ') : NONE,
        ],
        ['COT', data.paperwork.cotCode ?? NONE],
      ],
    },
    {
      title: 'Carga',
      rows: [
        ['Descripción', listing.title],
        ['Tipo', cargoTypeLabel(listing.cargoType)],
        ['Peso', formatWeight(listing.weightKg)],
        [
          'Dimensiones',
          formatDimensions(listing.lengthCm, listing.widthCm, listing.heightCm) ?? NONE,
        ],
        [
          'Valor declarado',
          listing.declaredValue === null ? NONE : formatPrice(listing.declaredValue),
        ],
      ],
    },
    {
      title: 'Vehículo y chofer',
      rows: [
        ['Vehículo', vehicleTypeLabel(trip.vehicleType)],
        ['Patente', formatPlate(trip.plate)],
        [
          'Patente del acoplado',
          trip.trailerPlate ? formatPlate(trip.trailerPlate) : 'Sin acoplado',
        ],
        ['Chofer', trip.driverName],
        ['DNI del chofer', trip.driverDni],
      ],
    },
    {
      title: 'Precio y seguro',
      rows: [
        ['Precio acordado', formatPrice(listing.price)],
        ['Aseguradora', trip.insurer ?? NONE],
        ['Póliza', trip.policyNumber ?? NONE],
        [
          'Vigencia',
          trip.insuranceValidUntil ? `hasta el ${formatDate(trip.insuranceValidUntil)}` : NONE,
        ],
      ],
    },
  ];
  if (kind === 'delivery' && data.delivery) {
    const { delivery } = data;
    const rows: Section['rows'] = [
      ['Recibió', delivery.recipientName],
      ['DNI de quien recibe', delivery.recipientDni],
      ['Fecha y hora', formatDateTime(delivery.deliveredAt)],
      [
        'Posición',
        delivery.lat === null || delivery.lon === null
          ? NONE
          : `${delivery.lat.toFixed(5)}, ${delivery.lon.toFixed(5)}`,
      ],
      [
        'Remito digital',
        delivery.remitoConfirmed
          ? `Conformado por ${delivery.recipientName} (DNI ${delivery.recipientDni}) al recibir (RG 5678/2025)`
          : 'Sin conformidad del remito digital',
      ],
    ];
    if (delivery.confirmedBy) {
      const { name, dni } = delivery.confirmedBy;
      rows.push([
        'Recepción confirmada',
        `Por ${name} (DNI ${dni}), desde el enlace de seguimiento`,
      ]);
    }
    sections.push({ title: 'Entrega', rows });
  }
  return sections;
}

export interface PdfDeps {
  jsPDF: typeof JsPdf;
  qrcode: typeof QrCode;
}

const MARGIN = 16;
const PAGE_WIDTH = 210;
const LINE = 5.5;

/** The document as PDF bytes. */
export function renderTripPdf(
  kind: TripDocumentKind,
  data: TripDocumentData,
  { jsPDF, qrcode }: PdfDeps,
): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const title = tripDocumentTitles[kind];
  doc.setProperties({ title: `${title} — ${data.listing.title}`, creator: 'ConectaCargas' });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(title, MARGIN, 22);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text(`ConectaCargas · Envío ${data.listing.id}`, MARGIN, 28);
  drawQr(doc, qrcode, data.shipmentUrl, PAGE_WIDTH - MARGIN - 30, 12, 30);
  doc.setFontSize(7);
  doc.text('Ver el envío', PAGE_WIDTH - MARGIN - 30, 45);

  let y = 52;
  for (const section of tripDocumentSections(kind, data)) {
    if (y > 265) {
      doc.addPage();
      y = 20;
    }
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    doc.text(section.title, MARGIN, y);
    y += LINE + 0.5;
    doc.setFontSize(9.5);
    for (const [label, value] of section.rows) {
      doc.setFont('helvetica', 'bold');
      doc.text(`${label}:`, MARGIN + 2, y);
      doc.setFont('helvetica', 'normal');
      const lines = doc.splitTextToSize(value, PAGE_WIDTH - 2 * MARGIN - 48) as string[];
      doc.text(lines, MARGIN + 50, y);
      y += LINE * lines.length;
    }
    y += 2;
  }

  if (kind === 'delivery' && data.delivery) {
    if (y > 200) {
      doc.addPage();
      y = 20;
    }
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    doc.text('Firma de quien recibe', MARGIN, y);
    doc.addImage(data.delivery.signaturePng, 'PNG', MARGIN, y + 3, 70, 26);
    y += 36;
    if (data.delivery.photosJpeg.length > 0) {
      doc.text('Fotos', MARGIN, y);
      data.delivery.photosJpeg.slice(0, 6).forEach((photo, i) => {
        doc.addImage(photo, 'JPEG', MARGIN + i * 30, y + 3, 28, 21);
      });
    }
  }
  return doc.output('arraybuffer');
}

/** 'orden-de-transporte-<id>.pdf' / 'constancia-de-entrega-<id>.pdf'. */
export function tripDocumentFileName(kind: TripDocumentKind, listingId: string): string {
  return `${kind === 'order' ? 'orden-de-transporte' : 'constancia-de-entrega'}-${listingId.slice(0, 8)}.pdf`;
}
