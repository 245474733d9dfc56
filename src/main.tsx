import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// A page the build prerendered for this very path is hydrated: its HTML is already on screen.
// Any other HTML (a static host's 404.html served for another path) is replaced.
const hydrating = container.dataset.prerendered === window.location.pathname;
const app = (
  <StrictMode>
    <App hydrating={hydrating} />
  </StrictMode>
);

if (hydrating) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for all of it: the page stays responsive (scroll, links) while it comes alive.
  // Forms take no input until then (components/ui/hydrated-form.tsx), so nothing typed is written over.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
