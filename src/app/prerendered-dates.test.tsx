// @vitest-environment node
/**
 * A prerendered page is built once and hydrated on every later day: its HTML must not depend on
 * the moment of the build, or hydration finds other text (React's error 418) and renders the
 * page again from scratch. The footer's '© <year>' was such text. Each public page is rendered
 * as the build renders it, on two days years apart, and must read the same.
 */
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../prerender';
import { publicPages } from './public-pages';

async function renderedOn(path: string, moment: string): Promise<string> {
  vi.useFakeTimers({ now: new Date(moment), toFake: ['Date'] });
  try {
    return (await renderPage(path)).html;
  } finally {
    vi.useRealTimers();
  }
}

describe('prerendered pages', () => {
  it.each(publicPages.map(({ path }) => path))(
    'read the same whatever day the build ran, on %s',
    async (path) => {
      const early = await renderedOn(path, '2026-12-31T23:00:00Z');
      const later = await renderedOn(path, '2029-07-15T12:00:00Z');
      expect(later).toBe(early);
    },
  );
});
