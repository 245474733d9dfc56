// @vitest-environment node
/**
 * "A form on a prerendered page uses HydratedForm": hydration writes a form's state over what a
 * person typed before it ended, so every form in a prerendered page's HTML must arrive inert
 * (components/ui/hydrated-form.tsx) until the page is hydrated. Rendered as the build renders.
 */
import { describe, expect, it } from 'vitest';
import { renderPage } from '../prerender';
import { publicPages } from './public-pages';

/** The opening tags of the forms in `html` that a person could type into before hydration. */
function liveForms(html: string): string[] {
  return [...html.matchAll(/<form\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\sinert(=|\s|>)/.test(tag));
}

describe('forms on prerendered pages', () => {
  it.each(publicPages.map(({ path }) => path))('are inert until hydration on %s', async (path) => {
    const { html } = await renderPage(path);
    expect(liveForms(html)).toEqual([]);
  });

  it('counts the forms the sign-in page prerenders', async () => {
    const { html } = await renderPage('/signin');
    expect(html.match(/<form\b/g)?.length).toBeGreaterThan(0);
  });

  it('fails on a plain form in the HTML', () => {
    expect(liveForms('<form class="a" inert=""><input/></form><form action="/x"></form>')).toEqual([
      '<form action="/x">',
    ]);
  });
});
