import {
  BellPlus,
  BellRing,
  CalendarClock,
  ChartColumn,
  CircleHelp,
  FileCheck2,
  FileText,
  History,
  Inbox,
  LayoutDashboard,
  MessagesSquare,
  Package,
  Search,
  Truck,
  User,
  Users,
  type LucideIcon,
  ReceiptText,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export type DashboardRole = 'shipper' | 'transporter' | 'admin';

/** What a section's badge counts: unread messages, invitations still to answer. */
export type NavBadge = 'messages' | 'invitations';

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  badge?: NavBadge;
}

/** How a badge reads to a screen reader, after the section's name: 'Mensajes (3 sin leer)'. */
export function badgeText(badge: NavBadge, count: number): string {
  return badge === 'messages' ? `${count} sin leer` : `${count} sin responder`;
}

export interface DashboardNav {
  title: string;
  items: readonly DashboardNavItem[];
}

/** The sidebars of the dashboards: one entry for each nested route of the dashboard. */
export const dashboardNav: Record<DashboardRole, DashboardNav> = {
  shipper: {
    title: 'Dador de Carga',
    items: [
      { to: paths.shipperDashboard, label: 'Resumen', icon: LayoutDashboard, end: true },
      { to: paths.shipperDocuments, label: 'Documentos', icon: FileText },
      { to: paths.shipperShipments, label: 'Mis Envíos', icon: Package },
      { to: paths.shipperHistory, label: 'Historial', icon: History },
      { to: paths.shipperNetwork, label: 'Mis transportistas', icon: Users },
      { to: paths.shipperFinances, label: 'Finanzas', icon: ChartColumn },
      { to: paths.shipperInvoices, label: 'Facturas', icon: ReceiptText },
      { to: paths.shipperMessages, label: 'Mensajes', icon: MessagesSquare, badge: 'messages' },
      { to: paths.shipperNotifications, label: 'Notificaciones', icon: BellRing },
      { to: paths.shipperFaqDashboard, label: 'Preguntas Frecuentes', icon: CircleHelp },
      { to: paths.shipperProfile, label: 'Perfil', icon: User },
    ],
  },
  transporter: {
    title: 'Transportista',
    items: [
      { to: paths.transporterDashboard, label: 'Resumen', icon: LayoutDashboard, end: true },
      { to: paths.transporterAvailable, label: 'Cargas Disponibles', icon: Search },
      { to: paths.transporterDocuments, label: 'Documentos', icon: FileText },
      { to: paths.transporterFreights, label: 'Mis Fletes', icon: Truck },
      {
        to: paths.transporterAvailability,
        label: 'Camión disponible',
        icon: CalendarClock,
        badge: 'invitations',
      },
      { to: paths.transporterAlerts, label: 'Mis Alertas', icon: BellPlus },
      { to: paths.transporterFinances, label: 'Finanzas', icon: ChartColumn },
      { to: paths.transporterInvoices, label: 'Facturas', icon: ReceiptText },
      {
        to: paths.transporterMessages,
        label: 'Mensajes',
        icon: MessagesSquare,
        badge: 'messages',
      },
      { to: paths.transporterNotifications, label: 'Notificaciones', icon: BellRing },
      { to: paths.transporterFaqDashboard, label: 'Preguntas Frecuentes', icon: CircleHelp },
      { to: paths.transporterProfile, label: 'Perfil', icon: User },
    ],
  },
  admin: {
    title: 'Administrador',
    items: [
      { to: paths.adminDashboard, label: 'Inicio', icon: LayoutDashboard, end: true },
      { to: paths.adminDocuments, label: 'Documentos por revisar', icon: FileCheck2 },
      { to: paths.adminUsers, label: 'Usuarios', icon: Users },
      { to: paths.adminListings, label: 'Cargas', icon: Package },
      { to: paths.adminMessages, label: 'Mensajes', icon: Inbox },
    ],
  },
};
