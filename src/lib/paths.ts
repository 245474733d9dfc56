/** `/signin?mode=forgot` opens the sign-in screen in its forgot-password mode. */
export const SIGN_IN_MODE_PARAM = 'mode';
export const FORGOT_MODE = 'forgot';
/** `/listings/:id?edit=1` opens the listing page in the owner's edit mode (no route of its own). */
export const EDIT_PARAM = 'edit';

/** `?q=<text>` searches a listings browser: the public one, or the transporter's 'Cargas Disponibles'. */
export const SEARCH_PARAM = 'q';
const searched = (path: string, text: string) =>
  `${path}?${new URLSearchParams({ [SEARCH_PARAM]: text })}`;

const signIn = '/signin';
const listings = '/listings';
const transporterAvailable = '/transporter-dashboard/available';
/** `?tab=<value>` opens that tab of a dashboard's profile. */
export const PROFILE_TAB_PARAM = 'tab';

const listing = (id: string) => `/listings/${encodeURIComponent(id)}`;
/** The route table's pattern of `paths.company`. */
export const COMPANY_ROUTE = '/companies/:id';
const company = (id: string) => COMPANY_ROUTE.replace(':id', encodeURIComponent(id));
/** The route table's pattern of `paths.tracking`. */
export const TRACKING_ROUTE = '/tracking/:token';
const tracking = (token: string) => TRACKING_ROUTE.replace(':token', encodeURIComponent(token));

/**
 * Every URL of the product, built in one place: the route table (src/app/routes.tsx) mounts the
 * string paths; the functions build a path with an id or a query-string mode.
 */
export const paths = {
  home: '/',
  listings,
  listingsSearch: (text: string) => searched(listings, text),
  listing,
  /** A shipper's or a transporter's public page: badge, stars, history, member since. */
  company,
  /** 'Seguimiento': a shipment as whoever receives it sees it, without an account. */
  tracking,
  /** 'Camiones disponibles': carriers' free trucks, public like the listings. */
  trucks: '/trucks',
  listingEdit: (id: string) => `${listing(id)}?${new URLSearchParams({ [EDIT_PARAM]: '1' })}`,
  howItWorks: '/how-it-works',
  about: '/about',
  contact: '/contact',
  signIn,
  forgotPassword: () => `${signIn}?${new URLSearchParams({ [SIGN_IN_MODE_PARAM]: FORGOT_MODE })}`,
  register: '/register',
  shipperSignup: '/shipper-signup',
  transporterSignup: '/transporter-signup',
  resetPassword: '/reset-password',
  adminDashboard: '/dashboard',
  adminDocuments: '/dashboard/documents',
  adminUsers: '/dashboard/users',
  adminListings: '/dashboard/listings',
  adminMessages: '/dashboard/messages',
  shipperDashboard: '/shipper-dashboard',
  shipperDocuments: '/shipper-dashboard/documents',
  shipperShipments: '/shipper-dashboard/shipments',
  shipperHistory: '/shipper-dashboard/history',
  shipperNetwork: '/shipper-dashboard/carriers',
  shipperFinances: '/shipper-dashboard/finances',
  shipperInvoices: '/shipper-dashboard/invoices',
  shipperFaqDashboard: '/shipper-dashboard/faq',
  shipperProfile: '/shipper-dashboard/profile',
  shipperNotifications: '/shipper-dashboard/notifications',
  shipperMessages: '/shipper-dashboard/messages',
  transporterDashboard: '/transporter-dashboard',
  transporterAvailable,
  transporterAvailableSearch: (text: string) => searched(transporterAvailable, text),
  transporterDocuments: '/transporter-dashboard/documents',
  transporterFreights: '/transporter-dashboard/freights',
  transporterFaqDashboard: '/transporter-dashboard/faq',
  transporterProfile: '/transporter-dashboard/profile',
  transporterNotifications: '/transporter-dashboard/notifications',
  transporterMessages: '/transporter-dashboard/messages',
  transporterAlerts: '/transporter-dashboard/alerts',
  transporterFinances: '/transporter-dashboard/finances',
  transporterInvoices: '/transporter-dashboard/invoices',
  transporterAvailability: '/transporter-dashboard/availability',
  /** Where Mercado Pago sends a transporter back after 'Cobrar con Mercado Pago'. */
  transporterMercadoPago: '/transporter-dashboard/mercadopago',
  /** The carrier's vehicles and drivers: a tab of his profile. */
  transporterFleet: () => `/transporter-dashboard/profile?${PROFILE_TAB_PARAM}=fleet`,
  /** One conversation in a dashboard's 'Mensajes' (the notification's link is this path). */
  conversation: (role: 'shipper' | 'transporter', id: string) =>
    `${role === 'shipper' ? '/shipper-dashboard/messages' : '/transporter-dashboard/messages'}/${encodeURIComponent(id)}`,
  postCargo: '/post-cargo',
  shipperFaq: '/shipper-faq',
  pricing: '/pricing',
  findCargo: '/find-cargo',
  transporterFaq: '/transporter-faq',
  resources: '/resources',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  privacy: '/privacy',
} as const;
