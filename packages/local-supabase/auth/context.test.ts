import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../site-config.ts';
import { DEFAULT_AUTH_CONFIG } from './context.ts';

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
    expect(parseSiteConfig(toml, {})).toEqual({
      siteUrl: DEFAULT_AUTH_CONFIG.siteUrl,
      additionalRedirectUrls: DEFAULT_AUTH_CONFIG.additionalRedirectUrls,
      doubleConfirmChanges: DEFAULT_AUTH_CONFIG.doubleConfirmChanges,
    });
  });
});
