import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShipmentContact } from '../types';
import { ShipmentContactCard } from './shipment-contact-card';
import { DEMO_TRANSPORTER } from '../../../../supabase/demo-accounts';

const contact = vi.hoisted(() => ({ data: null as ShipmentContact | null }));
vi.mock('../api/shipments', () => ({
  useShipmentContact: () => ({ isPending: false, isError: false, data: contact.data }),
}));

function renderCard() {
  render(
    <ShipmentContactCard listingId="l-1" listingTitle="Vinos Malbec" heading="Transportista" />,
  );
}

beforeEach(() => {
  contact.data = {
    name: 'Martín Gómez',
    company: 'Transportes Andinos SRL',
    phone: '+542615550202',
    email: DEMO_TRANSPORTER.email,
  };
});

describe('ShipmentContactCard', () => {
  it('links the other party on WhatsApp with the mobile 9, in a new tab', () => {
    renderCard();
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/5492615550202');
    expect(href.searchParams.get('text')).toBe(
      'Hola Martín Gómez, te escribo por la carga «Vinos Malbec» de ConectaCargas.',
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the phone as a person reads it and dials it', () => {
    renderCard();
    expect(screen.getByRole('link', { name: '+54 261 555-0202' })).toHaveAttribute(
      'href',
      'tel:+542615550202',
    );
  });

  it('offers no WhatsApp or call link without a phone', () => {
    contact.data = { ...contact.data!, phone: null };
    renderCard();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEMO_TRANSPORTER.email })).toBeVisible();
  });
});
