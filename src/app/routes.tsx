import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/site/pages/home-page';
import { RequireRole } from '@/auth';
import { paths } from '@/lib/paths';
import { SiteLayout } from './layouts/site-layout';

/**
 * A route module loaded on first visit, from its named export. Each call keeps a literal
 * `import()` so Vite splits the module into its own chunk: the home page (the one eager route,
 * for a fast first paint) never downloads the dashboards or the forms.
 */
function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const ListingsPage = lazyPage(
  () => import('@/features/listings/pages/listings-page'),
  'ListingsPage',
);
const ListingDetailPage = lazyPage(
  () => import('@/features/listings/pages/listing-detail-page'),
  'ListingDetailPage',
);
const PostCargoPage = lazyPage(
  () => import('@/features/listings/pages/post-cargo-page'),
  'PostCargoPage',
);

const HowItWorksPage = lazyPage(
  () => import('@/features/site/pages/how-it-works-page'),
  'HowItWorksPage',
);
const AboutPage = lazyPage(() => import('@/features/site/pages/about-page'), 'AboutPage');
const ContactPage = lazyPage(() => import('@/features/site/pages/contact-page'), 'ContactPage');
const ShipperFaqPage = lazyPage(
  () => import('@/features/site/pages/shipper-faq-page'),
  'ShipperFaqPage',
);
const PricingPage = lazyPage(() => import('@/features/site/pages/pricing-page'), 'PricingPage');
const FindCargoPage = lazyPage(
  () => import('@/features/site/pages/find-cargo-page'),
  'FindCargoPage',
);
const TransporterFaqPage = lazyPage(
  () => import('@/features/site/pages/transporter-faq-page'),
  'TransporterFaqPage',
);
const ResourcesPage = lazyPage(
  () => import('@/features/site/pages/resources-page'),
  'ResourcesPage',
);
const PrivacyPolicyPage = lazyPage(
  () => import('@/features/site/pages/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const TermsPage = lazyPage(() => import('@/features/site/pages/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('@/features/site/pages/privacy-page'), 'PrivacyPage');
const NotFoundPage = lazyPage(() => import('@/features/site/pages/not-found-page'), 'NotFoundPage');

const SignInPage = lazyPage(() => import('@/features/accounts/pages/sign-in-page'), 'SignInPage');
const RegisterPage = lazyPage(
  () => import('@/features/accounts/pages/register-page'),
  'RegisterPage',
);
const ShipperSignupPage = lazyPage(
  () => import('@/features/accounts/pages/shipper-signup-page'),
  'ShipperSignupPage',
);
const TransporterSignupPage = lazyPage(
  () => import('@/features/accounts/pages/transporter-signup-page'),
  'TransporterSignupPage',
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/accounts/pages/reset-password-page'),
  'ResetPasswordPage',
);
const AdminDashboardPage = lazyPage(
  () => import('@/features/accounts/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);

const DashboardLayout = lazy(() =>
  import('./layouts/guarded-dashboard-layout').then((module) => ({
    default: module.GuardedDashboardLayout,
  })),
);

const ShipperOverviewPage = lazyPage(
  () => import('@/features/shipper-dashboard/pages/overview-page'),
  'ShipperOverviewPage',
);
const ShipperDocumentsPage = lazyPage(
  () => import('@/features/shipper-dashboard/pages/documents-page'),
  'ShipperDocumentsPage',
);
const ShipperShipmentsPage = lazyPage(
  () => import('@/features/shipper-dashboard/pages/shipments-page'),
  'ShipperShipmentsPage',
);
const ShipperHistoryPage = lazyPage(
  () => import('@/features/shipper-dashboard/pages/history-page'),
  'ShipperHistoryPage',
);
const ShipperFaqDashboardPage = lazyPage(
  () => import('@/features/shipper-dashboard/pages/faq-page'),
  'ShipperFaqPage',
);
const ShipperProfilePage = lazyPage(
  () => import('@/features/shipper-dashboard/pages/profile-page'),
  'ShipperProfilePage',
);

const TransporterOverviewPage = lazyPage(
  () => import('@/features/transporter-dashboard/pages/overview-page'),
  'TransporterOverviewPage',
);
const TransporterAvailablePage = lazyPage(
  () => import('@/features/transporter-dashboard/pages/available-page'),
  'TransporterAvailablePage',
);
const TransporterDocumentsPage = lazyPage(
  () => import('@/features/transporter-dashboard/pages/documents-page'),
  'TransporterDocumentsPage',
);
const TransporterFreightsPage = lazyPage(
  () => import('@/features/transporter-dashboard/pages/freights-page'),
  'TransporterFreightsPage',
);
const TransporterFaqDashboardPage = lazyPage(
  () => import('@/features/transporter-dashboard/pages/faq-page'),
  'TransporterFaqPage',
);
const TransporterProfilePage = lazyPage(
  () => import('@/features/transporter-dashboard/pages/profile-page'),
  'TransporterProfilePage',
);

/** Every URL of the product (SPEC §2), in one place. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.listings, element: <ListingsPage /> },
      { path: `${paths.listings}/:id`, element: <ListingDetailPage /> },
      { path: paths.howItWorks, element: <HowItWorksPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },

      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.shipperSignup, element: <ShipperSignupPage /> },
      { path: paths.transporterSignup, element: <TransporterSignupPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },

      {
        path: paths.adminDashboard,
        element: (
          <RequireRole role="admin">
            <AdminDashboardPage />
          </RequireRole>
        ),
      },
      {
        path: paths.shipperDashboard,
        element: <DashboardLayout dashboard="shipper" />,
        children: [
          { index: true, element: <ShipperOverviewPage /> },
          { path: paths.shipperDocuments, element: <ShipperDocumentsPage /> },
          { path: paths.shipperShipments, element: <ShipperShipmentsPage /> },
          { path: paths.shipperHistory, element: <ShipperHistoryPage /> },
          { path: paths.shipperFaqDashboard, element: <ShipperFaqDashboardPage /> },
          { path: paths.shipperProfile, element: <ShipperProfilePage /> },
        ],
      },
      {
        path: paths.transporterDashboard,
        element: <DashboardLayout dashboard="transporter" />,
        children: [
          { index: true, element: <TransporterOverviewPage /> },
          { path: paths.transporterAvailable, element: <TransporterAvailablePage /> },
          { path: paths.transporterDocuments, element: <TransporterDocumentsPage /> },
          { path: paths.transporterFreights, element: <TransporterFreightsPage /> },
          { path: paths.transporterFaqDashboard, element: <TransporterFaqDashboardPage /> },
          { path: paths.transporterProfile, element: <TransporterProfilePage /> },
        ],
      },

      { path: paths.postCargo, element: <PostCargoPage /> },
      { path: paths.shipperFaq, element: <ShipperFaqPage /> },
      { path: paths.pricing, element: <PricingPage /> },
      { path: paths.findCargo, element: <FindCargoPage /> },
      { path: paths.transporterFaq, element: <TransporterFaqPage /> },
      { path: paths.resources, element: <ResourcesPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table, rendered (inside a BrowserRouter in the app, a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
