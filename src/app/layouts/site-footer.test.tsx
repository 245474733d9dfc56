import { screen, within } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { contactInfo, whatsappLink } from '@/lib/site-config';
import { renderApp } from '@/testing/render-app';

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
});
