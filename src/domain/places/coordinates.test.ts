import { describe, expect, it } from 'vitest';
import {
  CABA_CENTRE,
  LOCALITY_COORDINATES,
  localityCoordinates,
  placeCoordinates,
} from './coordinates';
import { LOCALITIES_BY_PROVINCE } from './localities';
import { ARGENTINE_PROVINCES } from './provinces';

// Each point lies inside its own province's outline: src/features/trips/map/argentina-provinces.test.ts
// checks that against the map's data (a feature reaches another only through its index).

describe('LOCALITY_COORDINATES', () => {
  it('has the 24 jurisdictions', () => {
    expect(Object.keys(LOCALITY_COORDINATES).sort()).toEqual([...ARGENTINE_PROVINCES].sort());
  });

  it.each(ARGENTINE_PROVINCES)('places every locality of %s, and nothing else', (province) => {
    expect(Object.keys(LOCALITY_COORDINATES[province]).sort()).toEqual(
      [...LOCALITIES_BY_PROVINCE[province]].sort(),
    );
  });

  it('gives points in mainland Argentina and Tierra del Fuego, to four decimals', () => {
    for (const [province, places] of Object.entries(LOCALITY_COORDINATES)) {
      for (const [name, [lat, lon]] of Object.entries(places)) {
        const where = `${name}, ${province}`;
        expect(lat, where).toBeGreaterThanOrEqual(-55.1);
        expect(lat, where).toBeLessThanOrEqual(-21.7);
        expect(lon, where).toBeGreaterThanOrEqual(-73.6);
        expect(lon, where).toBeLessThanOrEqual(-53.6);
        expect(Math.round(lat * 1e4) / 1e4, where).toBe(lat);
        expect(Math.round(lon * 1e4) / 1e4, where).toBe(lon);
      }
    }
  });

  it('has the reference points', () => {
    expect(LOCALITY_COORDINATES.Mendoza.Mendoza).toEqual([-32.8895, -68.8458]);
    expect(LOCALITY_COORDINATES['Santa Fe'].Rosario).toEqual([-32.9468, -60.6393]);
    expect(LOCALITY_COORDINATES['Ciudad Autónoma de Buenos Aires']['Buenos Aires']).toEqual([
      CABA_CENTRE.lat,
      CABA_CENTRE.lon,
    ]);
  });
});

describe('localityCoordinates', () => {
  it('finds a locality of a province', () => {
    expect(localityCoordinates('Santa Fe', 'Rosario')).toEqual({ lat: -32.9468, lon: -60.6393 });
  });

  it('ignores accents, case and surrounding spaces', () => {
    expect(localityCoordinates('Córdoba', ' cordoba ')).toEqual({ lat: -31.4201, lon: -64.1888 });
    expect(localityCoordinates('Neuquén', 'ANELO')).toEqual({ lat: -38.3546, lon: -68.7883 });
  });

  it('keeps homonyms apart by province', () => {
    expect(localityCoordinates('Mendoza', 'Junín')).toEqual({ lat: -33.1456, lon: -68.4917 });
    expect(localityCoordinates('Buenos Aires', 'Junín')).toEqual({ lat: -34.585, lon: -60.9589 });
  });

  it('is null for an unknown locality or province', () => {
    expect(localityCoordinates('Santa Fe', 'Nowhere')).toBeNull();
    expect(localityCoordinates('Atlantis', 'Rosario')).toBeNull();
  });
});

describe('placeCoordinates', () => {
  it('reads the locality before the first comma', () => {
    expect(placeCoordinates('Rosario, Santa Fe', 'Santa Fe')).toEqual({
      lat: -32.9468,
      lon: -60.6393,
    });
    expect(placeCoordinates('Luján de Cuyo, Mendoza', 'Mendoza')).toEqual({
      lat: -33.036,
      lon: -68.877,
    });
    expect(placeCoordinates('rosario', 'Santa Fe')).toEqual({ lat: -32.9468, lon: -60.6393 });
  });

  it('places an unknown place of the autonomous city at its centre', () => {
    expect(placeCoordinates('Buenos Aires, CABA', 'Ciudad Autónoma de Buenos Aires')).toEqual(
      CABA_CENTRE,
    );
    expect(placeCoordinates('Villa Crespo, CABA', 'Ciudad Autónoma de Buenos Aires')).toEqual(
      CABA_CENTRE,
    );
    expect(placeCoordinates('Palermo, CABA', 'Ciudad Autónoma de Buenos Aires')).toEqual({
      lat: -34.5885,
      lon: -58.43,
    });
  });

  it('is null without a province or for an unknown place', () => {
    expect(placeCoordinates('Rosario, Santa Fe', null)).toBeNull();
    expect(placeCoordinates('Nowhere, Santa Fe', 'Santa Fe')).toBeNull();
    expect(placeCoordinates('', 'Santa Fe')).toBeNull();
  });
});
