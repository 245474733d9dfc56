import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer } from '@/testing/fake-supabase';
import { fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { ProtectedPaymentPanel } from './protected-payment-panel';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const invoke = vi.hoisted(() => vi.fn());
vi.mock('@/lib/functions', () => ({ invokeFunction: invoke }));

const QUOTE = {
  amount_eur: 1500,
  ars_per_eur: 1100,
  amount_ars: 1_650_000,
  fee_ars: 82_500,
  mode: 'reserve',
  public_key: 'APP_USR-pk',
};
const PAYMENT = {
  status: 'reserved',
  mode: 'reserve',
  amount_eur: 1500,
  ars_per_eur: 1100,
  amount_ars: 1_650_000,
  captured_ars: null,
  settled_ars: null,
  reserved_at: '2026-11-29T10:00:00Z',
  paid_at: null,
  due_on: null,
  checkout_url: null,
};

const { fake, answers } = await vi.hoisted(async () => {
  const answers = {
    payment: (): FakeAnswer => ({ data: [], error: null }),
    quote: (): FakeAnswer => ({ data: [], error: null }),
  };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    rpc: { protected_payment_quote: () => answers.quote() },
    tables: { protected_payments: () => answers.payment() },
  });
  return { fake, answers };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

const fetchSpy = vi.spyOn(globalThis, 'fetch');

beforeEach(() => {
  vi.clearAllMocks();
  answers.payment = () => ({ data: [], error: null });
  answers.quote = () => ({ data: [QUOTE], error: null });
});

function renderPanel(props: Partial<Parameters<typeof ProtectedPaymentPanel>[0]> = {}) {
  renderWithProviders(
    <ProtectedPaymentPanel listingId="l1" role="shipper" open conformed={false} {...props} />,
    { auth: fakeSignedIn(props.role ?? 'shipper') },
  );
  return userEvent.setup();
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '5031 7557 3453 0604') {
  await user.type(await screen.findByLabelText(/Número de tarjeta/), number);
  await user.type(screen.getByLabelText(/Vencimiento/), '11/30');
  await user.type(screen.getByLabelText(/Código de seguridad/), '123');
  await user.type(screen.getByLabelText(/Nombre como figura/), 'APRO');
  await user.type(screen.getByLabelText(/Correo para el comprobante/), 'dador@example.com');
}

describe('ProtectedPaymentPanel', () => {
  it('shows the shipper the pesos and the rate, tokenizes the card and reserves the quote', async () => {
    fetchSpy.mockResolvedValueOnce(
      new Response(JSON.stringify({ id: 'tok_123456789' }), { status: 201 }),
    );
    invoke.mockResolvedValue({ status: 'reserved' });
    const user = renderPanel();
    expect(
      await screen.findByText(/Reservás \$\s1\.650\.000,00 en Mercado Pago/),
    ).toBeInTheDocument();
    expect(screen.getByText(/1\.500,00\s€ a \$\s1\.100,00 por euro/)).toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /Reservar \$\s1\.650\.000,00/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Pago reservado'));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/_fake\/mercadopago\/v1\/card_tokens\?public_key=APP_USR-pk$/);
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      card_number: '5031755734530604',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: 'APRO' },
    });
    expect(invoke).toHaveBeenCalledWith(
      'mercadopago-payments',
      {
        action: 'reserve',
        listingId: 'l1',
        amountArs: 1_650_000,
        cardToken: 'tok_123456789',
        paymentMethodId: 'master',
        payerEmail: 'dador@example.com',
      },
      fake.client.auth,
      expect.any(Function),
    );
  });

  it('says in the form when the card is invalid or rejected, and keeps what was typed', async () => {
    const user = renderPanel();
    await user.type(await screen.findByLabelText(/Número de tarjeta/), '1234');
    await user.click(screen.getByRole('button', { name: /Reservar/ }));
    expect(
      await screen.findByText('Ingresá los 15 o 16 números de la tarjeta'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ingresá el vencimiento como MM/AA')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Número de tarjeta/));
    await fillCard(user);
    fetchSpy.mockResolvedValueOnce(
      new Response(JSON.stringify({ id: 'tok_abcdefgh' }), { status: 201 }),
    );
    invoke.mockResolvedValue({ status: 'rejected' });
    await user.click(screen.getByRole('button', { name: /Reservar/ }));
    expect(
      await screen.findByText('Mercado Pago rechazó la tarjeta. Probá con otra.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo para el comprobante/)).toHaveValue('dador@example.com');
  });

  it('shows nothing when the transporter does not take Mercado Pago', async () => {
    answers.quote = () => ({ data: [], error: null });
    renderPanel();
    await waitFor(() => expect(fake.client.rpc).toHaveBeenCalled());
    // The answer's render, and then nothing of Pago protegido.
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading', { name: 'Pago protegido' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Mercado Pago/);
  });

  it('says when the delivery is too far for a reservation', async () => {
    answers.quote = () => ({ data: [{ ...QUOTE, mode: 'on_delivery' }], error: null });
    renderPanel();
    expect(await screen.findByText(/una reserva de Mercado Pago dura 7/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Número de tarjeta/)).not.toBeInTheDocument();
  });

  it('shows the transporter the reservation, and captures it once the receipt is conformed', async () => {
    answers.payment = () => ({ data: [PAYMENT], error: null });
    invoke.mockResolvedValue({ status: 'paid' });
    renderPanel({ role: 'transporter', conformed: true });
    expect(await screen.findByText('Pago reservado')).toBeInTheDocument();
    expect(screen.getByText(/reservados por el dador: se acreditan/)).toBeInTheDocument();
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith(
        'mercadopago-payments',
        { action: 'capture', listingId: 'l1' },
        fake.client.auth,
        expect.any(Function),
      ),
    );
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Cobrar el pago|Cobrando…/ })).toBeInTheDocument();
  });

  it('offers the card again after a rejected payment, and nothing to a transporter without one', async () => {
    answers.payment = () => ({ data: [{ ...PAYMENT, status: 'rejected' }], error: null });
    renderPanel();
    expect(await screen.findByText('Pago rechazado')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Número de tarjeta/)).toBeInTheDocument();
  });

  it("after the conformity, with nothing reserved, leaves for Mercado Pago's checkout", async () => {
    answers.quote = () => ({ data: [{ ...QUOTE, mode: 'on_delivery' }], error: null });
    invoke.mockResolvedValue({ checkoutUrl: 'https://mp.example/checkout?pref_id=1' });
    const leave = vi.fn();
    const user = renderPanel({ open: false, conformed: true, leave });
    expect(await screen.findByText(/Pagás \$\s1\.650\.000,00 \(1\.500,00\s€/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: /Pagar \$\s1\.650\.000,00 con Mercado Pago/ }),
    );
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('https://mp.example/checkout?pref_id=1'),
    );
    expect(invoke).toHaveBeenCalledWith(
      'mercadopago-payments',
      { action: 'checkout', listingId: 'l1', amountArs: 1_650_000 },
      fake.client.auth,
      expect.any(Function),
    );
  });

  it("shows 'Pago al entregar' to both, the link's pesos to the shipper, and says a refusal", async () => {
    const pending = {
      ...PAYMENT,
      status: 'pending',
      mode: 'on_delivery',
      amount_ars: 1_600_000,
      due_on: '2999-12-31',
    };
    answers.payment = () => ({ data: [pending], error: null });
    invoke.mockRejectedValue(new Error('quote_changed'));
    const leave = vi.fn();
    const user = renderPanel({ open: false, conformed: true, leave });
    expect(await screen.findByText('Pago al entregar')).toBeInTheDocument();
    expect(screen.getByText(/con Mercado Pago hasta el 31 dic 2999/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: /Pagar \$\s1\.600\.000,00 con Mercado Pago/ }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Pagar \$\s1\.600\.000,00/ })).toBeEnabled();
  });

  it("shows the transporter a payment on delivery past its day as 'Vencido', with no button", async () => {
    const overdue = { ...PAYMENT, status: 'pending', mode: 'on_delivery', due_on: '2020-01-31' };
    answers.payment = () => ({ data: [overdue], error: null });
    renderPanel({ role: 'transporter', open: false, conformed: true });
    expect(await screen.findByText('Vencido')).toBeInTheDocument();
    expect(
      screen.getByText(/venció el 31 ene 2020 y el dador todavía no lo hizo/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
  });
});
