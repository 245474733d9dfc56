import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeQuery } from '@/testing/fake-supabase';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { FREIGHTS_PAGE_SIZE } from '../api/freights-fetch';
import { MyFreights } from './my-freights';

// Mis Fletes answers as `answers.freights` says; each card's contact and ratings: none.
const { fake, answers } = await vi.hoisted(async () => {
  const answers = { freights: (_query: FakeQuery): FakeAnswer => ({ data: [], error: null }) };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    fallback: { data: [], error: null },
    tables: { cargo_listings: (query) => answers.freights(query) },
  });
  return { fake, answers };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

/** `count` loads, two picked up each day, titled 'Flete 1', 'Flete 2', … in Mis Fletes' order. */
const freights = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `f${String(i + 1).padStart(3, '0')}`,
    shipper_id: '11111111-1111-4111-8111-111111111111',
    title: `Flete ${i + 1}`,
    origin: 'Mendoza, Mendoza',
    destination: 'Córdoba, Córdoba',
    pickup_date: `2026-12-${String(10 + Math.floor(i / 2)).padStart(2, '0')}`,
    delivery_date: '2026-12-30',
    weight_kg: 1000,
    price: 1500,
    status: 'assigned',
  }));

/** The rows after the cursor the query's filter names (its last id), as many as it asks. */
function answerFreights(total: number) {
  const all = freights(total);
  return (query: FakeQuery): FakeAnswer => {
    const arg = (method: string) => query.calls.find((call) => call.method === method)?.args[0];
    const lastId = (arg('or') as string | undefined)?.match(/id\.gt\.(\w+)/)?.[1];
    const start = lastId ? all.findIndex((freight) => freight.id === lastId) + 1 : 0;
    return { data: all.slice(start, start + (arg('limit') as number)), error: null };
  };
}

beforeEach(() => vi.clearAllMocks());

describe('MyFreights', () => {
  it('shows a page of loads, then the ones after the last shown with Cargar más', async () => {
    answers.freights = answerFreights(FREIGHTS_PAGE_SIZE + 1);
    const user = userEvent.setup();
    renderWithProviders(<MyFreights />, { auth: fakeSignedIn('transporter') });
    expect(await screen.findByText(`Flete ${FREIGHTS_PAGE_SIZE}`)).toBeInTheDocument();
    expect(screen.getAllByTestId('freight')).toHaveLength(FREIGHTS_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText(`Flete ${FREIGHTS_PAGE_SIZE + 1}`)).toBeInTheDocument();
    expect(screen.getAllByTestId('freight')).toHaveLength(FREIGHTS_PAGE_SIZE + 1);
    const last = freights(FREIGHTS_PAGE_SIZE).at(-1)!;
    expect(fake.table('cargo_listings').gte).toHaveBeenLastCalledWith(
      'pickup_date',
      last.pickup_date,
    );
    expect(fake.table('cargo_listings').or).toHaveBeenLastCalledWith(
      `pickup_date.gt.${last.pickup_date},id.gt.${last.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('says so when the transporter has no loads yet', async () => {
    answers.freights = answerFreights(0);
    renderWithProviders(<MyFreights />, { auth: fakeSignedIn('transporter') });
    expect(await screen.findByText('Todavía no tienes fletes asignados')).toBeInTheDocument();
  });

  it('keeps the loads it has in view when reading them again fails (no network)', async () => {
    answers.freights = answerFreights(2);
    const { queryClient } = renderWithProviders(<MyFreights />, {
      auth: fakeSignedIn('transporter'),
    });
    expect(await screen.findByText('Flete 2')).toBeInTheDocument();
    answers.freights = () => ({ data: null, error: { message: 'Failed to fetch', code: '' } });
    await queryClient.refetchQueries();
    expect(
      await screen.findByText('No se pudo actualizar: se muestran los últimos datos guardados.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Flete 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
