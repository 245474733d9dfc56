import { describe, expect, it } from 'vitest';
import { cotJurisdictions, describeJurisdictions, parseRemitoNumbers } from './paperwork';

describe('cotJurisdictions', () => {
  it('lists the ends of the route that require a COT, once each', () => {
    expect(cotJurisdictions(['Mendoza', 'Ciudad Autónoma de Buenos Aires'])).toEqual([
      { province: 'Mendoza', authority: 'ATM' },
      { province: 'Ciudad Autónoma de Buenos Aires', authority: 'AGIP' },
    ]);
    expect(cotJurisdictions(['Buenos Aires', 'Buenos Aires'])).toEqual([
      { province: 'Buenos Aires', authority: 'ARBA' },
    ]);
  });

  it('finds none on a route through provinces without it, or without provinces', () => {
    expect(cotJurisdictions(['Córdoba', 'Tucumán'])).toEqual([]);
    expect(cotJurisdictions([null, null])).toEqual([]);
  });

  it('names them in Spanish', () => {
    expect(describeJurisdictions([])).toBe('');
    expect(describeJurisdictions(cotJurisdictions(['Santa Fe']))).toBe('Santa Fe (API)');
    expect(describeJurisdictions(cotJurisdictions(['Mendoza', 'Santa Fe', 'Catamarca']))).toBe(
      'Mendoza (ATM), Santa Fe (API) y Catamarca (ARCAT)',
    );
  });
});

describe('parseRemitoNumbers', () => {
  it('reads numbers separated by commas, spaces or lines, padded and once each', () => {
    expect(parseRemitoNumbers('00001-00001234, 2-55\n0003-00000001 1-1234')).toEqual([
      '00001-00001234',
      '00002-00000055',
      '00003-00000001',
    ]);
    expect(parseRemitoNumbers('  ')).toEqual([]);
  });

  it('refuses anything that is not a point of sale and a number', () => {
    expect(parseRemitoNumbers('00001-00001234, R-12')).toBeNull();
    expect(parseRemitoNumbers('123456-1')).toBeNull();
    expect(parseRemitoNumbers('1-123456789')).toBeNull();
    expect(parseRemitoNumbers('00001')).toBeNull();
  });
});
