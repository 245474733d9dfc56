import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';
import { outboxMessage, refusedMessage } from '../outbox/outbox-messages';
import { useTripOutbox } from '../api/trip-outbox';

/**
 * What the transporter's phone still has to send ('Sin conexión: N envíos pendientes'), that it
 * went ('Enviado'), and what the server refused, each with 'Descartar'.
 */
export function OutboxStatus({ listingId }: { listingId: string }) {
  const { outbox, state } = useTripOutbox(listingId);
  const online = useOnline();
  const message = outboxMessage(state, online);
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
      {state.refused.length > 0 ? (
        <ul className="space-y-2">
          {state.refused.map((send) => (
            <li
              key={send.seq}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
            >
              <span>{refusedMessage(send)}</span>
              <Button size="sm" variant="outline" onClick={() => void outbox.discard(send.seq)}>
                Descartar
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
