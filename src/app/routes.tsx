import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RequireRole } from '@/auth';
import { paths } from '@/lib/paths';
import type { DashboardRole } from './layouts/dashboard-nav';
import { SiteLayout } from './layouts/site-layout';
import { HomePage } from './pages/home-page';

/**
 * The element of a route whose module loads on first visit, from the module's named export.
 * Each entry keeps a literal `import()` so Vite splits the module into its own chunk: the home
 * page (the one eager route, for a fast first paint) never downloads the dashboards or the forms.
 */
function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  props?: P,
): ReactElement {
  const Page = lazy<ComponentType<P>>(() => load().then((module) => ({ default: module[name] })));
  return createElement(Page, props);
}

const dashboard = (role: DashboardRole) =>
  lazyPage(() => import('./layouts/guarded-dashboard-layout'), 'GuardedDashboardLayout', {
    dashboard: role,
  });

/** Every URL of the product, in one place: each entry names the module of its page. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      {
        path: paths.listings,
        element: lazyPage(() => import('@/features/listings/pages/listings-page'), 'ListingsPage'),
      },
      {
        path: `${paths.listings}/:id`,
        element: lazyPage(
          () => import('@/features/listings/pages/listing-detail-page'),
          'ListingDetailPage',
        ),
      },
      {
        path: paths.howItWorks,
        element: lazyPage(
          () => import('@/features/site/pages/how-it-works-page'),
          'HowItWorksPage',
        ),
      },
      {
        path: paths.about,
        element: lazyPage(() => import('@/features/site/pages/about-page'), 'AboutPage'),
      },
      {
        path: paths.contact,
        element: lazyPage(() => import('@/features/site/pages/contact-page'), 'ContactPage'),
      },

      {
        path: paths.signIn,
        element: lazyPage(() => import('@/features/accounts/pages/sign-in-page'), 'SignInPage'),
      },
      {
        path: paths.register,
        element: lazyPage(() => import('@/features/accounts/pages/register-page'), 'RegisterPage'),
      },
      {
        path: paths.shipperSignup,
        element: lazyPage(
          () => import('@/features/accounts/pages/shipper-signup-page'),
          'ShipperSignupPage',
        ),
      },
      {
        path: paths.transporterSignup,
        element: lazyPage(
          () => import('@/features/accounts/pages/transporter-signup-page'),
          'TransporterSignupPage',
        ),
      },
      {
        path: paths.resetPassword,
        element: lazyPage(
          () => import('@/features/accounts/pages/reset-password-page'),
          'ResetPasswordPage',
        ),
      },

      {
        path: paths.adminDashboard,
        element: (
          <RequireRole role="admin">
            {lazyPage(
              () => import('@/features/accounts/pages/admin-dashboard-page'),
              'AdminDashboardPage',
            )}
          </RequireRole>
        ),
      },
      {
        path: paths.shipperDashboard,
        element: dashboard('shipper'),
        children: [
          {
            index: true,
            element: lazyPage(
              () => import('@/features/shipper-dashboard/pages/overview-page'),
              'ShipperOverviewPage',
            ),
          },
          {
            path: paths.shipperDocuments,
            element: lazyPage(
              () => import('@/features/shipper-dashboard/pages/documents-page'),
              'ShipperDocumentsPage',
            ),
          },
          {
            path: paths.shipperShipments,
            element: lazyPage(
              () => import('./pages/shipper-shipments-page'),
              'ShipperShipmentsPage',
            ),
          },
          {
            path: paths.shipperHistory,
            element: lazyPage(
              () => import('@/features/shipper-dashboard/pages/history-page'),
              'ShipperHistoryPage',
            ),
          },
          {
            path: paths.shipperFaqDashboard,
            element: lazyPage(
              () => import('@/features/shipper-dashboard/pages/faq-page'),
              'ShipperDashboardFaqPage',
            ),
          },
          {
            path: paths.shipperProfile,
            element: lazyPage(
              () => import('@/features/accounts/profile/profile-page'),
              'ShipperProfilePage',
            ),
          },
        ],
      },
      {
        path: paths.transporterDashboard,
        element: dashboard('transporter'),
        children: [
          {
            index: true,
            element: lazyPage(
              () => import('@/features/transporter-dashboard/pages/overview-page'),
              'TransporterOverviewPage',
            ),
          },
          {
            path: paths.transporterAvailable,
            element: lazyPage(
              () => import('./pages/transporter-available-page'),
              'TransporterAvailablePage',
            ),
          },
          {
            path: paths.transporterDocuments,
            element: lazyPage(
              () => import('@/features/transporter-dashboard/pages/documents-page'),
              'TransporterDocumentsPage',
            ),
          },
          {
            path: paths.transporterFreights,
            element: lazyPage(
              () => import('@/features/transporter-dashboard/pages/freights-page'),
              'TransporterFreightsPage',
            ),
          },
          {
            path: paths.transporterFaqDashboard,
            element: lazyPage(
              () => import('@/features/transporter-dashboard/pages/faq-page'),
              'TransporterDashboardFaqPage',
            ),
          },
          {
            path: paths.transporterProfile,
            element: lazyPage(
              () => import('@/features/accounts/profile/profile-page'),
              'TransporterProfilePage',
            ),
          },
        ],
      },

      {
        path: paths.postCargo,
        element: lazyPage(
          () => import('@/features/listings/pages/post-cargo-page'),
          'PostCargoPage',
        ),
      },
      {
        path: paths.shipperFaq,
        element: lazyPage(() => import('@/features/site/pages/shipper-faq-page'), 'ShipperFaqPage'),
      },
      {
        path: paths.pricing,
        element: lazyPage(() => import('@/features/site/pages/pricing-page'), 'PricingPage'),
      },
      {
        path: paths.findCargo,
        element: lazyPage(() => import('@/features/site/pages/find-cargo-page'), 'FindCargoPage'),
      },
      {
        path: paths.transporterFaq,
        element: lazyPage(
          () => import('@/features/site/pages/transporter-faq-page'),
          'TransporterFaqPage',
        ),
      },
      {
        path: paths.resources,
        element: lazyPage(() => import('@/features/site/pages/resources-page'), 'ResourcesPage'),
      },
      {
        path: paths.privacyPolicy,
        element: lazyPage(
          () => import('@/features/site/pages/privacy-policy-page'),
          'PrivacyPolicyPage',
        ),
      },
      {
        path: paths.terms,
        element: lazyPage(() => import('@/features/site/pages/terms-page'), 'TermsPage'),
      },
      {
        path: paths.privacy,
        element: lazyPage(() => import('@/features/site/pages/privacy-page'), 'PrivacyPage'),
      },

      {
        path: '*',
        element: lazyPage(() => import('@/features/site/pages/not-found-page'), 'NotFoundPage'),
      },
    ],
  },
];

/** The route table, rendered (inside a BrowserRouter in the app, a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
