import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { TrucksNearListing } from '../index';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

const near = (i: number, invited: boolean) => ({
  availability_id: `a${i}`,
  transporter_id: `t${i}`,
  carrier_name: `Transportes ${i}`,
  verified: invited,
  rating_average: null,
  rating_count: 0,
  vehicle_type: 'van',
  place: 'Funes, Santa Fe',
  province: 'Santa Fe',
  available_from: '2026-12-03',
  available_to: '2026-12-03',
  destination_province: null,
  pickup_distance_km: 15 * i,
  invited,
});

let invited = false;

beforeEach(() => {
  vi.clearAllMocks();
  invited = false;
  fake.rpc.mockReset();
  fake.rpc.mockImplementation(async (fn) => {
    if (fn === 'trucks_near_listing')
      return { data: [near(1, invited), near(2, true)], error: null };
    if (fn === 'invite_to_listing') {
      invited = true;
      return { data: 'i1', error: null };
    }
    return { data: null, error: null };
  });
});

describe('TrucksNearListing', () => {
  it('lists the trucks near the listing, and offers it to one that was not invited yet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrucksNearListing listingId="l1" />, { auth: fakeSignedIn('shipper') });
    const region = await screen.findByRole('region', { name: 'Camiones cerca' });
    const [first, second] = await within(region).findAllByTestId('truck-near');
    expect(first).toHaveTextContent('Transportes 1');
    expect(first).toHaveTextContent('Funes, Santa Fe · a 15 km');
    expect(first).toHaveTextContent('Disponible el 3 dic');
    expect(within(second).getByRole('button', { name: 'Invitado' })).toBeDisabled();
    expect(within(second).getByText('Transportista verificado')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Ofrecer carga a Transportes 1' }));
    await waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith('invite_to_listing', {
        p_listing_id: 'l1',
        p_availability_id: 'a1',
      }),
    );
    expect(await within(first).findByRole('button', { name: 'Invitado' })).toBeDisabled();
    expect(fake.rpc).toHaveBeenCalledWith('trucks_near_listing', {
      p_listing_id: 'l1',
      p_limit: 10,
    });
  });

  it('says when no truck is near', async () => {
    fake.rpc.mockResolvedValue({ data: [], error: null });
    renderWithProviders(<TrucksNearListing listingId="l1" />, { auth: fakeSignedIn('shipper') });
    expect(
      await screen.findByText(/Todavía no hay camiones libres cerca del origen/),
    ).toBeInTheDocument();
  });
});
