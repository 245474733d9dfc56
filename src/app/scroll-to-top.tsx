import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top (links to an #anchor keep the browser's own scrolling). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash && window.scrollY !== 0) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
