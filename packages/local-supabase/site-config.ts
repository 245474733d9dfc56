/**
 * GoTrue's URL settings for this project: `site_url` and `additional_redirect_urls` from `[auth]`
 * of supabase/config.toml, overridable by environment variables. Recovery links and redirects
 * are built from these and never from request headers (Host, X-Forwarded-Host), which a client
 * chooses.
 */
import { parse } from 'smol-toml';
import type { SupabaseProject } from './project.ts';

export const SITE_URL_ENV = 'LOCAL_SUPABASE_SITE_URL';
export const REDIRECT_URLS_ENV = 'LOCAL_SUPABASE_ADDITIONAL_REDIRECT_URLS';

export interface SiteConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** `[auth.email] double_confirm_changes`: GoTrue's secure e-mail change, on unless set false. */
  doubleConfirmChanges: boolean;
}

function absoluteUrl(value: unknown, what: string): string {
  try {
    const url = new URL(String(value));
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/$/, '');
  } catch {
    // reported below
  }
  throw new Error(`[local-supabase] ${what} must be an absolute http(s) URL, not ${String(value)}`);
}

/** The settings of a config.toml text, with the environment's overrides. */
export function parseSiteConfig(
  toml: string,
  env: Record<string, string | undefined> = process.env,
): SiteConfig {
  const auth = (parse(toml).auth ?? {}) as Record<string, unknown>;
  const email = (auth.email ?? {}) as Record<string, unknown>;
  const siteUrl = env[SITE_URL_ENV]?.trim() || auth.site_url;
  const redirects = env[REDIRECT_URLS_ENV]?.trim()
    ? env[REDIRECT_URLS_ENV].split(',')
        .map((url) => url.trim())
        .filter(Boolean)
    : ((auth.additional_redirect_urls as unknown[] | undefined) ?? []).map(String);
  return {
    siteUrl: absoluteUrl(siteUrl, `site_url (${SITE_URL_ENV})`),
    additionalRedirectUrls: redirects,
    doubleConfirmChanges: email.double_confirm_changes !== false,
  };
}

/** The project's config.toml settings with the environment's overrides. */
export function loadSiteConfig(
  project: SupabaseProject,
  env: Record<string, string | undefined> = process.env,
): SiteConfig {
  return parseSiteConfig(project.configToml, env);
}
