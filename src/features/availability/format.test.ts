import { describe, expect, it } from 'vitest';
import { ANY_DESTINATION, availabilityWindow, destinationLabel } from './format';

describe('availabilityWindow', () => {
  it('names one day, days of one month, and days across months and years', () => {
    expect(availabilityWindow('2026-12-03', '2026-12-03')).toBe('Disponible el 3 dic');
    expect(availabilityWindow('2026-12-03', '2026-12-05')).toBe('Disponible del 3 al 5 dic');
    expect(availabilityWindow('2026-11-30', '2026-12-02')).toBe('Disponible del 30 nov al 2 dic');
    expect(availabilityWindow('2026-12-30', '2027-01-02')).toBe(
      'Disponible del 30 dic 2026 al 2 ene 2027',
    );
  });
});

describe('destinationLabel', () => {
  it("reads an open destination as 'Cualquier destino'", () => {
    expect(destinationLabel(null)).toBe(ANY_DESTINATION);
    expect(destinationLabel('Mendoza')).toBe('Mendoza');
  });
});
