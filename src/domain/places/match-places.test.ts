import { describe, expect, it } from 'vitest';
import { LOCALITIES_BY_PROVINCE } from './localities';
import { buildPlaceIndex, findPlace, matchPlaces } from './match-places';
import { ARGENTINE_PROVINCES, placeWithProvince } from './provinces';
import { placeIndex } from './place-index';

const emptyProvinces = () =>
  Object.fromEntries(ARGENTINE_PROVINCES.map((p) => [p, [] as string[]])) as Record<
    (typeof ARGENTINE_PROVINCES)[number],
    string[]
  >;

const labels = (typed: string, limit?: number) =>
  matchPlaces(placeIndex, typed, limit).map((p) => p.label);

describe('the places shipped with the app', () => {
  it('cover the 24 jurisdictions with their main localities', () => {
    expect(Object.keys(LOCALITIES_BY_PROVINCE).sort()).toEqual([...ARGENTINE_PROVINCES].sort());
    for (const [province, localities] of Object.entries(LOCALITIES_BY_PROVINCE)) {
      expect(localities.length, province).toBeGreaterThanOrEqual(3);
      expect(new Set(localities).size, province).toBe(localities.length);
    }
  });
});

describe('matchPlaces', () => {
  it('ignores accents and case: cordoba finds Córdoba', () => {
    expect(labels('cordoba')[0]).toBe('Córdoba, Córdoba');
    expect(labels('CÓRDOBA')[0]).toBe('Córdoba, Córdoba');
    expect(labels('neuquen')).toContain('Neuquén, Neuquén');
  });

  it('puts prefix matches before infix ones', () => {
    // 'rio' starts Río Cuarto and Río Gallegos, and sits inside Rosario only as an infix.
    const found = labels('rio', 50);
    expect(found).toContain('Rosario, Santa Fe');
    const lastPrefix = Math.max(
      found.indexOf('Río Cuarto, Córdoba'),
      found.indexOf('Río Gallegos, Santa Cruz'),
    );
    expect(lastPrefix).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('Rosario, Santa Fe')).toBeGreaterThan(lastPrefix);
  });

  it('matches a later word of the locality before the province', () => {
    const found = labels('plata', 50);
    expect(found.slice(0, 2)).toEqual(['La Plata, Buenos Aires', 'Mar del Plata, Buenos Aires']);
  });

  it('finds the localities of a province by its name, and CABA by its short name', () => {
    expect(labels('tierra del', 10)).toEqual([
      'Ushuaia, Tierra del Fuego',
      'Río Grande, Tierra del Fuego',
      'Tolhuin, Tierra del Fuego',
    ]);
    // Caballito starts with the text, so it comes first; the rest of CABA follows.
    expect(labels('caba', 3)).toEqual(['Caballito, CABA', 'Buenos Aires, CABA', 'Palermo, CABA']);
  });

  it('reads the whole label as typed, comma included', () => {
    expect(labels('rosario, santa')).toEqual(['Rosario, Santa Fe']);
  });

  it('keeps to the limit and suggests nothing for blank or unknown text', () => {
    expect(labels('san', 5)).toHaveLength(5);
    expect(labels('   ')).toEqual([]);
    expect(labels('zzz')).toEqual([]);
  });

  it('ranks main cities (first in their province) before towns among equals', () => {
    const few = {
      ...emptyProvinces(),
      Mendoza: ['Maipú', 'Malargüe'],
      Salta: ['Metán', 'Mal Paso'],
    };
    expect(matchPlaces(buildPlaceIndex(few), 'ma').map((p) => p.label)).toEqual([
      'Maipú, Mendoza',
      'Malargüe, Mendoza',
      'Mal Paso, Salta',
    ]);
  });
});

describe('findPlace', () => {
  it('recognises a label or a locality typed in full, with any accents', () => {
    expect(findPlace(placeIndex, 'rosario, santa fe')?.province).toBe('Santa Fe');
    expect(findPlace(placeIndex, '  Ushuaia ')?.province).toBe('Tierra del Fuego');
    expect(findPlace(placeIndex, 'buenos aires, caba')?.province).toBe(
      'Ciudad Autónoma de Buenos Aires',
    );
  });

  it('gives no province for a locality several provinces share, or an unknown one', () => {
    expect(findPlace(placeIndex, 'Mercedes')).toBeNull();
    expect(findPlace(placeIndex, 'Mercedes, Corrientes')?.province).toBe('Corrientes');
    expect(findPlace(placeIndex, 'Depósito 4, Ruta 9')).toBeNull();
  });
});

describe('placeWithProvince', () => {
  it('adds the province where the text lacks it', () => {
    expect(placeWithProvince('Rosario', 'Santa Fe')).toBe('Rosario, Santa Fe');
    expect(placeWithProvince('Palermo', 'Ciudad Autónoma de Buenos Aires')).toBe('Palermo, CABA');
  });

  it('leaves a text that already names it, or has no province', () => {
    expect(placeWithProvince('Rosario, Santa Fe', 'Santa Fe')).toBe('Rosario, Santa Fe');
    expect(placeWithProvince('Neuquén, neuquen', 'Neuquén')).toBe('Neuquén, neuquen');
    expect(placeWithProvince('Buenos Aires, CABA', 'Ciudad Autónoma de Buenos Aires')).toBe(
      'Buenos Aires, CABA',
    );
    expect(placeWithProvince('Depósito norte', null)).toBe('Depósito norte');
  });
});
