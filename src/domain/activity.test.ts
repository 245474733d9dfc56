import { activityLabel } from './activity';

describe('activityLabel', () => {
  it.each([
    ['proposal_received', 'Propuesta recibida'],
    ['proposal_sent', 'Propuesta enviada'],
    ['proposal_withdrawn', 'Propuesta retirada'],
    ['proposal_rejected', 'Propuesta rechazada'],
    ['assigned', 'Propuesta aceptada'],
    ['in_transit', 'En tránsito'],
    ['delivered', 'Entregada'],
  ])('%s reads "%s"', (kind, label) => {
    expect(activityLabel(kind)).toBe(label);
  });

  it('an unknown kind, or an inherited property name, reads as a plain update', () => {
    expect(activityLabel('cancelled')).toBe('Actualización');
    expect(activityLabel('toString')).toBe('Actualización');
  });
});
