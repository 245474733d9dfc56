import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/use-online';

/** Without a network: what still works (the service worker's shell, the trip's queued positions). */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <div className="flex items-start gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            <strong className="font-semibold">Sin conexión.</strong> La app y el mapa siguen
            abriendo, y las posiciones del viaje se guardan para enviarse cuando vuelva la conexión.
            Los datos de cada página se actualizan al volver.
          </p>
        </div>
      )}
    </div>
  );
}
