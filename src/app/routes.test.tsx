import { screen, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import type { RequireRoleProps } from '@/auth';
import { paths } from '@/lib/paths';
import { pageTitle } from '@/lib/use-page-title';
import { preloadPageModules } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';

// Pages that other features build are replaced by stubs whose h1 names the module: this test
// checks which module each path mounts, not what those pages do. Site pages render for real.
const { stubPage } = vi.hoisted(() => ({
  stubPage: async (module: string, name: string) => {
    const { createElement } = await import('react');
    return { [name]: () => createElement('h1', null, module) };
  },
}));

// RequireRole is tested on its own (src/auth/require-role.test.tsx); here it lets every role in,
// except in the test that checks the dashboards are guarded at all.
const guard = vi.hoisted(() => ({ open: true }));
vi.mock('@/auth/require-role', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/auth/require-role')>();
  return {
    RequireRole: (props: RequireRoleProps): ReactNode =>
      guard.open ? props.children : createElement(actual.RequireRole, props),
  };
});

vi.mock('@/features/accounts/pages/sign-in-page', () => stubPage('accounts/sign-in', 'SignInPage'));
vi.mock('@/features/accounts/pages/register-page', () =>
  stubPage('accounts/register', 'RegisterPage'),
);
vi.mock('@/features/accounts/pages/shipper-signup-page', () =>
  stubPage('accounts/shipper-signup', 'ShipperSignupPage'),
);
vi.mock('@/features/accounts/pages/transporter-signup-page', () =>
  stubPage('accounts/transporter-signup', 'TransporterSignupPage'),
);
vi.mock('@/features/accounts/pages/reset-password-page', () =>
  stubPage('accounts/reset-password', 'ResetPasswordPage'),
);
vi.mock('@/features/accounts/pages/admin-dashboard-page', () =>
  stubPage('accounts/admin-dashboard', 'AdminDashboardPage'),
);
vi.mock('@/features/admin/pages/documents-review-page', () =>
  stubPage('admin/documents-review', 'DocumentsReviewPage'),
);
vi.mock('@/features/admin/pages/users-page', () => stubPage('admin/users', 'UsersPage'));
vi.mock('@/features/admin/pages/listings-page', () =>
  stubPage('admin/listings', 'AdminListingsPage'),
);
vi.mock('@/features/admin/pages/messages-page', () => stubPage('admin/messages', 'MessagesPage'));
vi.mock('@/features/listings/pages/listings-page', () =>
  stubPage('listings/listings', 'ListingsPage'),
);
vi.mock('@/app/pages/listing-detail-page', () =>
  stubPage('listings/listing-detail', 'ListingDetailPage'),
);
vi.mock('@/features/listings/pages/my-alerts-page', () =>
  stubPage('listings/my-alerts', 'MyAlertsPage'),
);
vi.mock('@/features/listings/pages/post-cargo-page', () =>
  stubPage('listings/post-cargo', 'PostCargoPage'),
);
vi.mock('@/features/shipper-dashboard/pages/overview-page', () =>
  stubPage('shipper-dashboard/overview', 'ShipperOverviewPage'),
);
// One page serves both dashboards; its stub names the role it was given.
vi.mock('@/features/documents/pages/documents-page', async () => {
  const { createElement } = await import('react');
  return {
    DocumentsPage: ({ role }: { role: string }) => createElement('h1', null, `documents/${role}`),
  };
});
vi.mock('./pages/shipper-shipments-page', () =>
  stubPage('app/shipper-shipments', 'ShipperShipmentsPage'),
);
vi.mock('@/features/shipper-dashboard/pages/history-page', () =>
  stubPage('shipper-dashboard/history', 'ShipperHistoryPage'),
);
vi.mock('./pages/dashboard-faq-page', async () => ({
  ...(await stubPage('shipper-dashboard/faq', 'ShipperDashboardFaqPage')),
  ...(await stubPage('transporter-dashboard/faq', 'TransporterDashboardFaqPage')),
}));
vi.mock('@/features/accounts/pages/profile-page', async () => ({
  ...(await stubPage('accounts/profile (shipper)', 'ShipperProfilePage')),
  ...(await stubPage('accounts/profile (transporter)', 'TransporterProfilePage')),
}));
vi.mock('@/features/transporter-dashboard/pages/overview-page', () =>
  stubPage('transporter-dashboard/overview', 'TransporterOverviewPage'),
);
vi.mock('./pages/transporter-available-page', () =>
  stubPage('app/transporter-available', 'TransporterAvailablePage'),
);
vi.mock('@/features/notifications/pages/notifications-page', () =>
  stubPage('notifications', 'NotificationsPage'),
);
// One page serves both dashboards' 'Mensajes'; its stub names the role and the conversation.
vi.mock('@/features/messages/pages/conversations-page', async () => {
  const { createElement } = await import('react');
  const { useParams } = await import('react-router-dom');
  return {
    ConversationsPage: ({ role }: { role: string }) =>
      createElement('h1', null, `messages/${role}${useParams().conversationId ? ' (one)' : ''}`),
  };
});
vi.mock('@/features/transporter-dashboard/pages/freights-page', () =>
  stubPage('transporter-dashboard/freights', 'TransporterFreightsPage'),
);
vi.mock('@/features/availability/pages/trucks-page', () =>
  stubPage('availability/trucks', 'TrucksPage'),
);
vi.mock('@/features/availability/pages/availability-page', () =>
  stubPage('availability/availability', 'AvailabilityPage'),
);
vi.mock('@/features/network/pages/network-page', () => stubPage('network/network', 'NetworkPage'));
vi.mock('@/features/trust/pages/company-page', () => stubPage('trust/company', 'CompanyPage'));
vi.mock('@/features/payments/pages/mercadopago-callback-page', () =>
  stubPage('payments/mercadopago-callback', 'MercadoPagoCallbackPage'),
);
vi.mock('@/features/invoices/pages/invoices-page', () => ({
  InvoicesPage: ({ role }: { role: string }) =>
    createElement('h1', null, `invoices/invoices (${role})`),
}));
vi.mock('@/features/payments/pages/finances-page', () => ({
  FinancesPage: ({ role }: { role: string }) =>
    createElement('h1', null, `payments/finances (${role})`),
}));

/** [path, the page's h1, its document title (site pages only; defaults to the h1)]. */
const sitePages: readonly [string, string, string?][] = [
  [
    paths.home,
    'Conectamos dadores de carga con transportistas en un solo lugar',
    'Marketplace de cargas',
  ],
  [paths.howItWorks, 'Cómo Funciona'],
  [paths.about, 'Nosotros'],
  [paths.contact, 'Contacto'],
  [paths.shipperFaq, 'Preguntas Frecuentes para Dadores de Carga'],
  [paths.pricing, 'Precios'],
  [paths.findCargo, 'Buscar Cargas'],
  [paths.transporterFaq, 'Preguntas Frecuentes para Transportistas'],
  [paths.resources, 'Recursos'],
  [paths.privacyPolicy, 'Política de Privacidad'],
  [paths.terms, 'Términos y Condiciones'],
  [paths.privacy, 'Privacidad y Cookies'],
  ['/esta/ruta/no-existe', 'Página no encontrada'],
];

const featurePages: readonly [string, string][] = [
  [paths.listings, 'listings/listings'],
  [paths.listing('7f0c6a52-1d0e-4c42-9d6a-1b0f3c1a9e01'), 'listings/listing-detail'],
  [paths.postCargo, 'listings/post-cargo'],
  [paths.signIn, 'accounts/sign-in'],
  [paths.register, 'accounts/register'],
  [paths.shipperSignup, 'accounts/shipper-signup'],
  [paths.transporterSignup, 'accounts/transporter-signup'],
  [paths.resetPassword, 'accounts/reset-password'],
  [paths.adminDashboard, 'accounts/admin-dashboard'],
  [paths.adminDocuments, 'admin/documents-review'],
  [paths.adminUsers, 'admin/users'],
  [paths.adminListings, 'admin/listings'],
  [paths.adminMessages, 'admin/messages'],
  [paths.shipperDashboard, 'shipper-dashboard/overview'],
  [paths.shipperDocuments, 'documents/shipper'],
  [paths.shipperShipments, 'app/shipper-shipments'],
  [paths.shipperHistory, 'shipper-dashboard/history'],
  [paths.shipperNetwork, 'network/network'],
  [paths.shipperFinances, 'payments/finances (shipper)'],
  [paths.shipperInvoices, 'invoices/invoices (shipper)'],
  [paths.trucks, 'availability/trucks'],
  [paths.company('22222222-2222-4222-8222-222222222222'), 'trust/company'],
  [paths.transporterAvailability, 'availability/availability'],
  [paths.shipperMessages, 'messages/shipper'],
  [paths.conversation('shipper', 'c1'), 'messages/shipper (one)'],
  [paths.shipperNotifications, 'notifications'],
  [paths.shipperFaqDashboard, 'shipper-dashboard/faq'],
  [paths.shipperProfile, 'accounts/profile (shipper)'],
  [paths.transporterDashboard, 'transporter-dashboard/overview'],
  [paths.transporterAvailable, 'app/transporter-available'],
  [paths.transporterDocuments, 'documents/transporter'],
  [paths.transporterFreights, 'transporter-dashboard/freights'],
  [paths.transporterAlerts, 'listings/my-alerts'],
  [paths.transporterFinances, 'payments/finances (transporter)'],
  [paths.transporterInvoices, 'invoices/invoices (transporter)'],
  [paths.transporterMercadoPago, 'payments/mercadopago-callback'],
  [paths.transporterMessages, 'messages/transporter'],
  [paths.conversation('transporter', 'c1'), 'messages/transporter (one)'],
  [paths.transporterNotifications, 'notifications'],
  [paths.transporterFaqDashboard, 'transporter-dashboard/faq'],
  [paths.transporterProfile, 'accounts/profile (transporter)'],
];

async function expectPage(heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // Inside the site layout: navbar and footer.
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
}

describe('route table', () => {
  beforeAll(preloadPageModules);

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
    guard.open = true;
  });

  it.each(sitePages)(
    '%s shows its page heading and title',
    async (path, heading, title = heading) => {
      await renderApp(path);
      await expectPage(heading);
      await waitFor(() => expect(document.title).toBe(pageTitle(title)));
    },
  );

  it.each(featurePages)('%s mounts %s', async (path, module) => {
    await renderApp(path);
    await expectPage(module);
  });

  it.each([paths.adminDashboard, paths.shipperDocuments, paths.transporterDashboard])(
    'signed out, %s is guarded and goes to /signin',
    async (path) => {
      guard.open = false;
      const app = await renderApp(path);
      await expectPage('accounts/sign-in');
      expect(app.location().pathname).toBe(paths.signIn);
    },
  );

  it('covers every path of the product', () => {
    const covered = new Set([...sitePages, ...featurePages].map(([path]) => path));
    for (const value of Object.values(paths)) {
      if (typeof value === 'string') expect(covered).toContain(value);
    }
  });

  it.each([
    [paths.shipperDocuments, 'Dador de Carga', 'Documentos'],
    [paths.transporterFreights, 'Transportista', 'Mis Fletes'],
    [paths.adminUsers, 'Administrador', 'Usuarios'],
  ])('%s renders inside its dashboard sidebar', async (path, role, active) => {
    await renderApp(path);
    const sidebar = await screen.findByRole('complementary', { name: `Panel del ${role}` });
    expect(sidebar).toHaveTextContent(role === 'Administrador' ? 'Mensajes' : 'Resumen');
    expect(sidebar.querySelector('[aria-current="page"]')).toHaveTextContent(active);
  });
});
