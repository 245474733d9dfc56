import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ListingProposalsSection } from './listing-proposals-section';

const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
const { rpc } = fake;
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const row = (
  id: string,
  name: string,
  price: number,
  status = 'pending',
  {
    version = 1,
    needs_reconfirmation = false,
    turn = 'shipper',
    shipper_counters = 0,
    valid_until = '2099-01-01T00:00:00Z',
    history = [{ side: 'transporter', price, created_at: '2026-11-22T10:00:00Z' }],
  } = {},
) => ({
  id,
  transporter_id: `t-${id}`,
  price,
  message: `Mensaje de ${name}`,
  status,
  created_at: '2026-11-22T10:00:00Z',
  version,
  needs_reconfirmation,
  turn,
  shipper_counters,
  transporter_counters: 0,
  valid_until,
  history,
  carrier_name: name,
  carrier_company: `${name} SRL`,
  carrier_vehicle_types: ['truck_large', 'refrigerated'],
});

function renderSection(listingPending = true) {
  renderWithProviders(<ListingProposalsSection listingId="l1" listingPending={listingPending} />);
  return userEvent.setup();
}

let proposals: ReturnType<typeof row>[];
beforeEach(() => {
  proposals = [row('a', 'Martín Gómez', 2500), row('b', 'Pablo Díaz', 2300)];
  toasts.success.mockReset();
  toasts.error.mockReset();
  rpc.mockReset();
  rpc.mockImplementation(async (fn, args) => {
    if (fn === 'listing_proposals') return { data: proposals, error: null };
    // Martín Gómez (t-a) is a verified transporter with two ratings; Pablo Díaz has neither.
    if (fn === 'trust_marks') {
      const people = (args as { p_user_ids: string[] }).p_user_ids;
      const marks = people.map((id) =>
        id === 't-a'
          ? { user_id: id, verified_transporter: true, rating_average: 4.5, rating_count: 2 }
          : { user_id: id, verified_transporter: false, rating_average: null, rating_count: 0 },
      );
      return { data: marks, error: null };
    }
    return { data: null, error: null };
  });
});

describe('ListingProposalsSection', () => {
  it("lists 'Propuestas (N)' with each transporter's name, company, vehicles, price and message", async () => {
    renderSection();
    // The first render of the file loads Radix and the query: allow a busy machine its time.
    expect(
      await screen.findByRole('heading', { name: 'Propuestas (2)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const [first] = screen.getAllByTestId('listing-proposal');
    expect(first).toHaveTextContent('Martín Gómez');
    expect(first).toHaveTextContent('Martín Gómez SRL');
    expect(first).toHaveTextContent('Vehículos: Camión Grande, Refrigerado');
    expect(first).toHaveTextContent('2.500,00 €');
    expect(first).toHaveTextContent('Mensaje de Martín Gómez');
    expect(within(first).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });

  it('asks ¿Aceptar esta propuesta? and accepts only on Confirmar', async () => {
    const user = renderSection();
    const [first] = await screen.findAllByTestId('listing-proposal');
    await user.click(within(first).getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Aceptar esta propuesta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(rpc).not.toHaveBeenCalledWith('accept_proposal', expect.anything());

    await user.click(within(first).getByRole('button', { name: 'Aceptar' }));
    const again = await screen.findByRole('alertdialog', { name: '¿Aceptar esta propuesta?' });
    await user.click(within(again).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Propuesta aceptada'));
    // The terms on screen go with the acceptance: the database refuses any others.
    expect(rpc).toHaveBeenCalledWith('accept_proposal', {
      p_proposal_id: 'a',
      p_price: 2500,
      p_version: 1,
    });
  });

  it('says the offer changed and shows its new price when the transporter edited it meanwhile', async () => {
    proposals = [row('a', 'Martín Gómez', 2500, 'pending', { version: 3 })];
    rpc.mockImplementation(async (fn) => {
      if (fn !== 'accept_proposal')
        return { data: fn === 'listing_proposals' ? proposals : null, error: null };
      // The transporter raised its price after the list was loaded.
      proposals = [row('a', 'Martín Gómez', 9000, 'pending', { version: 4 })];
      return { data: null, error: { code: 'P0001', message: 'proposal_changed' } };
    });
    const user = renderSection();
    const [first] = await screen.findAllByTestId('listing-proposal');
    await user.click(within(first).getByRole('button', { name: 'Aceptar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'La propuesta cambió: revisa el nuevo precio',
      }),
    );
    expect(rpc).toHaveBeenCalledWith('accept_proposal', {
      p_proposal_id: 'a',
      p_price: 2500,
      p_version: 3,
    });
    await waitFor(() =>
      expect(screen.getByTestId('listing-proposal')).toHaveTextContent('9.000,00 €'),
    );
  });

  it('cannot accept an offer that awaits its transporter’s confirmation after the load changed', async () => {
    proposals = [row('a', 'Martín Gómez', 2500, 'pending', { needs_reconfirmation: true })];
    renderSection();
    const [first] = await screen.findAllByTestId('listing-proposal');
    expect(first).toHaveTextContent(
      'Cambiaste la carga: esperando que el transportista confirme su propuesta.',
    );
    expect(within(first).getByRole('button', { name: 'Aceptar' })).toBeDisabled();
  });

  it('counters on its turn: the price shown must change, and the version shown goes with it', async () => {
    proposals = [row('a', 'Martín Gómez', 2500, 'pending', { version: 3, shipper_counters: 3 })];
    const user = renderSection();
    const [first] = await screen.findAllByTestId('listing-proposal');
    await user.click(within(first).getByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contraofertar' });
    expect(dialog).toHaveTextContent('Precio actual: 2.500,00 €. Te quedan 2 contraofertas.');
    const price = within(dialog).getByLabelText(/^Tu precio/);
    await user.type(price, '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Contraofertar' }));
    expect(
      await within(dialog).findByText('La contraoferta debe tener un precio distinto del actual'),
    ).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalledWith('counter_proposal', expect.anything());

    await user.clear(price);
    await user.type(price, '2200,50');
    await user.click(within(dialog).getByRole('button', { name: 'Contraofertar' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Contraoferta enviada'));
    expect(rpc).toHaveBeenCalledWith('counter_proposal', {
      p_proposal_id: 'a',
      p_version: 3,
      p_price: 2200.5,
    });
  });

  it('waits for the transporter after its counter: no Aceptar, the history shown', async () => {
    proposals = [
      row('a', 'Martín Gómez', 2200, 'pending', {
        version: 2,
        turn: 'transporter',
        shipper_counters: 1,
        history: [
          { side: 'transporter', price: 2500, created_at: '2026-11-22T10:00:00Z' },
          { side: 'shipper', price: 2200, created_at: '2026-11-23T09:30:00Z' },
        ],
      }),
    ];
    renderSection();
    const [first] = await screen.findAllByTestId('listing-proposal');
    expect(first).toHaveTextContent('Esperando la respuesta del transportista a tu contraoferta.');
    const history = within(first).getByRole('list', { name: 'Historial de la negociación' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // Who, how much and when (the time in the reader's zone).
      expect.stringMatching(/^Oferta inicial: 2\.500,00\s€ · 22 nov 2026, \d{2}:\d{2}$/),
      expect.stringMatching(
        /^Contraoferta del dador de carga: 2\.200,00\s€ · 23 nov 2026, \d{2}:\d{2}$/,
      ),
    ]);
    expect(first).toHaveTextContent(/Válida hasta/);
    expect(within(first).queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Contraofertar' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });

  it("offers no counter after the shipper's fifth, and says 'Vencida' when the offer expired", async () => {
    proposals = [
      row('a', 'Martín Gómez', 2500, 'pending', { shipper_counters: 5 }),
      row('b', 'Pablo Díaz', 2300, 'pending', { valid_until: '2026-01-01T00:00:00Z' }),
    ];
    renderSection();
    const [first, second] = await screen.findAllByTestId('listing-proposal');
    expect(within(first).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Contraofertar' })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Vencida');
    expect(second).not.toHaveTextContent(/Válida hasta/);
    expect(within(second).queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Contraofertar' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });

  it('says in Spanish why an acceptance failed', async () => {
    rpc.mockImplementation(async (fn) =>
      fn === 'listing_proposals'
        ? { data: proposals, error: null }
        : { data: null, error: { code: 'P0001', message: 'listing_not_pending' } },
    );
    const user = renderSection();
    const [first] = await screen.findAllByTestId('listing-proposal');
    await user.click(within(first).getByRole('button', { name: 'Aceptar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'Esta carga ya fue asignada',
      }),
    );
  });

  it('shows what became of each proposal once the listing is assigned', async () => {
    proposals = [
      row('a', 'Martín Gómez', 2500, 'accepted'),
      row('b', 'Pablo Díaz', 2300, 'rejected'),
    ];
    renderSection(false);
    const items = await screen.findAllByTestId('listing-proposal');
    expect(items[0]).toHaveTextContent('Aceptada');
    expect(items[1]).toHaveTextContent('Rechazada');
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
  });

  it("shows 'Transportista verificado' and each transporter's rating, and can show only verified ones", async () => {
    const user = renderSection();
    const items = await screen.findAllByTestId('listing-proposal');
    await waitFor(() => expect(items[0]).toHaveTextContent('Transportista verificado'));
    expect(items[0]).toHaveTextContent('4,5 de 5 (2 calificaciones)');
    await waitFor(() => expect(items[1]).toHaveTextContent('Sin calificaciones'));
    expect(items[1]).not.toHaveTextContent('Transportista verificado');

    await user.click(screen.getByRole('checkbox', { name: 'Solo transportistas verificados' }));
    const shown = screen.getAllByTestId('listing-proposal');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Martín Gómez');

    await user.click(screen.getByRole('checkbox', { name: 'Solo transportistas verificados' }));
    expect(screen.getAllByTestId('listing-proposal')).toHaveLength(2);
  });
});
