// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:5173/"}
/**
 * The account screens on the real supabase-js client (the app's own singleton) against the
 * embedded backend: what each submit sends reaches the database, and server errors become the
 * right Spanish toasts.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { startTestBackend, type TestBackend } from '../../../supabase/tests/support/backend';
import { LocationProbe } from '@/testing/render';
import { DEMO_PASSWORD, demoAccounts } from '@/testing/demo-accounts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let backend: TestBackend;
let app: {
  supabase: typeof import('@/lib/supabase').supabase;
  auth: typeof import('@/auth');
  signIn: typeof import('./pages/sign-in-page');
  register: typeof import('./pages/register-page');
  shipper: typeof import('./pages/shipper-signup-page');
  transporter: typeof import('./pages/transporter-signup-page');
  reset: typeof import('./pages/reset-password-page');
};

beforeAll(async () => {
  // Real network answers update state outside act(); the assertions wait with findBy/waitFor.
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  backend = await startTestBackend();
  // The app's singleton client reads these when first imported: point it at this backend.
  vi.stubEnv('VITE_SUPABASE_URL', backend.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', backend.anonKey);
  app = {
    supabase: (await import('@/lib/supabase')).supabase,
    auth: await import('@/auth'),
    signIn: await import('./pages/sign-in-page'),
    register: await import('./pages/register-page'),
    shipper: await import('./pages/shipper-signup-page'),
    transporter: await import('./pages/transporter-signup-page'),
    reset: await import('./pages/reset-password-page'),
  };
});

afterEach(async () => {
  await app.supabase.auth.signOut({ scope: 'local' });
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await backend?.stop();
});

/** Real requests (bcrypt included) can take a few seconds on a busy machine. */
// A real backend on a machine that may be busy: give what a person waits for room to arrive.
const WAIT = { timeout: 30_000 };

let otherBrowsers = 0;

/** Another browser's client, with its own storage key (supabase-js warns about shared ones). */
function otherBrowser() {
  otherBrowsers += 1;
  return createClient<Database>(backend.url, backend.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `other-browser-${otherBrowsers}`,
    },
  });
}

function renderAt(path: string) {
  const { AuthProvider, RequireRole } = app.auth;
  const dashboard = (role: 'shipper' | 'transporter', title: string): ReactNode => (
    <RequireRole role={role}>
      <h1>{title}</h1>
    </RequireRole>
  );
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/signin" element={<app.signIn.SignInPage />} />
          <Route path="/register" element={<app.register.RegisterPage />} />
          <Route path="/shipper-signup" element={<app.shipper.ShipperSignupPage />} />
          <Route path="/transporter-signup" element={<app.transporter.TransporterSignupPage />} />
          <Route path="/reset-password" element={<app.reset.ResetPasswordPage />} />
          <Route path="/shipper-dashboard" element={dashboard('shipper', 'Panel Dador')} />
          <Route
            path="/transporter-dashboard"
            element={dashboard('transporter', 'Panel Transportista')}
          />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AuthProvider>,
  );
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

async function fillAccount(user: User, email: string, name = 'Lucía Fernández') {
  await user.type(screen.getByLabelText('Nombre Completo'), name);
  await user.type(screen.getByLabelText('Correo Electrónico'), email);
  // As people write a mobile: trunk 0 and 15; it is stored in E.164.
  await user.type(screen.getByLabelText('Teléfono'), '0261 15 425-7890');
  await user.type(screen.getByLabelText('Contraseña'), 'secreto123');
  await user.type(screen.getByLabelText('Confirmar Contraseña'), 'secreto123');
  await user.click(screen.getByLabelText(/Acepto los/));
}

interface StoredAccount {
  meta: Record<string, unknown>;
  role: string;
  name: string;
  company: string | null;
  phone: string | null;
  address: string | null;
  tax_id: string | null;
  description: string | null;
  vehicle_types: string[];
  service_areas: string | null;
  cargo_types: string | null;
}

/** What the backend stored for an account: its sign-up metadata, role and profile. */
async function storedAccount(email: string): Promise<StoredAccount> {
  const { rows } = await backend.db.query<StoredAccount>(
    `select u.raw_user_meta_data as meta, r.role::text as role, p.name, p.company, p.phone,
            p.address, p.tax_id, p.description, p.vehicle_types, p.service_areas, p.cargo_types
       from auth.users u
       join public.user_roles r on r.user_id = u.id
       join public.profiles p on p.id = u.id
      where u.email = $1`,
    [email],
  );
  if (!rows[0]) throw new Error(`No account stored for ${email}`);
  return rows[0];
}

const location = () => screen.getByTestId('location').textContent;

describe('sign-up on the embedded backend', () => {
  it('/shipper-signup stores the sign-up metadata (no cargoTypes) and lands on the dashboard', async () => {
    const user = renderAt('/shipper-signup');
    await fillAccount(user, 'nueva.dadora@example.com');
    await user.type(screen.getByLabelText('Dirección'), 'Av. San Martín 1250, Mendoza');
    await user.type(screen.getByLabelText('Tipos de carga que envías'), 'Vinos y alimentos');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Dador de Carga' }));

    expect(await screen.findByRole('heading', { name: 'Panel Dador' }, WAIT)).toBeInTheDocument();
    expect(location()).toBe('/shipper-dashboard');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Registro exitoso', {
        description: 'Te has registrado correctamente. ¡Bienvenido a ConectaCargas!',
      }),
    );
    const row = await storedAccount('nueva.dadora@example.com');
    expect(row.meta).toMatchObject({
      name: 'Lucía Fernández',
      company: null,
      phone: '+5492614257890',
      address: 'Av. San Martín 1250, Mendoza',
      role: 'shipper',
    });
    expect(row.meta).not.toHaveProperty('cargoTypes');
    expect(row).toMatchObject({
      role: 'shipper',
      name: 'Lucía Fernández',
      company: null,
      phone: '+5492614257890',
      address: 'Av. San Martín 1250, Mendoza',
      cargo_types: null,
      vehicle_types: [],
    });
  });

  it('/transporter-signup stores company, taxId, description, vehicleTypes and serviceAreas', async () => {
    const user = renderAt('/transporter-signup');
    await fillAccount(user, 'nuevo.transportista@example.com', 'Martín Gómez');
    await user.type(screen.getByLabelText('Empresa'), 'Transportes Gómez');
    await user.type(screen.getByLabelText('Dirección'), 'Ruta 7 km 1030, Luján de Cuyo');
    await user.type(screen.getByLabelText('CUIT / Identificación fiscal'), '20-12345678-9');
    await user.type(screen.getByLabelText('Descripción del servicio'), 'Fletes refrigerados');
    for (const type of ['truck_large', 'refrigerated']) {
      await user.selectOptions(screen.getByLabelText('Tipos de vehículo'), type);
    }
    await user.type(screen.getByLabelText('Áreas de servicio'), 'Cuyo y Centro');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Transportista' }));

    expect(
      await screen.findByRole('heading', { name: 'Panel Transportista' }, WAIT),
    ).toBeInTheDocument();
    const row = await storedAccount('nuevo.transportista@example.com');
    expect(row.meta).toMatchObject({
      name: 'Martín Gómez',
      company: 'Transportes Gómez',
      phone: '+5492614257890',
      address: 'Ruta 7 km 1030, Luján de Cuyo',
      role: 'transporter',
      taxId: '20-12345678-9',
      description: 'Fletes refrigerados',
      vehicleTypes: ['truck_large', 'refrigerated'],
      serviceAreas: 'Cuyo y Centro',
    });
    expect(row).toMatchObject({
      role: 'transporter',
      company: 'Transportes Gómez',
      tax_id: '20-12345678-9',
      description: 'Fletes refrigerados',
      vehicle_types: ['truck_large', 'refrigerated'],
      service_areas: 'Cuyo y Centro',
    });
  });

  it('/register stores the chosen role and no address', async () => {
    const user = renderAt('/register');
    await fillAccount(user, 'generico@example.com');
    await user.type(screen.getByLabelText('Empresa (opcional)'), 'Bodega Sur');
    await user.click(screen.getByRole('radio', { name: /Transportista/ }));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    expect(
      await screen.findByRole('heading', { name: 'Panel Transportista' }, WAIT),
    ).toBeInTheDocument();
    const row = await storedAccount('generico@example.com');
    expect(row.meta).not.toHaveProperty('address');
    expect(row).toMatchObject({ role: 'transporter', company: 'Bodega Sur', address: null });
  });

  it("a duplicate e-mail is the 'Error de registro' toast in Spanish", async () => {
    const user = renderAt('/shipper-signup');
    await fillAccount(user, demoAccounts.shipper.email);
    await user.type(screen.getByLabelText('Dirección'), 'Av. San Martín 1250');
    await user.type(screen.getByLabelText('Tipos de carga que envías'), 'Vinos');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Dador de Carga' }));

    await waitFor(
      () =>
        expect(toast.error).toHaveBeenCalledWith('Error de registro', {
          description: 'Ya existe una cuenta registrada con este correo electrónico.',
        }),
      WAIT,
    );
    expect(location()).toBe('/shipper-signup');
    expect(screen.getByLabelText('Correo Electrónico')).toHaveValue(demoAccounts.shipper.email);
  });
});

describe('sign-in on the embedded backend', () => {
  async function signIn(user: User, email: string, password: string) {
    await user.type(screen.getByLabelText('Correo Electrónico'), email);
    await user.type(screen.getByLabelText('Contraseña'), password);
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
  }

  it("a wrong password is 'Error de inicio de sesión' / 'Credenciales incorrectas'", async () => {
    const user = renderAt('/signin');
    await signIn(user, demoAccounts.shipper.email, 'equivocada');
    await waitFor(
      () =>
        expect(toast.error).toHaveBeenCalledWith('Error de inicio de sesión', {
          description: 'Credenciales incorrectas',
        }),
      WAIT,
    );
    expect(location()).toBe('/signin');
  });

  it('the demo transporter signs in and lands on their dashboard', async () => {
    const user = renderAt('/signin');
    await signIn(user, demoAccounts.transporter.email, DEMO_PASSWORD);
    expect(
      await screen.findByRole('heading', { name: 'Panel Transportista' }, WAIT),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Inicio de sesión exitoso', {
        description: 'Has iniciado sesión correctamente.',
      }),
    );
  });

  it('forgot password mails a link back to this site’s /reset-password', async () => {
    const user = renderAt('/signin?mode=forgot');
    await user.type(screen.getByLabelText('Correo Electrónico'), demoAccounts.shipper.email);
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    await waitFor(
      () =>
        expect(toast.success).toHaveBeenCalledWith('Correo enviado', {
          description: 'Se ha enviado un correo con instrucciones para restablecer tu contraseña.',
        }),
      WAIT,
    );
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Iniciar Sesión'),
      WAIT,
    );
    const mail = (await backend.outbox()).find((m) => m.to === demoAccounts.shipper.email);
    expect(mail?.link).toContain(
      `redirect_to=${encodeURIComponent('http://127.0.0.1:5173/reset-password')}`,
    );
  });

  it('/reset-password sets the new password with the recovery session', async () => {
    // An account of its own: the demo accounts keep their password for the other tests.
    const email = 'olvidadiza@example.test';
    const signUp = await otherBrowser().auth.signUp({
      email,
      password: 'ClaveVieja2026',
      options: { data: { role: 'transporter', name: 'Olga Olvido' } },
    });
    expect(signUp.error).toBeNull();
    await otherBrowser().auth.resetPasswordForEmail(email);
    const mail = (await backend.outbox()).filter((m) => m.to === email).at(-1);
    const answer = await fetch(mail?.link ?? '', { redirect: 'manual' });
    const fragment = new URLSearchParams(
      new URL(answer.headers.get('location') ?? '').hash.slice(1),
    );
    expect(fragment.get('type')).toBe('recovery');
    await app.supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });

    const user = renderAt('/reset-password');
    await user.type(await screen.findByLabelText('Nueva Contraseña', {}, WAIT), 'ClaveNueva2026');
    await user.type(screen.getByLabelText('Confirmar Contraseña'), 'ClaveNueva2026');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    await waitFor(() => expect(location()).toBe('/signin'), WAIT);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Contraseña actualizada', {
        description: 'Tu contraseña ha sido actualizada correctamente.',
      }),
    );
    expect((await app.supabase.auth.getSession()).data.session).toBeNull();

    const check = otherBrowser();
    const { error } = await check.auth.signInWithPassword({ email, password: 'ClaveNueva2026' });
    expect(error).toBeNull();
  });
});
