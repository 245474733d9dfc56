import { describe, expect, it } from 'vitest';
import {
  hostHeaderName,
  isLoopbackAddress,
  isLoopbackRequest,
  networkAllowed,
} from './loopback.ts';

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8, ::1 and localhost', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '0:0:0:0:0:0:0:1',
      'localhost',
      'LOCALHOST',
      'app.localhost',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses every other address, the wildcard ones included', () => {
    for (const address of [
      '0.0.0.0',
      '::',
      '192.168.1.20',
      '10.0.0.1',
      '::ffff:192.168.1.20',
      'fe80::1',
      '128.0.0.1',
      'localhost.evil.example',
      'evil.example',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('isLoopbackRequest', () => {
  it('needs a loopback client that also names a loopback host', () => {
    expect(isLoopbackRequest('127.0.0.1', '127.0.0.1:5173')).toBe(true);
    expect(isLoopbackRequest('::1', 'localhost:5173')).toBe(true);
    expect(isLoopbackRequest('::ffff:127.0.0.1', '[::1]:5173')).toBe(true);
    // Another machine, whatever Host it sends.
    expect(isLoopbackRequest('192.168.1.20', 'localhost:5173')).toBe(false);
    // DNS rebinding: this machine's browser, sent by a foreign page under that page's name.
    expect(isLoopbackRequest('127.0.0.1', 'evil.example:5173')).toBe(false);
    expect(isLoopbackRequest('127.0.0.1', undefined)).toBe(false);
  });

  it('reads the host name of a Host header', () => {
    expect(hostHeaderName('localhost:5173')).toBe('localhost');
    expect(hostHeaderName('[::1]:5173')).toBe('::1');
    expect(hostHeaderName('127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('networkAllowed', () => {
  it('is only the explicit opt-in', () => {
    expect(networkAllowed({})).toBe(false);
    expect(networkAllowed({ LOCAL_SUPABASE_ALLOW_NETWORK: 'true' })).toBe(false);
    expect(networkAllowed({ LOCAL_SUPABASE_ALLOW_NETWORK: '1' })).toBe(true);
  });
});
