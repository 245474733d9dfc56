/**
 * One outbox per trip and page, shared by 'Compartir ubicación', 'Incidentes en ruta',
 * 'Registrar entrega' and the status line, sending through the trip's api/. useTripOutbox reads
 * and adds; the trip page alone (useTripOutboxSending) sends what waits and re-reads what a send
 * changed, so each send is read back once, however many components show the outbox.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { deviceStorage } from '@/lib/device-storage';
import { invalidateRoots, SHIPMENT_QUERY_ROOTS } from '@/lib/use-invalidating-mutation';
import {
  recordPositions,
  reportRoadIncident,
  sendDelivery,
  startTrip,
  useInvalidateTrail,
} from './trip';
import type { Fix } from '../trip-logic';
import { Outbox, type OutboxSenders } from '../outbox/outbox';
import { deviceOutboxStore } from '../outbox/outbox-store';

const senders: OutboxSenders = {
  start: startTrip,
  positions: async (listingId, fixes) => void (await recordPositions(listingId, fixes)),
  roadIncident: reportRoadIncident,
  delivery: sendDelivery,
};

const outboxes = new Map<string, Outbox>();

/**
 * Positions an earlier version queued in localStorage ('conectacargas:positions:<listing>') move
 * into the outbox once, in their order.
 */
async function adoptQueuedPositions(outbox: Outbox, listingId: string): Promise<boolean> {
  const storage = deviceStorage();
  const key = `conectacargas:positions:${listingId}`;
  let fixes: unknown;
  try {
    fixes = JSON.parse(storage?.getItem(key) ?? '[]');
  } catch {
    fixes = [];
  }
  storage?.removeItem(key);
  if (!Array.isArray(fixes)) return false;
  const valid = (fixes as Fix[]).filter(
    (fix) =>
      typeof fix?.lat === 'number' && typeof fix.lon === 'number' && typeof fix.at === 'string',
  );
  for (const fix of valid) await outbox.add({ kind: 'position', fix });
  return valid.length > 0;
}

export function tripOutbox(listingId: string): Outbox {
  let outbox = outboxes.get(listingId);
  if (!outbox) {
    outbox = new Outbox(listingId, deviceOutboxStore(), senders);
    outboxes.set(listingId, outbox);
    const created = outbox;
    void adoptQueuedPositions(created, listingId).then((adopted) => adopted && created.flush());
  }
  return outbox;
}

/** The trip's outbox and what it holds. */
export function useTripOutbox(listingId: string) {
  const outbox = tripOutbox(listingId);
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);
  return { outbox, state };
}

/**
 * Sends the outbox of the transporter's trip when the page opens and whenever the browser is back
 * online, and re-reads what each send changed: the trail, or after a start or a delivery the
 * shipment.
 */
export function useTripOutboxSending(listingId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const invalidateTrail = useInvalidateTrail(listingId);
  useEffect(() => {
    if (!enabled) return;
    const outbox = tripOutbox(listingId);
    const stop = outbox.onSent((kind) => {
      if (kind === 'position') invalidateTrail();
      else void invalidateRoots(queryClient, SHIPMENT_QUERY_ROOTS);
    });
    const flush = () => void outbox.flush();
    flush();
    window.addEventListener('online', flush);
    return () => {
      stop();
      window.removeEventListener('online', flush);
    };
  }, [enabled, invalidateTrail, listingId, queryClient]);
}
