import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@/domain/geo';
import { localityCoordinates } from '@/domain/places/coordinates';
import { MENDOZA_CABA_ROUTE } from './mendoza-caba-route';

const MENDOZA = localityCoordinates('Mendoza', 'Mendoza')!;
const CABA = localityCoordinates('Ciudad Autónoma de Buenos Aires', 'Buenos Aires')!;

const steps = MENDOZA_CABA_ROUTE.slice(1).map((point, i) =>
  greatCircleKm(MENDOZA_CABA_ROUTE[i], point),
);

describe('MENDOZA_CABA_ROUTE', () => {
  it('has a position every few km', () => {
    expect(MENDOZA_CABA_ROUTE.length).toBeGreaterThanOrEqual(150);
    expect(MENDOZA_CABA_ROUTE.length).toBeLessThanOrEqual(200);
    expect(Math.max(...steps)).toBeLessThan(15);
    expect(Math.min(...steps)).toBeGreaterThan(0.5);
  });

  it('starts in the centre of Mendoza and ends at the Obelisco', () => {
    expect(greatCircleKm(MENDOZA_CABA_ROUTE[0], MENDOZA)).toBeLessThan(2);
    expect(greatCircleKm(MENDOZA_CABA_ROUTE[MENDOZA_CABA_ROUTE.length - 1], CABA)).toBeLessThan(2);
  });

  it('is about as long as the road, 1000–1150 km', () => {
    const total = steps.reduce((sum, step) => sum + step, 0);
    expect(total).toBeGreaterThan(1000);
    expect(total).toBeLessThan(1150);
  });

  it('passes the towns of Ruta 7', () => {
    const near = (province: string, town: string) =>
      Math.min(
        ...MENDOZA_CABA_ROUTE.map((p) => greatCircleKm(p, localityCoordinates(province, town)!)),
      );
    expect(near('Mendoza', 'San Martín')).toBeLessThan(3);
    expect(near('San Luis', 'San Luis')).toBeLessThan(3);
    expect(near('San Luis', 'Villa Mercedes')).toBeLessThan(3);
    expect(near('San Luis', 'Justo Daract')).toBeLessThan(3);
    expect(near('Córdoba', 'Laboulaye')).toBeLessThan(3);
    expect(near('Santa Fe', 'Rufino')).toBeLessThan(3);
    expect(near('Buenos Aires', 'Junín')).toBeLessThan(3);
    expect(near('Buenos Aires', 'Luján')).toBeLessThan(3);
  });

  it('always heads east, give or take a bend', () => {
    const backwards = MENDOZA_CABA_ROUTE.slice(1).filter(
      (point, i) => point.lon < MENDOZA_CABA_ROUTE[i].lon - 0.01,
    );
    expect(backwards).toEqual([]);
  });
});
