import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeSignedIn } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render';
import { AdminDashboardPage } from './admin-dashboard-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';
import { ShipperSignupPage } from './shipper-signup-page';
import { SignInPage } from './sign-in-page';
import { TransporterSignupPage } from './transporter-signup-page';
import { DEMO_PASSWORD, demoAccounts } from '@/testing/demo-accounts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const mfa = vi.hoisted(() => ({
  needsSecondFactor: vi.fn(async () => false),
  verifySignInCode: vi.fn(async (_code: string) => undefined),
}));
vi.mock('../settings/api/mfa', () => mfa);

afterEach(() => vi.clearAllMocks());

const location = () => screen.getByTestId('location').textContent;

async function signInWith(user: ReturnType<typeof userEvent.setup>, password = DEMO_PASSWORD) {
  await user.type(screen.getByLabelText('Correo Electrónico'), demoAccounts.shipper.email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('SignInPage', () => {
  it('asks an account with a verified factor for its code before the dashboard', async () => {
    mfa.needsSecondFactor.mockResolvedValueOnce(true);
    mfa.verifySignInCode.mockRejectedValueOnce(
      new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'),
    );
    const auth = fakeAuth({
      signIn: vi.fn(async () => ({ error: null, role: 'shipper' as const })),
    });
    renderWithProviders(<SignInPage />, { auth, path: '/signin' });
    const user = userEvent.setup();
    await signInWith(user);
    const code = await screen.findByLabelText('Código de verificación');
    expect(location()).toBe('/signin');

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('El código debe tener 6 números')).toBeInTheDocument();
    expect(mfa.verifySignInCode).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error de inicio de sesión', {
        description: 'El código no es válido o ya expiró. Prueba con el código actual.',
      }),
    );
    expect(location()).toBe('/signin');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(location()).toBe('/shipper-dashboard'));
    expect(mfa.verifySignInCode).toHaveBeenLastCalledWith('123456');
  }, 15_000);

  it.each([
    ['shipper', '/shipper-dashboard'],
    ['transporter', '/transporter-dashboard'],
    ['admin', '/dashboard'],
  ] as const)('a %s lands on %s with the success toast', async (role, target) => {
    const auth = fakeAuth({ signIn: vi.fn(async () => ({ error: null, role })) });
    renderWithProviders(<SignInPage />, { auth, path: '/signin' });
    expect(document.title).toBe('Iniciar Sesión | ConectaCargas');
    await signInWith(userEvent.setup());
    await waitFor(() => expect(location()).toBe(target));
    expect(auth.signIn).toHaveBeenCalledWith({
      email: demoAccounts.shipper.email,
      password: DEMO_PASSWORD,
      rememberMe: false,
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Inicio de sesión exitoso', {
        description: 'Has iniciado sesión correctamente.',
      }),
    );
  });

  it('goes back to the guarded page it came from when it is the role’s own', async () => {
    const auth = fakeAuth({
      signIn: vi.fn(async () => ({ error: null, role: 'shipper' as const })),
    });
    renderWithProviders(<SignInPage />, {
      auth,
      path: '/signin',
      route: {
        pathname: '/signin',
        state: { from: { pathname: '/shipper-dashboard/documents' } },
      },
    });
    await signInWith(userEvent.setup());
    await waitFor(() => expect(location()).toBe('/shipper-dashboard/documents'));
  });

  it("shows 'Error de inicio de sesión' in Spanish and keeps what was typed", async () => {
    const auth = fakeAuth({
      signIn: vi.fn(async () => ({
        error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
        role: null,
      })),
    });
    renderWithProviders(<SignInPage />, { auth, path: '/signin' });
    await signInWith(userEvent.setup(), 'equivocada');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error de inicio de sesión', {
        description: 'Credenciales incorrectas',
      }),
    );
    expect(location()).toBe('/signin');
    expect(screen.getByLabelText('Correo Electrónico')).toHaveValue(demoAccounts.shipper.email);
    expect(screen.getByLabelText('Contraseña')).toHaveValue('equivocada');
  });

  it('forgot-password mode: sends the e-mail, toasts and returns to login', async () => {
    const auth = fakeAuth();
    renderWithProviders(<SignInPage />, { auth, path: '/signin' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo Electrónico'), demoAccounts.shipper.email);
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recuperar contraseña');
    expect(location()).toBe('/signin?mode=forgot');
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Correo Electrónico')).toHaveValue(demoAccounts.shipper.email);
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Correo enviado', {
        description: 'Se ha enviado un correo con instrucciones para restablecer tu contraseña.',
      }),
    );
    expect(auth.requestPasswordReset).toHaveBeenCalledWith(demoAccounts.shipper.email);
    // The toast and the switch back to login land in separate renders: wait for what one sees.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Iniciar Sesión'),
    );
    expect(location()).toBe('/signin');
  });

  it("a failed reset request toasts 'Error' and stays in forgot mode", async () => {
    const auth = fakeAuth({
      requestPasswordReset: vi.fn(async () => ({
        error: new AuthApiError('rate limit', 429, 'over_email_send_rate_limit'),
      })),
    });
    renderWithProviders(<SignInPage />, { auth, path: '/signin', route: '/signin?mode=forgot' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo Electrónico'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Se enviaron demasiados correos. Espera unos minutos e intenta de nuevo.',
      }),
    );
    expect(location()).toBe('/signin?mode=forgot');
  });
});

describe('sign-up pages', () => {
  async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Nombre Completo'), 'Lucía Fernández');
    await user.type(screen.getByLabelText('Correo Electrónico'), 'lucia@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '2614257890');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto123');
    await user.type(screen.getByLabelText('Confirmar Contraseña'), 'secreto123');
    await user.click(screen.getByLabelText(/Acepto los/));
  }

  it('register: sends the sign-up payload and lands on the chosen role’s dashboard', async () => {
    const auth = fakeAuth({
      signUp: vi.fn(async () => ({
        error: null,
        role: 'transporter' as const,
        needsEmailConfirmation: false,
      })),
    });
    renderWithProviders(<RegisterPage />, { auth, path: '/register' });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: /Transportista/ }));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(location()).toBe('/transporter-dashboard'));
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'lucia@example.com',
      password: 'secreto123',
      data: { name: 'Lucía Fernández', company: null, phone: '+542614257890', role: 'transporter' },
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Registro exitoso', {
        description: 'Te has registrado correctamente. ¡Bienvenido a ConectaCargas!',
      }),
    );
  });

  it('shipper signup: the duplicate e-mail error is a Spanish toast and the form keeps its values', async () => {
    const auth = fakeAuth({
      signUp: vi.fn(async () => ({
        error: new AuthApiError('User already registered', 422, 'user_already_exists'),
        role: null,
        needsEmailConfirmation: false,
      })),
    });
    renderWithProviders(<ShipperSignupPage />, { auth, path: '/shipper-signup' });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.type(screen.getByLabelText('Dirección'), 'Av. San Martín 1250');
    await user.type(screen.getByLabelText('Tipos de carga que envías'), 'Vinos');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Dador de Carga' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error de registro', {
        description: 'Ya existe una cuenta registrada con este correo electrónico.',
      }),
    );
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        data: {
          name: 'Lucía Fernández',
          company: null,
          phone: '+542614257890',
          address: 'Av. San Martín 1250',
          role: 'shipper',
        },
      }),
    );
    expect(location()).toBe('/shipper-signup');
    expect(screen.getByLabelText('Dirección')).toHaveValue('Av. San Martín 1250');
  });

  it('an unknown sign-up failure shows the sign-up fallback message', async () => {
    const auth = fakeAuth({
      signUp: vi.fn(async () => ({
        error: new AuthRetryableFetchError('Database error saving new user', 500),
        role: null,
        needsEmailConfirmation: false,
      })),
    });
    renderWithProviders(<RegisterPage />, { auth, path: '/register' });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: /Dador de Carga/ }));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error de registro', {
        description: 'Ha ocurrido un error durante el registro',
      }),
    );
  });

  it("shows 'revisa tu correo' when the backend wants the e-mail confirmed", async () => {
    const auth = fakeAuth({
      signUp: vi.fn(async () => ({ error: null, role: null, needsEmailConfirmation: true })),
    });
    renderWithProviders(<TransporterSignupPage />, { auth, path: '/transporter-signup' });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.type(screen.getByLabelText('Empresa'), 'Transportes Gómez');
    await user.type(screen.getByLabelText('Dirección'), 'Ruta 7 km 1030');
    await user.type(screen.getByLabelText('CUIT / Identificación fiscal'), '20123456789');
    await user.type(screen.getByLabelText('Descripción del servicio'), 'Fletes a todo el país');
    await user.selectOptions(screen.getByLabelText('Tipos de vehículo'), 'flatbed');
    await user.type(screen.getByLabelText('Áreas de servicio'), 'Cuyo');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Transportista' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByText('lucia@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Iniciar Sesión' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(location()).toBe('/transporter-signup');
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        data: expect.objectContaining({
          role: 'transporter',
          vehicleTypes: ['flatbed'],
          taxId: '20123456789',
        }),
      }),
    );
  });
});

describe('ResetPasswordPage', () => {
  it('without a recovery session, explains and links to a new e-mail', () => {
    renderWithProviders(<ResetPasswordPage />, { auth: fakeAuth(), path: '/reset-password' });
    expect(screen.getByText(/no es válido o ya expiró/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute(
      'href',
      '/signin?mode=forgot',
    );
  });

  it('waits for the first session check', () => {
    renderWithProviders(<ResetPasswordPage />, {
      auth: fakeAuth({ loading: true }),
      path: '/reset-password',
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva Contraseña')).not.toBeInTheDocument();
  });

  it('updates the password, toasts, signs out and goes to /signin', async () => {
    const auth = fakeSignedIn('shipper');
    renderWithProviders(<ResetPasswordPage />, { auth, path: '/reset-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nueva Contraseña'), 'nueva-clave');
    await user.type(screen.getByLabelText('Confirmar Contraseña'), 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(auth.updatePassword).toHaveBeenCalledWith('nueva-clave');
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Contraseña actualizada', {
        description: 'Tu contraseña ha sido actualizada correctamente.',
      }),
    );
  });

  it("a failed update toasts 'Error' and keeps the form", async () => {
    const auth = fakeSignedIn('shipper', {
      updatePassword: vi.fn(async () => ({
        error: new AuthApiError('same', 422, 'same_password'),
      })),
    });
    renderWithProviders(<ResetPasswordPage />, { auth, path: '/reset-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nueva Contraseña'), 'misma-clave');
    await user.type(screen.getByLabelText('Confirmar Contraseña'), 'misma-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'La nueva contraseña debe ser distinta de la actual.',
      }),
    );
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nueva Contraseña')).toHaveValue('misma-clave');
  });
});

describe('AdminDashboardPage', () => {
  it("shows the 'Acceso Administrativo' notice", () => {
    renderWithProviders(<AdminDashboardPage />, {
      auth: fakeSignedIn('admin'),
      path: '/dashboard',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acceso Administrativo');
    expect(document.title).toBe('Acceso Administrativo | ConectaCargas');
  });
});
