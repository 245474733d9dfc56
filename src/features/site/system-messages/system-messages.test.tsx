import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { SYSTEM_MESSAGES } from './messages';
import { SystemMessagesSection } from './system-messages';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

function shownTitles() {
  const list = screen.queryByRole('list', { name: 'Mensajes del sistema' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}

describe('SystemMessagesSection', () => {
  beforeEach(() => {
    localStorage.clear();
    toastSuccess.mockClear();
  });

  it('shows the five kinds, with the spec’s samples among them', () => {
    renderWithProviders(<SystemMessagesSection />);
    expect(shownTitles()).toEqual(SYSTEM_MESSAGES.map((message) => message.title));
    expect(SYSTEM_MESSAGES.map((message) => message.kind)).toEqual([
      'success',
      'error',
      'warning',
      'info',
      'admin',
    ]);
    expect(screen.getByText('Error de Conexión')).toBeInTheDocument();
    expect(screen.getByText(/Verifica tu conexión a internet/)).toBeInTheDocument();
    expect(screen.getByText('Datos Incompletos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restaurar Mensajes' })).toBeDisabled();
  });

  it('dismisses one with a toast, keeps it dismissed after a remount, and restores all', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SystemMessagesSection />);

    await user.click(screen.getByRole('button', { name: 'Descartar Error de Conexión' }));
    expect(screen.queryByText('Error de Conexión')).not.toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('Notificación descartada');
    expect(shownTitles()).toHaveLength(4);

    unmount();
    renderWithProviders(<SystemMessagesSection />);
    expect(screen.queryByText('Error de Conexión')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restaurar Mensajes' }));
    expect(shownTitles()).toEqual(SYSTEM_MESSAGES.map((message) => message.title));
    expect(screen.getByRole('button', { name: 'Restaurar Mensajes' })).toBeDisabled();
  });

  it('says so when every message is dismissed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SystemMessagesSection />);
    for (const message of SYSTEM_MESSAGES) {
      await user.click(screen.getByRole('button', { name: `Descartar ${message.title}` }));
    }
    expect(screen.getByText('No hay mensajes para mostrar.')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledTimes(5);
  });
});
