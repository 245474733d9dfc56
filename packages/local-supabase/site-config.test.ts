import { describe, expect, it } from 'vitest';
import { parseSiteConfig, REDIRECT_URLS_ENV, SITE_URL_ENV } from './site-config.ts';

const TOML = `
[api]
port = 54321

[auth]
site_url = "http://localhost:5173"
additional_redirect_urls = [
  "http://localhost:5173/reset-password",
  "https://app.example/**",
]
`;

describe('parseSiteConfig', () => {
  it('reads site_url and additional_redirect_urls from [auth]', () => {
    expect(parseSiteConfig(TOML, {})).toEqual({
      siteUrl: 'http://localhost:5173',
      additionalRedirectUrls: ['http://localhost:5173/reset-password', 'https://app.example/**'],
      doubleConfirmChanges: true,
    });
  });

  it('confirms e-mail changes from both addresses unless [auth.email] says false', () => {
    const withEmail = (value: string) => `${TOML}
[auth.email]
double_confirm_changes = ${value}
`;
    expect(parseSiteConfig(withEmail('true'), {}).doubleConfirmChanges).toBe(true);
    expect(parseSiteConfig(withEmail('false'), {}).doubleConfirmChanges).toBe(false);
  });

  it('lets the environment override both', () => {
    expect(
      parseSiteConfig(TOML, {
        [SITE_URL_ENV]: 'https://demo.example/',
        [REDIRECT_URLS_ENV]: 'https://demo.example/reset-password, https://demo.example/x/**',
      }),
    ).toEqual({
      siteUrl: 'https://demo.example',
      additionalRedirectUrls: ['https://demo.example/reset-password', 'https://demo.example/x/**'],
      doubleConfirmChanges: true,
    });
  });

  it('refuses a site URL that is not an absolute http(s) URL', () => {
    expect(() => parseSiteConfig(TOML, { [SITE_URL_ENV]: 'evil.example' })).toThrow(
      /absolute http\(s\) URL/,
    );
    expect(() => parseSiteConfig(TOML, { [SITE_URL_ENV]: 'javascript:alert(1)' })).toThrow(
      /absolute http\(s\) URL/,
    );
  });
});
