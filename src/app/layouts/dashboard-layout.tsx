import { LogOut, PanelLeft } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PageFallback } from '../page-fallback';
import { OfflineNotice } from '../pwa/offline-notice';
import { badgeText, dashboardNav, type DashboardRole, type NavBadge } from './dashboard-nav';

const SIDEBAR_ID = 'dashboard-sidebar';

export interface DashboardLayoutProps {
  dashboard: DashboardRole;
  /** Ends the session; wired by the accounts feature. Without it the button is disabled. */
  onSignOut?: () => void;
  /** The counts the sections' badges show (none at 0). */
  badges?: Partial<Record<NavBadge, number>>;
  /** Below the sections, above 'Cerrar Sesión' (the transporter's 'Instalar la app'). */
  sidebarExtra?: ReactNode;
}

/** A section's count, beside its name (the screen reader hears 'Mensajes (3 sin leer)'). */
function SectionBadge({ badge, count = 0 }: { badge?: NavBadge; count?: number }) {
  if (!badge || count <= 0) return null;
  return (
    <span className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only"> ({badgeText(badge, count)})</span>
    </span>
  );
}

/** A dashboard: a 16rem sidebar with the role's sections (collapsible on a phone) and the page. */
export function DashboardLayout({
  dashboard,
  onSignOut,
  badges = {},
  sidebarExtra,
}: DashboardLayoutProps) {
  const nav = dashboardNav[dashboard];
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [sidebarPath, setSidebarPath] = useState(pathname);

  // Choosing a section closes the phone sidebar (adjusting state during render).
  if (sidebarPath !== pathname) {
    setSidebarPath(pathname);
    setOpen(false);
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col md:flex-row">
      <div className="border-b border-slate-200 bg-white px-4 py-2 md:hidden">
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <PanelLeft aria-hidden="true" className="h-5 w-5" />
          Menú del panel
        </Button>
      </div>
      <aside
        id={SIDEBAR_ID}
        aria-label={`Panel del ${nav.title}`}
        className={cn(
          'w-full shrink-0 border-slate-200 bg-white md:block md:w-sidebar md:border-r',
          open ? 'block border-b' : 'hidden',
        )}
      >
        <div className="flex flex-col gap-4 p-4 md:sticky md:top-16">
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {nav.title}
          </p>
          <nav aria-label="Secciones del panel">
            <ul className="space-y-1">
              {nav.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                        isActive
                          ? 'bg-brand-50 text-brand-700'
                          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )
                    }
                  >
                    <item.icon aria-hidden="true" className="h-4 w-4" />
                    {item.label}
                    <SectionBadge badge={item.badge} count={item.badge ? badges[item.badge] : 0} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {sidebarExtra}
          <Button
            variant="ghost"
            className="justify-start px-3 text-red-700 hover:bg-red-50"
            disabled={!onSignOut}
            onClick={onSignOut}
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Cerrar Sesión
          </Button>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <OfflineNotice />
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
