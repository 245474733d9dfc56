import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataErrorMessages } from '@/lib/data-errors';
import { paths } from '@/lib/paths';
import { renderWithProviders } from '@/testing/render';
import { fakeUser } from '@/testing/fake-auth';
import type { Profile } from './api/profile';
import { ProfileTab } from './profile-tab';

const { fetchProfile, updateProfile } = vi.hoisted(() => ({
  fetchProfile: vi.fn(),
  updateProfile: vi.fn(),
}));

vi.mock('./api/profile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/profile')>()),
  fetchProfile,
  updateProfile,
}));
const fake = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase());
vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
const {
  rpc,
  auth: { updateUser },
} = fake;
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const stored: Profile = {
  id: fakeUser().id,
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  company: null,
  phone: '011 4444 5555',
  address: null,
  description: 'Fletes a todo el país',
  vehicleTypes: ['van'],
  serviceAreas: 'Cuyo',
  taxId: '20123456786',
};

beforeEach(() => {
  vi.clearAllMocks();
  fetchProfile.mockResolvedValue(stored);
  updateProfile.mockImplementation(async (_id: string, update: Partial<Profile>) => ({
    ...stored,
    ...update,
  }));
  updateUser.mockResolvedValue({ data: {}, error: null });
  // 'Así te ven' reads the public page's figures: the company, and its history (none yet).
  rpc.mockImplementation(async (fn: string) =>
    fn === 'company_profile'
      ? {
          data: [
            {
              user_id: stored.id,
              name: 'Lucía Fernández',
              role: 'shipper',
              verified: false,
              rating_average: 4.5,
              rating_count: 2,
              member_since: '2026-11-20T12:00:00Z',
            },
          ],
          error: null,
        }
      : { data: [], error: null },
  );
});

function renderTab(role: 'shipper' | 'transporter', user = fakeUser({ email: stored.email })) {
  renderWithProviders(<ProfileTab user={user} role={role} />);
  return userEvent.setup();
}

describe('ProfileTab', () => {
  it('shows initials, the role badge, name, e-mail and only the details that are present', async () => {
    renderTab('shipper');
    expect(await screen.findByRole('heading', { name: 'Lucía Fernández' })).toBeInTheDocument();
    expect(screen.getByText('LF')).toBeInTheDocument();
    expect(screen.getByText('Dador de Carga')).toBeInTheDocument();
    expect(screen.getByText('lucia@example.com')).toBeInTheDocument();
    expect(screen.getByText('Teléfono')).toBeInTheDocument();
    expect(screen.queryByText('Empresa')).not.toBeInTheDocument();
    const seen = await screen.findByRole('region', { name: 'Así te ven' });
    expect(await within(seen).findByText('4,5 de 5 (2 calificaciones)')).toBeInTheDocument();
    expect(within(seen).getByText('Miembro desde noviembre de 2026')).toBeInTheDocument();
    expect(within(seen).getByRole('link', { name: 'Ver mi perfil público' })).toHaveAttribute(
      'href',
      paths.company(stored.id),
    );
    expect(rpc).toHaveBeenCalledWith('company_profile', { p_user_id: stored.id });
    expect(screen.queryByText('Dirección')).not.toBeInTheDocument();
  });

  it('Cancelar returns to the read view with the original values, nothing saved', async () => {
    const user = renderTab('shipper');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const name = screen.getByLabelText('Nombre Completo');
    await user.clear(name);
    await user.type(name, 'Otro Nombre');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Lucía Fernández' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    expect(screen.getByLabelText('Nombre Completo')).toHaveValue('Lucía Fernández');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('name and e-mail are required, the e-mail valid; nothing is sent', async () => {
    const user = renderTab('shipper');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await user.clear(screen.getByLabelText('Nombre Completo'));
    const email = screen.getByLabelText('Correo Electrónico');
    await user.clear(email);
    await user.type(email, 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(
      await screen.findByText('El nombre debe tener al menos 2 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('Guardar Cambios saves, toasts Perfil actualizado and shows the new values', async () => {
    const user = renderTab('shipper');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await user.type(screen.getByLabelText('Empresa'), 'Frutas del Sur');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Frutas del Sur')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith(
      stored.id,
      expect.objectContaining({ name: 'Lucía Fernández', company: 'Frutas del Sur' }),
      false,
    );
    expect(updateUser).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Perfil actualizado', undefined);
  });

  it("a new e-mail goes through Auth's e-mail change", async () => {
    const user = renderTab('shipper');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const email = screen.getByLabelText('Correo Electrónico');
    await user.clear(email);
    await user.type(email, 'nueva@example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(updateUser).toHaveBeenCalledWith(
        { email: 'nueva@example.com' },
        { emailRedirectTo: expect.stringMatching(/\/shipper-dashboard\/profile$/) as string },
      ),
    );
  });

  it('while a change is pending it says so', async () => {
    renderTab('shipper', fakeUser({ email: stored.email, new_email: 'nueva@example.com' }));
    const status = (
      await screen.findByText(/Confirma el cambio desde tu correo actual y desde el nuevo/)
    ).closest('p');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('nueva@example.com');
  });

  it('a transporter edits the service too, with the vehicle chips', async () => {
    const user = renderTab('transporter');
    expect(await screen.findByText('Transportista')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    await user.selectOptions(screen.getByLabelText('Tipos de vehículo'), 'flatbed');
    const chips = within(screen.getByRole('list', { name: 'Vehículos seleccionados' }));
    expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Furgoneta',
      'Plataforma',
    ]);
    await user.clear(screen.getByLabelText('Áreas de servicio'));
    await user.type(screen.getByLabelText('Áreas de servicio'), 'Todo el país');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(updateProfile).toHaveBeenCalledWith(
        stored.id,
        expect.objectContaining({ vehicleTypes: ['van', 'flatbed'], serviceAreas: 'Todo el país' }),
        true,
      ),
    );
  });

  it('a refused save keeps the form and explains why', async () => {
    updateProfile.mockRejectedValue(new Error('boom'));
    const user = renderTab('shipper');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(dataErrorMessages.generic);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeInTheDocument();
  });
});
