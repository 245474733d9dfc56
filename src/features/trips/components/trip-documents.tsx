import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useTripParties, type ShipmentPaperwork, type Trip, type TripDelivery } from '../api/trip';
import type { TripDocumentData, TripDocumentKind } from '../documents/trip-pdf';
import type { TripListing } from '../types';
import { TripSection } from './trip-section';
import { toastFailure } from '@/lib/mutation-toast';

function documentData(
  listing: TripListing,
  trip: Trip,
  paperwork: ShipmentPaperwork | null,
  parties: TripDocumentData['parties'],
) {
  return {
    listing,
    parties,
    paperwork: {
      remitoNumbers: paperwork?.remito_numbers ?? [],
      cotCode: paperwork?.cot_code ?? null,
    },
    trip: {
      plate: trip.plate,
      trailerPlate: trip.trailer_plate,
      vehicleType: trip.vehicle_type,
      driverName: trip.driver_name,
      driverDni: trip.driver_dni,
      insurer: trip.insurer,
      policyNumber: trip.policy_number,
      insuranceValidUntil: trip.insurance_valid_until,
    },
    shipmentUrl: new URL(paths.listing(listing.id), window.location.origin).href,
  } satisfies Omit<TripDocumentData, 'delivery'>;
}

/** 'Orden de transporte' from assignment on, 'Constancia de entrega' after delivery: PDFs made here. */
export function TripDocuments({
  listing,
  trip,
  delivery,
  paperwork,
}: {
  listing: TripListing;
  trip: Trip;
  delivery: TripDelivery | null;
  paperwork: ShipmentPaperwork | null;
}) {
  const parties = useTripParties(listing.id);
  const [busy, setBusy] = useState<TripDocumentKind | null>(null);

  async function download(kind: TripDocumentKind) {
    const row = parties.data;
    if (!row) return;
    setBusy(kind);
    try {
      const { downloadTripPdf } = await import('../documents/download-trip-pdf');
      const data = documentData(listing, trip, paperwork, {
        shipperName: row.shipper_name,
        shipperCompany: row.shipper_company,
        shipperCuit: row.shipper_cuit,
        transporterName: row.transporter_name,
        transporterCompany: row.transporter_company,
        transporterCuit: row.transporter_cuit,
      });
      await downloadTripPdf(
        kind,
        data,
        kind === 'delivery' && delivery
          ? {
              recipientName: delivery.recipient_name,
              recipientDni: delivery.recipient_dni,
              remitoConfirmed: delivery.remito_confirmed,
              confirmedBy:
                delivery.confirmed_by_name && delivery.confirmed_by_dni
                  ? { name: delivery.confirmed_by_name, dni: delivery.confirmed_by_dni }
                  : null,
              deliveredAt: delivery.delivered_at,
              lat: delivery.lat,
              lon: delivery.lon,
              signaturePath: delivery.signature_path,
              photoPaths: delivery.photo_paths,
            }
          : undefined,
      );
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <TripSection title="Documentos del viaje">
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={!parties.data || busy !== null}
          onClick={() => void download('order')}
        >
          <FileDown aria-hidden="true" className="h-4 w-4" />
          {busy === 'order' ? 'Generando…' : 'Descargar orden de transporte'}
        </Button>
        {delivery ? (
          <Button
            variant="outline"
            disabled={!parties.data || busy !== null}
            onClick={() => void download('delivery')}
          >
            <FileDown aria-hidden="true" className="h-4 w-4" />
            {busy === 'delivery' ? 'Generando…' : 'Descargar constancia de entrega'}
          </Button>
        ) : null}
      </div>
    </TripSection>
  );
}
