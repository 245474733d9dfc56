import { Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ContactDetails } from '@/features/site';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { footerGroups } from './nav-links';

/**
 * '© 2026 ConectaCargas…', the year once the page is live: a prerendered page's HTML says none,
 * or a build of one year would not hydrate in the next (the text differs: React's error 418,
 * and the whole page rendered again).
 */
function Copyright() {
  const hydrated = useHydrated();
  return (
    <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400">
      © {hydrated ? `${new Date().getFullYear()} ` : ''}ConectaCargas. Todos los derechos
      reservados.
    </p>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-6">
        <div>
          <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-white">
            <Truck aria-hidden="true" className="h-6 w-6" />
            ConectaCargas
          </Link>
          <p className="mt-3 text-sm">
            El marketplace que conecta dadores de carga con transportistas verificados en toda
            Argentina.
          </p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`} className="text-sm font-semibold text-white">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="lg:col-span-2">
          <h2 className="mb-3 text-sm font-semibold text-white">Contacto</h2>
          <ContactDetails tone="dark" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <Copyright />
      </div>
    </footer>
  );
}
