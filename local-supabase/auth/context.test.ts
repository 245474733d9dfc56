import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_CONFIG, requestOrigin } from './context.ts';

describe('DEFAULT_AUTH_CONFIG', () => {
  it('mirrors [auth] of supabase/config.toml', async () => {
    const toml = await readFile(path.resolve('supabase/config.toml'), 'utf8');
    const value = (key: string) => new RegExp(`^${key}\\s*=\\s*(.+)$`, 'm').exec(toml)?.[1]?.trim();
    expect(Number(value('minimum_password_length'))).toBe(
      DEFAULT_AUTH_CONFIG.minimumPasswordLength,
    );
    expect(Number(value('refresh_token_reuse_interval'))).toBe(
      DEFAULT_AUTH_CONFIG.refreshTokenReuseInterval,
    );
    expect(value('enable_signup')).toBe(String(DEFAULT_AUTH_CONFIG.enableSignup));
    expect(JSON.parse(value('additional_redirect_urls') ?? '[]')).toEqual(
      DEFAULT_AUTH_CONFIG.additionalRedirectUrls,
    );
  });
});

describe('requestOrigin', () => {
  const request = (headers: Record<string, string>) => ({
    method: 'GET',
    path: '/',
    rawQuery: '',
    headers,
    ip: '127.0.0.1',
  });

  it('is the scheme and host the client used', () => {
    expect(requestOrigin(request({ host: '127.0.0.1:4173' }))).toBe('http://127.0.0.1:4173');
    expect(
      requestOrigin(
        request({
          host: 'internal:80',
          'x-forwarded-host': 'demo.example',
          'x-forwarded-proto': 'https',
        }),
      ),
    ).toBe('https://demo.example');
  });
});
