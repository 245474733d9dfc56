import { formatDateTime } from '@/lib/format';
import { useReceiptPhoto, useTripFileUrl, type TripDelivery } from '../api/trip';
import { conformityDeadline, conformityLabels, conformityOf } from '../trip-logic';
import { Facts } from '@/components/ui/facts';
import { TripSection } from './trip-section';

function TripImage({ path, alt, className }: { path: string; alt: string; className: string }) {
  const url = useTripFileUrl(path);
  return url.data ? (
    <img src={url.data} alt={alt} className={className} />
  ) : (
    <div className={`${className} animate-pulse bg-slate-100`} />
  );
}

/** 'Entrega': who received, when and where, their signature and the photos; and the conformity. */
export function DeliverySummary({ delivery }: { delivery: TripDelivery }) {
  const conformity = conformityOf(delivery.conformity, delivery.delivered_at);
  const receiptPhoto = useReceiptPhoto(delivery.listing_id, delivery.confirmed_by_name !== null);
  return (
    <TripSection title="Entrega">
      <p role="status" className="font-medium text-slate-900" data-testid="conformity">
        {conformityLabels[conformity]}
      </p>
      {conformity === 'pending' ? (
        <p className="text-sm text-slate-600">
          Se confirma sola el {formatDateTime(conformityDeadline(delivery.delivered_at))} si el
          dador de carga no reporta un problema antes.
        </p>
      ) : null}
      <Facts
        items={[
          ['Recibió', `${delivery.recipient_name} (DNI ${delivery.recipient_dni})`],
          ['Fecha y hora', formatDateTime(delivery.delivered_at)],
          [
            'Posición',
            delivery.lat !== null && delivery.lon !== null
              ? `${delivery.lat.toFixed(5)}, ${delivery.lon.toFixed(5)}`
              : 'No disponible',
          ],
          ...(delivery.remito_confirmed
            ? ([['Remito digital', 'Conformado por quien recibe (RG 5678/2025)']] as const)
            : []),
          ...(delivery.confirmed_by_name
            ? ([
                [
                  'Confirmó la recepción',
                  `${delivery.confirmed_by_name} (DNI ${delivery.confirmed_by_dni ?? ''}), desde el enlace de seguimiento`,
                ],
              ] as const)
            : []),
        ]}
      />
      <div className="flex flex-wrap gap-3">
        <TripImage
          path={delivery.signature_path}
          alt={`Firma de ${delivery.recipient_name}`}
          className="h-20 w-48 rounded border border-slate-200 bg-white object-contain"
        />
        {delivery.confirmed_by_signature ? (
          <img
            src={delivery.confirmed_by_signature}
            alt={`Firma de ${delivery.confirmed_by_name ?? 'quien confirmó la recepción'}`}
            className="h-20 w-48 rounded border border-slate-200 bg-white object-contain"
          />
        ) : null}
        {receiptPhoto.data ? (
          <img
            src={receiptPhoto.data}
            alt={`Foto de la carga recibida, de ${delivery.confirmed_by_name ?? 'quien recibió'}`}
            className="h-20 w-28 rounded object-cover"
          />
        ) : null}
        {delivery.photo_paths.map((path, i) => (
          <TripImage
            key={path}
            path={path}
            alt={`Foto ${i + 1} de la entrega`}
            className="h-20 w-28 rounded object-cover"
          />
        ))}
      </div>
    </TripSection>
  );
}
