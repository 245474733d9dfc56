import { screen } from '@testing-library/react';
import { shipperFaq, transporterFaq } from '@/features/site/faq-content';
import { renderWithProviders } from '@/testing/render';
import { ShipperDashboardFaqPage, TransporterDashboardFaqPage } from './dashboard-faq-page';

describe('ShipperDashboardFaqPage', () => {
  it('shows the questions of the public FAQ page’s source, and links to Contacto', () => {
    renderWithProviders(<ShipperDashboardFaqPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(shipperFaq.items.length);
    for (const item of shipperFaq.items) {
      expect(screen.getByText(item.question)).toBeInTheDocument();
      expect(screen.getByText(item.answer)).toBeInTheDocument();
    }

    expect(screen.getByRole('link', { name: /Escríbenos|Contáctanos/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('TransporterDashboardFaqPage', () => {
  it('shows the questions of the public FAQ page’s source, and links to Contacto', () => {
    renderWithProviders(<TransporterDashboardFaqPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(transporterFaq.items.length);
    for (const item of transporterFaq.items) {
      expect(screen.getByText(item.question)).toBeInTheDocument();
      expect(screen.getByText(item.answer)).toBeInTheDocument();
    }

    expect(screen.getByRole('link', { name: /Escríbenos|Contáctanos/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
