import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ROUTE, paths } from '@/lib/paths';
import type { FakeAnswer } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { CompanyPage } from './company-page';

// company_profile answers as `answers.company` says; reputation has 4 of 5 pickups on time.
const { fake, answers } = await vi.hoisted(async () => {
  const answers = { company: (): FakeAnswer => ({ data: [], error: null }) };
  const fake = (await import('@/testing/fake-supabase')).fakeSupabase({
    rpc: (fn) =>
      fn === 'company_profile'
        ? answers.company()
        : {
            data: [
              {
                user_id: 't1',
                on_time_pickups: 4,
                pickups: 5,
                on_time_deliveries: null,
                deliveries: 2,
                cancellations: null,
                assignments: 2,
                answer_minutes_median: null,
                answers: 0,
                days_to_pay_median: null,
                paid: 0,
                unpaid: null,
              },
            ],
            error: null,
          },
  });
  return { fake, answers };
});
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));

const transporter = {
  user_id: 't1',
  name: 'Transportes Andinos SRL',
  role: 'transporter',
  verified: true,
  rating_average: 4.5,
  rating_count: 3,
  member_since: '2026-03-10T12:00:00Z',
};

const T1 = '7d2c2d4e-5b8a-4c1e-9f3a-2b6d8e0f1a11';

const renderPage = (id = T1) =>
  renderWithProviders(<CompanyPage />, { path: COMPANY_ROUTE, route: paths.company(id) });

beforeEach(() => vi.clearAllMocks());

describe('CompanyPage', () => {
  it('shows the company’s name, role, badge, stars, history and member-since', async () => {
    answers.company = () => ({ data: [transporter], error: null });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transportes Andinos SRL' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Transportista')).toBeInTheDocument();
    expect(screen.getByText('Transportista verificado')).toBeInTheDocument();
    expect(screen.getByText('4,5 de 5 (3 calificaciones)')).toBeInTheDocument();
    expect(await screen.findByText('Retiros a tiempo: 4 de 5')).toBeInTheDocument();
    // Below 3 events a figure is not shown at all.
    expect(screen.queryByText(/Entregas a tiempo/)).not.toBeInTheDocument();
    expect(screen.getByText('Miembro desde marzo de 2026')).toBeInTheDocument();
    expect(document.title).toBe('Transportes Andinos SRL | ConectaCargas');
    expect(fake.rpc).toHaveBeenCalledWith('company_profile', { p_user_id: T1 });
  });

  it('names a shipper’s badge as a shipper’s', async () => {
    answers.company = () => ({
      data: [{ ...transporter, name: 'Bodegas del Sol S.A.', role: 'shipper' }],
      error: null,
    });
    renderPage();
    expect(await screen.findByText('Dador verificado')).toBeInTheDocument();
    expect(screen.getByText('Dador de carga')).toBeInTheDocument();
  });

  it('says so when a malformed id names no company, without asking the database', async () => {
    renderPage('nadie');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Empresa no encontrada' }),
    ).toBeInTheDocument();
    expect(fake.rpc).not.toHaveBeenCalledWith('company_profile', expect.anything());
  });

  it('says so when there is no such company, with a way on', async () => {
    answers.company = () => ({ data: [], error: null });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Empresa no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cargas' })).toHaveAttribute(
      'href',
      paths.listings,
    );
  });

  it('says why it could not load, and tries again', async () => {
    answers.company = () => ({ data: null, error: { message: 'Failed to fetch', code: '' } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el perfil');
    answers.company = () => ({ data: [transporter], error: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transportes Andinos SRL' }),
    ).toBeInTheDocument();
  });
});
