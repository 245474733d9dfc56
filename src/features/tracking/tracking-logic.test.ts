import { describe, expect, it } from 'vitest';
import { trackingShareText, trackingStatus } from './tracking-logic';

describe('trackingStatus', () => {
  it('says where the load is before and during the trip', () => {
    expect(trackingStatus({ status: 'assigned', conformity: null })).toEqual({
      label: 'Asignado',
      tone: 'blue',
      text: 'El transportista todavía no retiró la carga.',
    });
    expect(trackingStatus({ status: 'in-transit', conformity: null })).toMatchObject({
      label: 'En viaje',
      text: 'La carga está en camino.',
    });
  });

  it('says how the receipt stands once delivered', () => {
    const text = (conformity: string | null) =>
      trackingStatus({ status: 'delivered', conformity }).text;
    expect(text('pending')).toBe('La carga fue entregada; falta confirmar la recepción.');
    expect(text('confirmed')).toBe('La recepción fue confirmada.');
    expect(text('auto_confirmed')).toBe(
      'La recepción quedó conforme: pasaron 72 horas sin objeciones.',
    );
    expect(trackingStatus({ status: 'delivered', conformity: 'disputed' })).toMatchObject({
      tone: 'red',
      text: 'Se informó un problema con la entrega.',
    });
    // Delivered before proofs of delivery existed: no conformity to tell.
    expect(text(null)).toBe('La carga fue entregada.');
  });
});

describe('trackingShareText', () => {
  it('names the route and ends with the link', () => {
    expect(trackingShareText('Mendoza, Mendoza', 'Córdoba, Córdoba', 'https://x/tracking/ab')).toBe(
      'Seguí el envío de Mendoza, Mendoza a Córdoba, Córdoba en ConectaCargas: https://x/tracking/ab',
    );
  });
});
