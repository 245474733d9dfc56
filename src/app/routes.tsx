import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { COMPANY_ROUTE, TRACKING_ROUTE, paths } from '@/lib/paths';
import { lazyElement } from './lazy-element';
import type { DashboardRole } from './layouts/dashboard-nav';
import { SiteLayout } from './layouts/site-layout';
import { HomePage } from './pages/home-page';

type PageModule<K extends string> = Record<K, ComponentType<object>>;

/** A route: its path, the page component's name, and the module it comes from. */
function page<K extends string>(
  path: string,
  name: K,
  load: () => Promise<PageModule<K>>,
): RouteObject {
  return { path, element: lazyElement(load, name) };
}

/** A dashboard's landing page (its index route). */
function indexPage<K extends string>(name: K, load: () => Promise<PageModule<K>>): RouteObject {
  return { index: true, element: lazyElement(load, name) };
}

/**
 * 'Mensajes' of a dashboard: the list, and one conversation beside it (its optional
 * :conversationId; one route, as every route's entry weighs on the visitor's first page).
 */
const messagesRoute = (path: string, role: 'shipper' | 'transporter'): RouteObject => ({
  path: `${path}/:conversationId?`,
  element: lazyElement(
    () => import('@/features/messages/pages/conversations-page'),
    'ConversationsPage',
    {
      role,
    },
  ),
});

/** 'Finanzas' of a dashboard: one page, told whose side it shows. */
const financesRoute = (path: string, role: 'shipper' | 'transporter'): RouteObject => ({
  path,
  element: lazyElement(() => import('@/features/payments/pages/finances-page'), 'FinancesPage', {
    role,
  }),
});

/** 'Facturas' of a dashboard: one page, told whose side it shows. */
const invoicesRoute = (path: string, role: 'shipper' | 'transporter'): RouteObject => ({
  path,
  element: lazyElement(() => import('@/features/invoices/pages/invoices-page'), 'InvoicesPage', {
    role,
  }),
});

const dashboard = (role: DashboardRole) =>
  lazyElement(() => import('./layouts/guarded-dashboard-layout'), 'GuardedDashboardLayout', {
    dashboard: role,
  });

/** Every URL of the product, in one place: each entry names the module of its page. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      page(paths.listings, 'ListingsPage', () => import('@/features/listings/pages/listings-page')),
      page(
        `${paths.listings}/:id`,
        'ListingDetailPage',
        () => import('./pages/listing-detail-page'),
      ),
      page(paths.trucks, 'TrucksPage', () => import('@/features/availability/pages/trucks-page')),
      page(COMPANY_ROUTE, 'CompanyPage', () => import('@/features/trust/pages/company-page')),
      page(TRACKING_ROUTE, 'TrackingPage', () => import('@/features/tracking/pages/tracking-page')),
      page(
        paths.howItWorks,
        'HowItWorksPage',
        () => import('@/features/site/pages/how-it-works-page'),
      ),
      page(paths.about, 'AboutPage', () => import('@/features/site/pages/about-page')),
      page(paths.contact, 'ContactPage', () => import('@/features/site/pages/contact-page')),

      page(paths.signIn, 'SignInPage', () => import('@/features/accounts/pages/sign-in-page')),
      page(paths.register, 'RegisterPage', () => import('@/features/accounts/pages/register-page')),
      page(
        paths.shipperSignup,
        'ShipperSignupPage',
        () => import('@/features/accounts/pages/shipper-signup-page'),
      ),
      page(
        paths.transporterSignup,
        'TransporterSignupPage',
        () => import('@/features/accounts/pages/transporter-signup-page'),
      ),
      page(
        paths.resetPassword,
        'ResetPasswordPage',
        () => import('@/features/accounts/pages/reset-password-page'),
      ),

      {
        path: paths.adminDashboard,
        element: dashboard('admin'),
        children: [
          indexPage(
            'AdminDashboardPage',
            () => import('@/features/accounts/pages/admin-dashboard-page'),
          ),
          page(
            paths.adminDocuments,
            'DocumentsReviewPage',
            () => import('@/features/admin/pages/documents-review-page'),
          ),
          page(paths.adminUsers, 'UsersPage', () => import('@/features/admin/pages/users-page')),
          page(
            paths.adminListings,
            'AdminListingsPage',
            () => import('@/features/admin/pages/listings-page'),
          ),
          page(
            paths.adminMessages,
            'MessagesPage',
            () => import('@/features/admin/pages/messages-page'),
          ),
        ],
      },
      {
        path: paths.shipperDashboard,
        element: dashboard('shipper'),
        children: [
          indexPage(
            'ShipperOverviewPage',
            () => import('@/features/shipper-dashboard/pages/overview-page'),
          ),
          {
            path: paths.shipperDocuments,
            element: lazyElement(
              () => import('@/features/documents/pages/documents-page'),
              'DocumentsPage',
              { role: 'shipper' },
            ),
          },
          page(
            paths.shipperShipments,
            'ShipperShipmentsPage',
            () => import('./pages/shipper-shipments-page'),
          ),
          page(
            paths.shipperHistory,
            'ShipperHistoryPage',
            () => import('@/features/shipper-dashboard/pages/history-page'),
          ),
          page(
            paths.shipperNetwork,
            'NetworkPage',
            () => import('@/features/network/pages/network-page'),
          ),
          financesRoute(paths.shipperFinances, 'shipper'),
          invoicesRoute(paths.shipperInvoices, 'shipper'),
          messagesRoute(paths.shipperMessages, 'shipper'),
          page(
            paths.shipperNotifications,
            'NotificationsPage',
            () => import('@/features/notifications/pages/notifications-page'),
          ),
          page(
            paths.shipperFaqDashboard,
            'ShipperDashboardFaqPage',
            () => import('./pages/dashboard-faq-page'),
          ),
          page(
            paths.shipperProfile,
            'ShipperProfilePage',
            () => import('@/features/accounts/pages/profile-page'),
          ),
        ],
      },
      {
        path: paths.transporterDashboard,
        element: dashboard('transporter'),
        children: [
          indexPage(
            'TransporterOverviewPage',
            () => import('@/features/transporter-dashboard/pages/overview-page'),
          ),
          page(
            paths.transporterAvailable,
            'TransporterAvailablePage',
            () => import('./pages/transporter-available-page'),
          ),
          {
            path: paths.transporterDocuments,
            element: lazyElement(
              () => import('@/features/documents/pages/documents-page'),
              'DocumentsPage',
              { role: 'transporter' },
            ),
          },
          page(
            paths.transporterFreights,
            'TransporterFreightsPage',
            () => import('@/features/transporter-dashboard/pages/freights-page'),
          ),
          page(
            paths.transporterAvailability,
            'AvailabilityPage',
            () => import('@/features/availability/pages/availability-page'),
          ),
          page(
            paths.transporterMercadoPago,
            'MercadoPagoCallbackPage',
            () => import('@/features/payments/pages/mercadopago-callback-page'),
          ),
          financesRoute(paths.transporterFinances, 'transporter'),
          invoicesRoute(paths.transporterInvoices, 'transporter'),
          page(
            paths.transporterAlerts,
            'MyAlertsPage',
            () => import('@/features/listings/pages/my-alerts-page'),
          ),
          messagesRoute(paths.transporterMessages, 'transporter'),
          page(
            paths.transporterNotifications,
            'NotificationsPage',
            () => import('@/features/notifications/pages/notifications-page'),
          ),
          page(
            paths.transporterFaqDashboard,
            'TransporterDashboardFaqPage',
            () => import('./pages/dashboard-faq-page'),
          ),
          page(
            paths.transporterProfile,
            'TransporterProfilePage',
            () => import('@/features/accounts/pages/profile-page'),
          ),
        ],
      },

      page(
        paths.postCargo,
        'PostCargoPage',
        () => import('@/features/listings/pages/post-cargo-page'),
      ),
      page(
        paths.shipperFaq,
        'ShipperFaqPage',
        () => import('@/features/site/pages/shipper-faq-page'),
      ),
      page(paths.pricing, 'PricingPage', () => import('@/features/site/pages/pricing-page')),
      page(paths.findCargo, 'FindCargoPage', () => import('@/features/site/pages/find-cargo-page')),
      page(
        paths.transporterFaq,
        'TransporterFaqPage',
        () => import('@/features/site/pages/transporter-faq-page'),
      ),
      page(paths.resources, 'ResourcesPage', () => import('@/features/site/pages/resources-page')),
      page(
        paths.privacyPolicy,
        'PrivacyPolicyPage',
        () => import('@/features/site/pages/privacy-policy-page'),
      ),
      page(paths.terms, 'TermsPage', () => import('@/features/site/pages/terms-page')),
      page(paths.privacy, 'PrivacyPage', () => import('@/features/site/pages/privacy-page')),

      page('*', 'NotFoundPage', () => import('@/features/site/pages/not-found-page')),
    ],
  },
];

/** The route table, rendered (inside a BrowserRouter in the app, a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
