import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  totp,
  totpUri,
} from './totp.ts';

const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'ascii'));
const SHA1_SEED = ascii('12345678901234567890');
const SHA1_SEED_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('base32', () => {
  it('encodes and decodes the RFC 6238 seed', () => {
    expect(base32Encode(SHA1_SEED)).toBe(SHA1_SEED_BASE32);
    expect(base32Decode(SHA1_SEED_BASE32)).toEqual(SHA1_SEED);
    expect(base32Decode('gezdgnbv gy3tqojq gezdgnbvgy3tqojq====')).toEqual(SHA1_SEED);
  });

  it('encodes the RFC 4648 test vectors without padding', () => {
    expect(
      ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((s) => base32Encode(ascii(s))),
    ).toEqual(['', 'MY', 'MZXQ', 'MZXW6', 'MZXW6YQ', 'MZXW6YTB', 'MZXW6YTBOI']);
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('ABC1')).toThrow('invalid base32');
  });

  it('generates 20-byte secrets that differ', () => {
    const a = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(a);
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i → %s', (counter, code) => {
    expect(hotp(SHA1_SEED, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B, 8 digits)', () => {
  const seeds = {
    sha1: SHA1_SEED,
    sha256: ascii('12345678901234567890123456789012'),
    sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  } as const;
  it.each([
    [59, 'sha1', '94287082'],
    [59, 'sha256', '46119246'],
    [59, 'sha512', '90693936'],
    [1111111109, 'sha1', '07081804'],
    [1111111109, 'sha256', '68084774'],
    [1111111109, 'sha512', '25091201'],
    [1111111111, 'sha1', '14050471'],
    [1111111111, 'sha256', '67062674'],
    [1111111111, 'sha512', '99943326'],
    [1234567890, 'sha1', '89005924'],
    [1234567890, 'sha256', '91819424'],
    [1234567890, 'sha512', '93441116'],
    [2000000000, 'sha1', '69279037'],
    [2000000000, 'sha256', '90698825'],
    [2000000000, 'sha512', '38618901'],
    [20000000000, 'sha1', '65353130'],
    [20000000000, 'sha256', '77737706'],
    [20000000000, 'sha512', '47863826'],
  ] as const)('T=%i %s → %s', (time, algorithm, code) => {
    expect(totp(seeds[algorithm], time, { digits: 8, algorithm })).toBe(code);
  });

  it('uses 6 digits and SHA-1 by default (the last 6 digits of the 8-digit vector)', () => {
    expect(totp(SHA1_SEED, 1111111109)).toBe('081804');
  });
});

describe('matchTotp', () => {
  const now = 1111111111; // step 37037037
  const step = Math.floor(now / 30);
  const codeAt = (s: number) => hotp(SHA1_SEED, s);

  it('accepts the current step and one step either side, returning the step', () => {
    expect(matchTotp(codeAt(step), SHA1_SEED_BASE32, now)).toBe(step);
    expect(matchTotp(codeAt(step - 1), SHA1_SEED_BASE32, now)).toBe(step - 1);
    expect(matchTotp(codeAt(step + 1), SHA1_SEED_BASE32, now)).toBe(step + 1);
  });

  it('refuses codes two steps away, wrong codes and malformed input', () => {
    expect(matchTotp(codeAt(step - 2), SHA1_SEED_BASE32, now)).toBeNull();
    expect(matchTotp(codeAt(step + 2), SHA1_SEED_BASE32, now)).toBeNull();
    const wrong = String((Number(codeAt(step)) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotp(wrong, SHA1_SEED_BASE32, now)).toBeNull();
    for (const bad of ['', '12345', '1234567', '12345a', ' 123456', '０１２３４５']) {
      expect(matchTotp(bad, SHA1_SEED_BASE32, now)).toBeNull();
    }
    expect(matchTotp(codeAt(step), 'not base32!', now)).toBeNull();
  });
});

describe('totpUri', () => {
  it('builds the otpauth URI of pquerna/otp', () => {
    expect(totpUri(SHA1_SEED_BASE32, 'localhost:5173', 'ana maría@example.test')).toBe(
      'otpauth://totp/localhost:5173:ana%20mar%C3%ADa@example.test' +
        '?algorithm=SHA1&digits=6&issuer=localhost%3A5173&period=30&secret=' +
        SHA1_SEED_BASE32,
    );
  });
});
