import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/auth';
import { defaultListingFilters, type ListingFilters } from '../listing-filters';
import { browseListings } from '../testing/browse-oracle';
import { makeListing } from '../testing/make-listing';
import { listingToRow } from '../testing/listing-row';
import { fakeAuth, fakeSignedIn } from '@/testing/fake-auth';
import { LocationProbe, renderWithProviders } from '@/testing/render';
import type { Listing } from '../types';
import { LISTINGS_COUNT_LIMIT } from '../api/search-args';
import { ListingsBrowser } from './listings-browser';

let auth: AuthContextValue = fakeAuth();

interface SearchArgs {
  p_search: string;
  p_cargo_type: ListingFilters['cargoType'];
  p_load_type: ListingFilters['loadType'];
  p_vehicle_type: ListingFilters['vehicleType'];
  p_sort: ListingFilters['sort'];
  p_limit: number;
  p_after_key?: string;
  p_after_id?: string;
}

// A fake Data API whose search_listings applies the browse oracle, like the real SQL function.
const backend = vi.hoisted(() => ({
  listings: [] as Listing[],
  fail: false,
  calls: [] as unknown[],
}));
vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase } = await import('@/testing/fake-supabase');
  const fake = fakeSupabase({
    rpc: async (fn, searchArgs) => {
      if (fn === 'proposal_counts') {
        return { data: [{ listing_id: backend.listings[0]?.id, proposal_count: 2 }], error: null };
      }
      const args = searchArgs as SearchArgs;
      backend.calls.push({ fn, args });
      if (backend.fail)
        return { data: null, error: { code: '', message: 'TypeError: Failed to fetch' } };
      const all = browseListings(backend.listings, {
        ...defaultListingFilters,
        search: args.p_search,
        cargoType: args.p_cargo_type,
        loadType: args.p_load_type,
        vehicleType: args.p_vehicle_type,
        sort: args.p_sort,
      });
      // Keyset: the page starts after the cursor's listing; the count stops one past the limit.
      const start = args.p_after_id ? all.findIndex((l) => l.id === args.p_after_id) + 1 : 0;
      const page = all.slice(start, start + args.p_limit);
      const total = Math.min(all.length, LISTINGS_COUNT_LIMIT + 1);
      return {
        data: page.map((l) => ({ ...listingToRow(l), total_count: total })),
        error: null,
      };
    },
    tables: {
      saved_alerts: ({ table, calls }) => {
        backend.calls.push({ table, row: calls.find((call) => call.method === 'insert')?.args[0] });
        return { data: { id: 'alerta-1' }, error: null };
      },
    },
  });
  return { supabase: fake.client };
});

function renderBrowser(route = '/listings') {
  return renderWithProviders(
    <>
      <ListingsBrowser />
      <LocationProbe searchOnly />
    </>,
    { auth, route },
  );
}

const cardTitles = () =>
  screen.getAllByTestId('listing-card').map((card) => within(card).getByRole('link').textContent);

const mendoza = makeListing({
  title: 'Vinos Malbec',
  origin: 'Mendoza, Mendoza',
  price: 2850,
  cargoType: 'wine',
  createdAt: '2026-11-22T10:00:00+00:00',
});
const cordoba = makeListing({
  title: 'Ladrillos',
  origin: 'Rosario',
  destination: 'Córdoba, Córdoba',
  price: 1450.5,
  cargoType: 'brick',
  createdAt: '2026-11-21T10:00:00+00:00',
});
const neuquen = makeListing({
  title: 'Frutas',
  origin: 'Neuquén',
  destination: 'Mar del Plata',
  price: 3200,
  cargoType: 'food',
  createdAt: '2026-11-20T10:00:00+00:00',
});

beforeEach(() => {
  auth = fakeAuth();
  backend.listings = [mendoza, cordoba, neuquen];
  backend.fail = false;
  backend.calls = [];
});

describe('ListingsBrowser', () => {
  it('shows skeletons, then the pending listings newest first', async () => {
    renderBrowser();
    expect(screen.getByText('Cargando listados de carga…')).toBeInTheDocument();
    await screen.findAllByTestId('listing-card');
    expect(cardTitles()).toEqual(['Vinos Malbec', 'Ladrillos', 'Frutas']);
    expect(screen.getByText('3 cargas encontradas')).toBeInTheDocument();
  });

  it('searches on Buscar, accent-insensitively, and keeps the term in the URL', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findAllByTestId('listing-card');
    const box = screen.getByRole('searchbox', { name: 'Buscar cargas' });
    expect(box).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/origen, destino o palabras clave/),
    );

    await user.type(box, 'cordoba');
    expect(screen.getByTestId('location')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Ladrillos']));
    expect(screen.getByTestId('location')).toHaveTextContent('?q=cordoba');
  });

  it('searches on Enter', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findAllByTestId('listing-card');
    await user.type(screen.getByRole('searchbox'), 'mendoza{Enter}');
    await waitFor(() => expect(cardTitles()).toEqual(['Vinos Malbec']));
  });

  it('sorts immediately, keeping the search', async () => {
    const user = userEvent.setup();
    renderBrowser('/listings?q=a');
    await screen.findAllByTestId('listing-card');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'price_low');
    await waitFor(() => expect(cardTitles()).toEqual(['Ladrillos', 'Vinos Malbec', 'Frutas']));
    expect(screen.getByTestId('location')).toHaveTextContent('?q=a&sort=price_low');
    const prices = screen
      .getAllByTestId('listing-price')
      .map((p) => p.textContent?.replace(/\s/g, ' '));
    expect(prices).toEqual(['1.450,50 €', '2.850,00 €', '3.200,00 €']);
  });

  it('opens Filtros avanzados and filters by cargo type at once', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findAllByTestId('listing-card');
    const toggle = screen.getByRole('button', { name: /Filtros avanzados/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Tipo de mercadería')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Tipo de carga')).toHaveValue('all');
    expect(screen.getByLabelText('Tipo de vehículo')).toHaveValue('all');
    await user.selectOptions(screen.getByLabelText('Tipo de mercadería'), 'food');
    await waitFor(() => expect(cardTitles()).toEqual(['Frutas']));
    expect(screen.getByTestId('location')).toHaveTextContent('?cargoType=food');

    await user.selectOptions(screen.getByLabelText('Tipo de mercadería'), 'all');
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.getByTestId('location')).toHaveTextContent('');
  });

  it('restores search, sort and filters from a shared link', async () => {
    renderBrowser('/listings?q=Mendoza&sort=price_high&cargoType=wine');
    await waitFor(() => expect(cardTitles()).toEqual(['Vinos Malbec']));
    expect(screen.getByRole('searchbox')).toHaveValue('Mendoza');
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('price_high');
    expect(screen.getByLabelText('Tipo de mercadería')).toHaveValue('wine');
    expect(backend.calls.at(-1)).toEqual({
      fn: 'search_listings',
      args: {
        p_search: 'Mendoza',
        p_cargo_type: 'wine',
        p_load_type: 'all',
        p_vehicle_type: 'all',
        p_sort: 'price_high',
        p_limit: 12,
      },
    });
  });

  it("says on a card how many transporters offered on it ('N propuestas')", async () => {
    renderBrowser();
    const cards = await screen.findAllByTestId('listing-card');
    expect(await within(cards[0]).findByText('2 propuestas')).toBeInTheDocument();
    expect(within(cards[1]).queryByTestId('proposal-count')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findAllByTestId('listing-card');
    await user.type(screen.getByRole('searchbox'), 'zzz{Enter}');
    expect(await screen.findByText('No se encontraron listados de carga')).toBeInTheDocument();
    expect(
      screen.getByText('Intenta ajustar tus criterios de búsqueda o filtrado.'),
    ).toBeInTheDocument();
  });

  it('loads more listings a page at a time', async () => {
    const user = userEvent.setup();
    backend.listings = Array.from({ length: 15 }, (_, i) =>
      makeListing({
        title: `Carga ${i + 1}`,
        createdAt: `2026-11-${String(i + 1).padStart(2, '0')}T10:00:00+00:00`,
      }),
    );
    renderBrowser();
    await screen.findAllByTestId('listing-card');
    expect(cardTitles()).toHaveLength(12);
    expect(cardTitles()[0]).toBe('Carga 15');
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(15));
    expect(cardTitles().at(-1)).toBe('Carga 1');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    // The second page started after the first page's last card, in the same order.
    expect(backend.calls.at(-1)).toMatchObject({
      args: { p_after_key: '2026-11-04T10:00:00+00:00', p_after_id: backend.listings[3].id },
    });
  });

  it("past the count limit says 'Más de 1.000 cargas' and keeps loading", async () => {
    const user = userEvent.setup();
    backend.listings = Array.from({ length: LISTINGS_COUNT_LIMIT + 13 }, (_, i) =>
      makeListing({ title: `Carga ${i + 1}`, price: i + 1 }),
    );
    renderBrowser('/listings?sort=price_low');
    await screen.findAllByTestId('listing-card');
    expect(screen.getByText('Más de 1.000 cargas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(24));
    expect(cardTitles().at(-1)).toBe('Carga 24');
    expect(backend.calls.at(-1)).toMatchObject({ args: { p_after_key: '12' } });
  });

  it('explains a failure in Spanish and retries', async () => {
    const user = userEvent.setup();
    backend.fail = true;
    renderBrowser();
    expect(
      await screen.findByText(
        'No se pudo conectar con el servidor. Comprueba tu conexión a internet.',
      ),
    ).toBeInTheDocument();
    backend.fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
  });

  it("lets a signed-in transporter save the current search as an alert ('Guardar alerta')", async () => {
    const user = userEvent.setup();
    auth = fakeSignedIn('transporter');
    renderBrowser('/listings?q=Mendoza&sort=price_high&cargoType=wine');
    await user.click(await screen.findByRole('button', { name: 'Guardar alerta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar alerta' });
    expect(dialog).toHaveTextContent('«Mendoza» · Mercadería: Vinos');
    const name = within(dialog).getByLabelText(/Nombre de la alerta/);
    expect(name).toHaveValue('Mendoza');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar alerta' }));
    expect(await within(dialog).findByText('Ingresa un nombre para la alerta')).toBeInTheDocument();
    await user.type(name, 'Vinos de Mendoza');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar alerta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls).toContainEqual({
      table: 'saved_alerts',
      row: {
        name: 'Vinos de Mendoza',
        search: 'Mendoza',
        cargo_type: 'wine',
        load_type: 'all',
        vehicle_type: 'all',
      },
    });
  });

  it.each([
    ['a visitor', fakeAuth()],
    ['a shipper', fakeSignedIn('shipper')],
  ])('offers %s no alert to save', async (_who, who) => {
    auth = who;
    renderBrowser();
    await screen.findAllByTestId('listing-card');
    expect(screen.queryByRole('button', { name: 'Guardar alerta' })).not.toBeInTheDocument();
  });
});
