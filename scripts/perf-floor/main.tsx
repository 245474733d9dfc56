/**
 * The performance floor: an empty Vite app with the app's four runtime dependencies, so the app's
 * figures are read against what these cost on the same machine in the same run. `/` is the public
 * page (`npm run lighthouse`); `/panel` the least any signed-in page does (`npm run
 * bench:signed-in`): the stored session, one list through the Data API, then its heading and rows.
 */
import { createClient } from '@supabase/supabase-js';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Database } from '../../src/lib/database.types';
import { env } from '../../src/lib/env';

const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey);

function Page() {
  return (
    <main>
      <h1>Conectamos dadores de carga con transportistas en un solo lugar</h1>
      <p>{supabase.auth ? 'Cliente listo.' : ''}</p>
    </main>
  );
}

interface Row {
  id: string;
  title: string;
}

function SignedInPage() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    void (async () => {
      const { data: stored } = await supabase.auth.getSession();
      if (!stored.session) return setFailure('Sin sesión');
      const { data, error } = await supabase
        .from('cargo_listings')
        .select('id, title')
        .eq('shipper_id', stored.session.user.id)
        .order('created_at', { ascending: false })
        .limit(20);
      if (error) setFailure(error.message);
      else setRows(data);
    })();
  }, []);
  return (
    <main>
      {failure && <p role="alert">{failure}</p>}
      {rows ? (
        <>
          <h1>Mis Envíos</h1>
          <ul>
            {rows.map((row) => (
              <li key={row.id}>{row.title}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="animate-pulse">Cargando…</p>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/panel" element={<SignedInPage />} />
          <Route path="*" element={<Page />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
