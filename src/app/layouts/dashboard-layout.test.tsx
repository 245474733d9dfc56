import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { DashboardLayout, type DashboardLayoutProps } from './dashboard-layout';

function renderLayout(props: DashboardLayoutProps, path: string) {
  const base = props.dashboard === 'shipper' ? paths.shipperDashboard : paths.transporterDashboard;
  const router = createMemoryRouter(
    [
      {
        path: base,
        element: <DashboardLayout {...props} />,
        children: [
          { path: '*', element: <h1>Sección</h1> },
          { index: true, element: <h1>Resumen</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DashboardLayout', () => {
  // jsdom's accessible names drop the space Chromium keeps before the parenthesis.
  it('shows unread messages and invitations to answer beside their sections, none at 0', () => {
    renderLayout(
      { dashboard: 'transporter', badges: { messages: 3, invitations: 0 } },
      paths.transporterDashboard,
    );
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    expect(within(nav).getByRole('link', { name: /^Mensajes ?\(3 sin leer\)$/ })).toHaveAttribute(
      'href',
      paths.transporterMessages,
    );
    expect(within(nav).getByRole('link', { name: 'Camión disponible' })).toBeInTheDocument();
  });

  it('caps a badge at 99+ and says the count in full to a screen reader', () => {
    renderLayout(
      { dashboard: 'transporter', badges: { invitations: 120 } },
      paths.transporterDashboard,
    );
    const link = screen.getByRole('link', { name: /^Camión disponible ?\(120 sin responder\)$/ });
    expect(link).toHaveTextContent('99+');
  });

  it('lists the shipper sections of the spec', () => {
    renderLayout({ dashboard: 'shipper' }, paths.shipperDashboard);
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      paths.shipperDashboard,
      paths.shipperDocuments,
      paths.shipperShipments,
      paths.shipperHistory,
      paths.shipperNetwork,
      paths.shipperFinances,
      paths.shipperInvoices,
      paths.shipperMessages,
      paths.shipperNotifications,
      paths.shipperFaqDashboard,
      paths.shipperProfile,
    ]);
    expect(within(nav).getByRole('link', { name: 'Resumen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists the transporter sections of the spec', () => {
    renderLayout({ dashboard: 'transporter' }, paths.transporterAvailable);
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      paths.transporterDashboard,
      paths.transporterAvailable,
      paths.transporterDocuments,
      paths.transporterFreights,
      paths.transporterAvailability,
      paths.transporterAlerts,
      paths.transporterFinances,
      paths.transporterInvoices,
      paths.transporterMessages,
      paths.transporterNotifications,
      paths.transporterFaqDashboard,
      paths.transporterProfile,
    ]);
    expect(within(nav).getByRole('link', { name: 'Cargas Disponibles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Resumen' })).not.toHaveAttribute('aria-current');
  });

  it('toggles the sidebar on a phone and closes it after choosing a section', async () => {
    const user = userEvent.setup();
    const router = renderLayout({ dashboard: 'shipper' }, paths.shipperDashboard);
    const toggle = screen.getByRole('button', { name: 'Menú del panel' });
    const sidebar = document.getElementById('dashboard-sidebar');
    expect(toggle).toHaveAttribute('aria-controls', 'dashboard-sidebar');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).not.toHaveClass('hidden');

    await user.click(screen.getByRole('link', { name: 'Documentos' }));
    expect(router.state.location.pathname).toBe(paths.shipperDocuments);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out through its onSignOut prop', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderLayout({ dashboard: 'transporter', onSignOut }, paths.transporterDashboard);
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('disables sign-out until a handler is wired', () => {
    renderLayout({ dashboard: 'shipper' }, paths.shipperDashboard);
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeDisabled();
  });
});
