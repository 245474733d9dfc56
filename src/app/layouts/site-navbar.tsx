import { Menu, Truck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { NavAccountSlot } from '@/features/accounts';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { paths } from '@/lib/paths';
import { mainNavItems } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

function linkClasses(isActive: boolean, mobile: boolean) {
  return cn(
    'rounded-md text-sm font-medium transition-colors',
    // Narrower padding up to xl, so the five links, the logo and the account buttons share one
    // line from 1024 px on.
    mobile ? 'block px-3 py-2 text-base' : 'whitespace-nowrap px-2 py-2 xl:px-3',
    isActive
      ? 'bg-brand-50 text-brand-700'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
}

export function SiteNavbar() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const [menuPath, setMenuPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation closes the menu (adjusting state during render, not in an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to={paths.home}
          className="flex items-center gap-2 text-lg font-bold text-brand-800"
          aria-label="ConectaCargas, inicio"
        >
          <Truck aria-hidden="true" className="h-7 w-7 text-brand-700" />
          <span>ConectaCargas</span>
        </Link>

        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => linkClasses(isActive, false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden lg:block">
          <NavAccountSlot variant="desktop" />
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          // Until the page's JavaScript is live a tap would do nothing: say so rather than lose it.
          disabled={!hydrated}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
        </button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 lg:hidden"
      >
        <nav aria-label="Principal (móvil)">
          <ul className="space-y-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => linkClasses(isActive, true)}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <NavAccountSlot variant="mobile" />
        </div>
      </div>
    </header>
  );
}
