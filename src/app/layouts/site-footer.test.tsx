import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { contactInfo, whatsappLink } from '@/lib/site-config';
import { HydrationState } from '@/lib/use-hydrated';
import { renderApp } from '@/testing/render-app';
import { SiteFooter } from './site-footer';

afterEach(() => {
  vi.useRealTimers();
});

describe('SiteFooter', () => {
  it('links the footer pages of the spec', async () => {
    await renderApp(paths.home);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      paths.postCargo,
      paths.shipperFaq,
      paths.pricing,
      paths.findCargo,
      paths.transporterFaq,
      paths.resources,
      paths.privacyPolicy,
      paths.terms,
      paths.privacy,
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('shows the contact details and a WhatsApp link that opens a new tab', async () => {
    await renderApp(paths.home);
    const footer = screen.getByRole('contentinfo');
    for (const email of contactInfo.emails) {
      expect(within(footer).getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
    }
    expect(within(footer).getByRole('link', { name: contactInfo.phone })).toBeInTheDocument();
    expect(within(footer).getByText(contactInfo.address)).toBeInTheDocument();
    expect(within(footer).getByText('Lunes a Viernes 9:00 - 18:00')).toBeInTheDocument();
    const whatsapp = within(footer).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', whatsappLink());
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says the year once live, so a page prerendered in one year hydrates in the next', async () => {
    // As a prerendered page runs it: rendered, then hydrated, inside a HydrationState hydrating.
    const footer = (
      <HydrationState hydrating>
        <MemoryRouter>
          <SiteFooter />
        </MemoryRouter>
      </HydrationState>
    );
    vi.useFakeTimers({ now: new Date('2026-12-31T12:00:00Z'), toFake: ['Date'] });
    const html = renderToString(footer);
    expect(html).not.toContain('2026');

    vi.setSystemTime(new Date('2027-01-02T12:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, footer, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(within(container).getByText(/^©/)).toHaveTextContent(
      '© 2027 ConectaCargas. Todos los derechos reservados.',
    );
    container.remove();
  });
});
