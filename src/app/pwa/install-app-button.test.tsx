import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstallOffer } from './install-offer';
import { InstallAppButton } from './install-app-button';

const offer = vi.hoisted(() => ({ current: { kind: 'none' } as InstallOffer }));
vi.mock('./install-offer', () => ({ useInstallOffer: () => offer.current }));

describe('InstallAppButton', () => {
  it("shows the browser's prompt on a tap where the browser offers installing", async () => {
    const install = vi.fn(() => Promise.resolve());
    offer.current = { kind: 'prompt', install };
    render(<InstallAppButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Instalar la app' }));
    expect(install).toHaveBeenCalledOnce();
  });

  it('tells an iPhone how to add it to the Home Screen', async () => {
    offer.current = { kind: 'ios' };
    render(<InstallAppButton />);
    const button = screen.getByRole('button', { name: 'Instalar la app' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Agregar a inicio/)).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Agregar a inicio/)).toBeVisible();
  });

  it('offers nothing once installed or where the browser cannot install', () => {
    offer.current = { kind: 'none' };
    const { container } = render(<InstallAppButton />);
    expect(container).toBeEmptyDOMElement();
  });
});
