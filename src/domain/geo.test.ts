import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, greatCircleKm, ROAD_FACTOR, roadDistanceKm, type LatLon } from './geo';

const MENDOZA = { lat: -32.8895, lon: -68.8458 };
const OBELISCO = { lat: -34.6037, lon: -58.3816 };
const ROSARIO = { lat: -32.9468, lon: -60.6393 };
const USHUAIA = { lat: -54.8019, lon: -68.303 };
const LA_QUIACA = { lat: -22.1056, lon: -65.5969 };

describe('greatCircleKm', () => {
  it('is zero from a point to itself', () => {
    expect(greatCircleKm(MENDOZA, MENDOZA)).toBe(0);
  });

  it('is symmetric', () => {
    expect(greatCircleKm(MENDOZA, OBELISCO)).toBeCloseTo(greatCircleKm(OBELISCO, MENDOZA), 9);
  });

  it('measures one degree of latitude as 2πR/360', () => {
    const degree = (2 * Math.PI * EARTH_RADIUS_KM) / 360;
    expect(greatCircleKm({ lat: -34, lon: -60 }, { lat: -35, lon: -60 })).toBeCloseTo(degree, 6);
    expect(degree).toBeCloseTo(111.195, 3);
  });

  it('shrinks a degree of longitude by cos(latitude) (nearly, on a short arc)', () => {
    const alongParallel = greatCircleKm({ lat: -60, lon: -60 }, { lat: -60, lon: -60.01 });
    const alongMeridian = greatCircleKm({ lat: -60, lon: -60 }, { lat: -60.01, lon: -60 });
    expect(alongParallel / alongMeridian).toBeCloseTo(0.5, 4);
  });

  it('gives half the circumference between antipodes', () => {
    expect(greatCircleKm({ lat: -34, lon: -58 }, { lat: 34, lon: 122 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      6,
    );
  });

  it('matches known Argentine distances', () => {
    // Published straight-line distances (±0.5 %): Mendoza–Buenos Aires ≈ 985 km,
    // Rosario–Buenos Aires ≈ 278 km, La Quiaca–Ushuaia ≈ 3,640 km.
    expect(greatCircleKm(MENDOZA, OBELISCO)).toBeGreaterThan(980);
    expect(greatCircleKm(MENDOZA, OBELISCO)).toBeLessThan(990);
    expect(greatCircleKm(ROSARIO, OBELISCO)).toBeGreaterThan(276);
    expect(greatCircleKm(ROSARIO, OBELISCO)).toBeLessThan(280);
    expect(greatCircleKm(LA_QUIACA, USHUAIA)).toBeGreaterThan(3620);
    expect(greatCircleKm(LA_QUIACA, USHUAIA)).toBeLessThan(3660);
  });
});

describe('roadDistanceKm', () => {
  // Published road distances (km) between provincial capitals and CABA, and Santa Fe–Rosario.
  const ROUTES: [string, LatLon, LatLon, number][] = [
    ['Mendoza → CABA (RN 7)', MENDOZA, OBELISCO, 1037],
    ['Córdoba → CABA (RN 9)', { lat: -31.4201, lon: -64.1888 }, OBELISCO, 695],
    ['Rosario → CABA (RN 9)', ROSARIO, OBELISCO, 298],
    ['Tucumán → CABA (RN 9/34)', { lat: -26.8083, lon: -65.2176 }, OBELISCO, 1191],
    ['Mar del Plata → CABA (RN 2)', { lat: -38.0055, lon: -57.5426 }, OBELISCO, 404],
    ['Bahía Blanca → CABA (RN 3)', { lat: -38.7196, lon: -62.2724 }, OBELISCO, 650],
    ['Neuquén → CABA (RN 22/5)', { lat: -38.9516, lon: -68.0591 }, OBELISCO, 1141],
    ['Salta → CABA (RN 9/34)', { lat: -24.7821, lon: -65.4232 }, OBELISCO, 1493],
    ['Santa Fe → Rosario (AP 01)', { lat: -31.6333, lon: -60.7 }, ROSARIO, 167],
  ];

  it.each(ROUTES)('estimates %s within 6%% of the road', (_name, from, to, road) => {
    expect(Math.abs(roadDistanceKm(from, to) / road - 1)).toBeLessThan(0.06);
  });

  it('is off by under 4% on average over the calibration routes', () => {
    const errors = ROUTES.map(([, from, to, road]) =>
      Math.abs(roadDistanceKm(from, to) / road - 1),
    );
    expect(errors.reduce((sum, error) => sum + error, 0) / errors.length).toBeLessThan(0.04);
  });

  it('gives Mendoza → CABA about 1.085 km, in whole km', () => {
    expect(roadDistanceKm(MENDOZA, OBELISCO)).toBe(
      Math.round(greatCircleKm(MENDOZA, OBELISCO) * ROAD_FACTOR),
    );
    expect(roadDistanceKm(MENDOZA, OBELISCO)).toBe(1084);
  });
});
