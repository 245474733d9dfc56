import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { paths } from '@/lib/paths';

describe('NotFoundPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the message, links home and logs the unknown path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { location } = await renderApp('/cargas/inexistente?x=1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    // Logged by an effect, which may run after the heading is on screen.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.any(String), '/cargas/inexistente'),
    );

    const home = screen.getByRole('link', { name: 'Volver al inicio' });
    expect(home).toHaveAttribute('href', paths.home);
    await user.click(home);
    expect(location().pathname).toBe(paths.home);
  });
});
