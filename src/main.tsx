import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page the build prerendered for this very path is hydrated: its HTML is already on screen.
// Any other HTML (a static host's 404.html served for another path) is replaced.
if (container.dataset.prerendered === window.location.pathname) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
