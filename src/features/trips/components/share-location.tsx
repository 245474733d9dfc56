import { MapPin, MapPinOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/relative-time';
import { MENDOZA_CABA_ROUTE } from '../dev/mendoza-caba-route';
import { deviceSource, type PositionSource } from '../location/position-source';
import { replaySource } from '../location/replay';
import { sharingMessage, useLocationSharing } from '../location/use-location-sharing';
import { TripSection } from './trip-section';

const REPLAY_SPEEDS = [
  { kmPerSecond: 1, label: '×45 (1 km/s)' },
  { kmPerSecond: 5, label: '×225 (5 km/s)' },
  { kmPerSecond: 20, label: '×900 (20 km/s)' },
] as const;

function Sharing({ listingId, source }: { listingId: string; source: PositionSource }) {
  const sharing = useLocationSharing(listingId, source);
  const on = sharing.status.kind === 'sharing';
  return (
    <div className="space-y-2">
      <p role="status" className={on ? 'text-sm text-green-800' : 'text-sm text-amber-800'}>
        {sharingMessage(sharing.status)}
      </p>
      {on && sharing.wakeLock === 'unsupported' ? (
        <p className="text-sm text-slate-600">
          Este navegador no puede mantener la pantalla encendida: si se apaga, se deja de compartir.
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        {sharing.lastSentAt
          ? `Último punto enviado ${formatRelativeTime(sharing.lastSentAt)}.`
          : null}
      </p>
      {on ? (
        <Button variant="outline" onClick={sharing.stop}>
          <MapPinOff aria-hidden="true" className="h-4 w-4" />
          Dejar de compartir
        </Button>
      ) : (
        <Button onClick={sharing.start}>
          <MapPin aria-hidden="true" className="h-4 w-4" />
          {sharing.status.kind === 'stopped' ? 'Reanudar' : 'Compartir ubicación'}
        </Button>
      )}
    </div>
  );
}

/**
 * The carrier's 'Compartir ubicación' while in transit. In development a recorded Mendoza → CABA
 * route can stand in for the phone's GPS, at a chosen speed.
 */
export function ShareLocation({ listingId }: { listingId: string }) {
  const [replaySpeed, setReplaySpeed] = useState<number | null>(null);
  const source = useMemo(
    () =>
      replaySpeed === null
        ? deviceSource
        : replaySource(MENDOZA_CABA_ROUTE, { kmPerSecond: replaySpeed }),
    [replaySpeed],
  );
  return (
    <TripSection title="Compartir ubicación">
      <p className="text-sm text-slate-600">
        Se envía un punto cada 30 segundos o cada 500 metros. Sin señal, los puntos se guardan y se
        envían en orden al volver la conexión.
      </p>
      <Sharing key={replaySpeed ?? 'device'} listingId={listingId} source={source} />
      {import.meta.env.DEV ? (
        <fieldset className="space-y-2 rounded-md border border-dashed border-slate-300 p-3 text-sm">
          <legend className="px-1 font-medium text-slate-700">
            Modo desarrollo: simular el recorrido
          </legend>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={replaySpeed === null ? 'default' : 'outline'}
              onClick={() => setReplaySpeed(null)}
            >
              GPS del dispositivo
            </Button>
            {REPLAY_SPEEDS.map((speed) => (
              <Button
                key={speed.kmPerSecond}
                size="sm"
                variant={replaySpeed === speed.kmPerSecond ? 'default' : 'outline'}
                onClick={() => setReplaySpeed(speed.kmPerSecond)}
              >
                Mendoza → CABA {speed.label}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </TripSection>
  );
}
