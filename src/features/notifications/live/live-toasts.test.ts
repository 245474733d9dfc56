import { describe, expect, it } from 'vitest';
import { liveToastFor } from './live-toasts';

describe('liveToastFor', () => {
  it("names the carrier of a new offer: 'Nueva propuesta de {nombre}'", () => {
    expect(
      liveToastFor('proposal_received', { listing_id: 'l1', transporter_name: 'Transportes Sur' }),
    ).toEqual({ kind: 'info', title: 'Nueva propuesta de Transportes Sur', listingId: 'l1' });
    expect(liveToastFor('proposal_received', { transporter_name: ' ' })?.title).toBe(
      'Nueva propuesta de un transportista',
    );
  });

  it("tells the carrier 'Tu propuesta fue aceptada' or 'Tu propuesta fue rechazada'", () => {
    expect(liveToastFor('proposal_decided', { status: 'accepted', listing_id: 'l' })?.title).toBe(
      'Tu propuesta fue aceptada',
    );
    expect(liveToastFor('proposal_decided', { status: 'rejected', listing_id: 'l' })?.title).toBe(
      'Tu propuesta fue rechazada',
    );
    expect(liveToastFor('proposal_decided', { status: 'withdrawn' })).toBeNull();
  });

  it('shows nothing for the events that only refresh the screen', () => {
    expect(liveToastFor('notification', { id: 'n' })).toBeNull();
    expect(liveToastFor('changed', { what: 'proposals' })).toBeNull();
  });
});
