import { paths } from '@/lib/paths';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on an exact match (the home link would otherwise match every path). */
  end?: boolean;
}

/** The navigation bar's links, in this order. */
export const mainNavItems: readonly NavItem[] = [
  { to: paths.home, label: 'Inicio', end: true },
  { to: paths.listings, label: 'Listados de Carga' },
  { to: paths.howItWorks, label: 'Cómo Funciona' },
  { to: paths.about, label: 'Nosotros' },
  { to: paths.contact, label: 'Contacto' },
];

export interface FooterGroup {
  id: string;
  title: string;
  links: readonly NavItem[];
}

/** The footer's three link groups: shippers, transporters, legal. */
export const footerGroups: readonly FooterGroup[] = [
  {
    id: 'shippers',
    title: 'Dadores de Carga',
    links: [
      { to: paths.postCargo, label: 'Publicar Carga' },
      { to: paths.trucks, label: 'Camiones disponibles' },
      { to: paths.shipperFaq, label: 'Preguntas Frecuentes' },
      { to: paths.pricing, label: 'Precios' },
    ],
  },
  {
    id: 'transporters',
    title: 'Transportistas',
    links: [
      { to: paths.findCargo, label: 'Buscar Cargas' },
      { to: paths.transporterFaq, label: 'Preguntas Frecuentes' },
      { to: paths.resources, label: 'Recursos' },
    ],
  },
  {
    id: 'legal',
    title: 'Legal',
    links: [
      { to: paths.privacyPolicy, label: 'Política de Privacidad' },
      { to: paths.terms, label: 'Términos y Condiciones' },
      { to: paths.privacy, label: 'Privacidad y Cookies' },
    ],
  },
];
