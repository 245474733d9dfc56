import { describe, expect, it } from 'vitest';
import { AuthApiError } from './errors.ts';
import {
  assertStrongPassword,
  isRedirectAllowed,
  objectField,
  parseJsonObject,
  passwordWeakness,
  resolveRedirect,
  stringField,
  validateEmail,
} from './validation.ts';

function thrown(fn: () => unknown): AuthApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AuthApiError) return error;
    throw error;
  }
  throw new Error('expected an AuthApiError');
}

describe('validateEmail', () => {
  it('lower-cases a valid address', () => {
    expect(validateEmail('Lucia.Fernandez+carga@Example.COM')).toBe(
      'lucia.fernandez+carga@example.com',
    );
  });

  it.each([
    ['', 'An email address is required'],
    ['sin-arroba', 'Unable to validate email address: invalid format'],
    ['dos@@example.com', 'Unable to validate email address: invalid format'],
    [`${'a'.repeat(250)}@x.com`, 'An email address is too long'],
  ])('refuses %j with validation_failed', (email, message) => {
    const error = thrown(() => validateEmail(email));
    expect([error.status, error.code, error.message]).toEqual([400, 'validation_failed', message]);
  });
});

describe('password strength', () => {
  it('accepts 8 characters and refuses 7, counting bytes like GoTrue', () => {
    expect(passwordWeakness('12345678', 8)).toBeNull();
    expect(passwordWeakness('1234567', 8)).toEqual({
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    });
    expect(passwordWeakness('ñññá', 8)).toBeNull();
  });

  it('throws weak_password (422) with its reasons', () => {
    const error = thrown(() => assertStrongPassword('corta', 8));
    expect([error.status, error.code, error.reasons]).toEqual([422, 'weak_password', ['length']]);
  });

  it('refuses more than the 72 bytes bcrypt reads', () => {
    const error = thrown(() => passwordWeakness('x'.repeat(73), 8));
    expect([error.status, error.code]).toEqual([400, 'validation_failed']);
  });
});

describe('request bodies', () => {
  it('parses a JSON object and treats an empty body as {}', () => {
    expect(parseJsonObject('{"email":"a@b.co"}')).toEqual({ email: 'a@b.co' });
    expect(parseJsonObject(undefined)).toEqual({});
  });

  it.each(['{"email":', '[1,2]', '"texto"', 'null'])('refuses %j with bad_json', (body) => {
    expect(thrown(() => parseJsonObject(body)).code).toBe('bad_json');
  });

  it('reads string and object fields, refusing other types', () => {
    const body = { email: 'a@b.co', password: 12345678, data: { role: 'shipper' }, list: [1] };
    expect(stringField(body, 'email')).toBe('a@b.co');
    expect(stringField(body, 'missing')).toBe('');
    expect(thrown(() => stringField(body, 'password')).code).toBe('bad_json');
    expect(objectField(body, 'data')).toEqual({ role: 'shipper' });
    expect(thrown(() => objectField(body, 'list')).code).toBe('bad_json');
  });
});

describe('redirects', () => {
  const site = 'http://localhost:5173';
  const allowList = ['http://127.0.0.1:5173/reset-password', 'http://127.0.0.1:4173/**'];

  it("allows any URL on the site URL's host name, whatever the port", () => {
    expect(isRedirectAllowed('http://localhost:4173/reset-password', site, allowList)).toBe(true);
  });

  it('allows exact allow-list entries and paths below a ** entry', () => {
    expect(isRedirectAllowed('http://127.0.0.1:5173/reset-password', site, allowList)).toBe(true);
    expect(isRedirectAllowed('http://127.0.0.1:5173/other', site, allowList)).toBe(false);
    expect(isRedirectAllowed('http://127.0.0.1:4173/a/b', site, allowList)).toBe(true);
  });

  it('refuses other hosts and non-URLs', () => {
    expect(isRedirectAllowed('https://evil.example/reset-password', site, allowList)).toBe(false);
    expect(isRedirectAllowed('/reset-password', site, allowList)).toBe(false);
  });

  it('falls back from the requested redirect to the referrer, then to the site URL', () => {
    expect(resolveRedirect(['https://evil.example', 'http://localhost:5173/x'], site, [])).toBe(
      'http://localhost:5173/x',
    );
    expect(resolveRedirect([undefined, 'https://evil.example'], site, [])).toBe(site);
  });
});
