import type { LivePayload } from '@/lib/use-live-channel';

export interface LiveToast {
  kind: 'success' | 'error' | 'info';
  title: string;
  listingId: string | null;
}

function text(payload: LivePayload, key: string): string | null {
  const value = payload[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The toast a live event on the person's own channel shows, if any. */
export function liveToastFor(event: string, payload: LivePayload): LiveToast | null {
  const listingId = text(payload, 'listing_id');
  if (event === 'proposal_received') {
    return {
      kind: 'info',
      title: `Nueva propuesta de ${text(payload, 'transporter_name') ?? 'un transportista'}`,
      listingId,
    };
  }
  if (event === 'proposal_decided') {
    const status = text(payload, 'status');
    if (status === 'accepted') {
      return { kind: 'success', title: 'Tu propuesta fue aceptada', listingId };
    }
    if (status === 'rejected') {
      return { kind: 'error', title: 'Tu propuesta fue rechazada', listingId };
    }
  }
  return null;
}
