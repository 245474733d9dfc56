/**
 * The performance floor (`npm run lighthouse`): an empty Vite app with the app's four runtime
 * dependencies, so the app's Lighthouse figures are read against what these cost on the same
 * machine in the same run.
 */
import { createClient } from '@supabase/supabase-js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

const supabase = createClient(window.location.origin, 'anon-key-of-nothing');

function Page() {
  return (
    <main>
      <h1>Conectamos dadores de carga con transportistas en un solo lugar</h1>
      <p>{supabase.auth ? 'Cliente listo.' : ''}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
