import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { renderApp } from '@/testing/render-app';

const LINKS: [string, string][] = [
  ['Inicio', paths.home],
  ['Listados de Carga', paths.listings],
  ['Cómo Funciona', paths.howItWorks],
  ['Nosotros', paths.about],
  ['Contacto', paths.contact],
];

function mobileMenu() {
  return screen.getByRole('navigation', { name: 'Principal (móvil)' });
}

describe('SiteNavbar', () => {
  it('links the five sections and the signed-out account actions', async () => {
    await renderApp(paths.about);
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    for (const [label, href] of LINKS) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'href',
      paths.signIn,
    );
    expect(within(banner).getByRole('link', { name: 'Registrarse' })).toHaveAttribute(
      'href',
      paths.register,
    );
  });

  it('marks only the current section as active', async () => {
    await renderApp(paths.about);
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Nosotros' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the mobile menu with its button', async () => {
    const user = userEvent.setup();
    await renderApp(paths.home);
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('navigation', { name: 'Principal (móvil)' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Cerrar menú');
    for (const [label, href] of LINKS) {
      expect(within(mobileMenu()).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(document.getElementById('mobile-menu')).toHaveTextContent('Iniciar Sesión');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Principal (móvil)' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    await renderApp(paths.home);
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu when a link navigates', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp(paths.home);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(within(mobileMenu()).getByRole('link', { name: 'Nosotros' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nosotros' })).toBeInTheDocument();
    expect(location().pathname).toBe(paths.about);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the mobile menu on any navigation, not only its own links', async () => {
    const user = userEvent.setup();
    const { navigate } = await renderApp(paths.home);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await navigate(paths.contact);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
