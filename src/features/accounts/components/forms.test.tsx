import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { ShipperSignupForm } from './shipper-signup-form';
import { SignInForm } from './sign-in-form';
import { TransporterSignupForm } from './transporter-signup-form';
import { DEMO_PASSWORD, demoAccounts } from '@/testing/demo-accounts';

function inRouter(ui: React.ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

/** The error text linked to a control through aria-describedby. */
function describedError(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el?.getAttribute('role') === 'alert')
    .map((el) => el.textContent)
    .join(' ');
}

async function fillAccount(
  user: ReturnType<typeof userEvent.setup>,
  overrides: Partial<Record<string, string>> = {},
) {
  const values = {
    'Nombre Completo': 'Lucía Fernández',
    'Correo Electrónico': 'lucia@example.com',
    Teléfono: '2614257890',
    Contraseña: 'secreto123',
    'Confirmar Contraseña': 'secreto123',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
}

describe('SignInForm', () => {
  it('shows the Spanish validation messages, linked to their fields, and focuses the first invalid one', async () => {
    const onSubmit = vi.fn(async () => undefined);
    inRouter(<SignInForm onSubmit={onSubmit} onForgotPassword={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña'), '123');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    const email = screen.getByLabelText('Correo Electrónico');
    await waitFor(() => expect(email).toHaveFocus());
    // Focus moves as validation ends; the messages arrive with the next render.
    await waitFor(() => expect(describedError(email)).toBe('Correo electrónico inválido'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(screen.getByLabelText('Contraseña'))).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values with rememberMe false by default, then true when ticked', async () => {
    const onSubmit = vi.fn(async () => undefined);
    inRouter(<SignInForm onSubmit={onSubmit} onForgotPassword={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo Electrónico'), ` ${demoAccounts.shipper.email} `);
    await user.type(screen.getByLabelText('Contraseña'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { email: demoAccounts.shipper.email, password: DEMO_PASSWORD, rememberMe: false },
        expect.anything(),
      ),
    );
    await user.click(screen.getByLabelText('Recordarme'));
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith(
        expect.objectContaining({ rememberMe: true }),
        expect.anything(),
      ),
    );
  });

  it('disables the button with a pending label while the request runs', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    inRouter(<SignInForm onSubmit={onSubmit} onForgotPassword={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo Electrónico'), 'a@b.co');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    const pending = await screen.findByRole('button', { name: 'Iniciando sesión…' });
    expect(pending).toBeDisabled();
    finish();
    await screen.findByRole('button', { name: 'Iniciar Sesión' });
    expect(screen.getByLabelText('Correo Electrónico')).toHaveValue('a@b.co');
  });

  it('hands the typed e-mail to the forgot-password mode', async () => {
    const onForgotPassword = vi.fn();
    inRouter(<SignInForm onSubmit={vi.fn()} onForgotPassword={onForgotPassword} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo Electrónico'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('a@b.co');
  });
});

describe('ForgotPasswordForm', () => {
  it('asks only for a valid e-mail', async () => {
    const onSubmit = vi.fn(async () => undefined);
    inRouter(<ForgotPasswordForm onSubmit={onSubmit} onBack={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    expect(await screen.findByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.type(screen.getByLabelText('Correo Electrónico'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co' }, expect.anything()),
    );
  });
});

describe('ResetPasswordForm', () => {
  it('checks the length and the confirmation', async () => {
    const onSubmit = vi.fn(async () => undefined);
    inRouter(<ResetPasswordForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nueva Contraseña'), '12345');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    expect(describedError(screen.getByLabelText('Nueva Contraseña'))).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    await user.type(screen.getByLabelText('Nueva Contraseña'), '6');
    await user.type(screen.getByLabelText('Confirmar Contraseña'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    await waitFor(() =>
      expect(describedError(screen.getByLabelText('Confirmar Contraseña'))).toBe(
        'Las contraseñas no coinciden',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('RegisterForm', () => {
  it('focuses the first invalid field and shows every message', async () => {
    inRouter(<RegisterForm onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(screen.getByLabelText('Nombre Completo')).toHaveFocus());
    for (const message of [
      'El nombre debe tener al menos 2 caracteres',
      'Correo electrónico inválido',
      'Número de teléfono inválido',
      'La contraseña debe tener al menos 8 caracteres',
      'Selecciona el tipo de cuenta',
      'Debes aceptar los términos y condiciones',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('radiogroup', { name: 'Tipo de cuenta' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('focuses a later invalid field when the earlier ones are fine', async () => {
    inRouter(<RegisterForm onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await fillAccount(user, { 'Confirmar Contraseña': 'otra-cosa' });
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    const confirm = screen.getByLabelText('Confirmar Contraseña');
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(describedError(confirm)).toBe('Las contraseñas no coinciden');
  });

  it('submits the chosen role and keeps the company optional', async () => {
    const onSubmit = vi.fn(async () => undefined);
    inRouter(<RegisterForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: /Transportista/ }));
    await user.click(screen.getByLabelText(/Acepto los/));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ role: 'transporter', company: '', terms: true }),
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('radio', { name: /admin/i })).not.toBeInTheDocument();
  });
});

describe('ShipperSignupForm', () => {
  it('adds address and cargoTypes with their messages', async () => {
    const onSubmit = vi.fn(async () => undefined);
    inRouter(<ShipperSignupForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillAccount(user);
    await user.type(screen.getByLabelText('Dirección'), 'Av 1');
    await user.type(screen.getByLabelText('Tipos de carga que envías'), 'ab');
    await user.click(screen.getByLabelText(/Acepto los/));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Dador de Carga' }));
    await waitFor(() => expect(screen.getByLabelText('Dirección')).toHaveFocus());
    expect(describedError(screen.getByLabelText('Dirección'))).toBe('Dirección inválida');
    expect(describedError(screen.getByLabelText('Tipos de carga que envías'))).toBe(
      'Por favor describe los tipos de carga que envías',
    );
    await user.type(screen.getByLabelText('Dirección'), '23');
    await user.type(screen.getByLabelText('Tipos de carga que envías'), 'c');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Dador de Carga' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ address: 'Av 123', cargoTypes: 'abc' }),
        expect.anything(),
      ),
    );
  });
});

describe('TransporterSignupForm', () => {
  it('requires the company and the service fields', async () => {
    inRouter(<TransporterSignupForm onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Transportista' }));
    for (const message of [
      'El nombre de la empresa es obligatorio',
      'Dirección inválida',
      'Por favor describe tu servicio de transporte',
      'Selecciona al menos un tipo de vehículo',
      'Indica las áreas donde ofreces servicio',
      'Identificación fiscal inválida',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Empresa')).toBeInTheDocument();
  });

  it('focuses the vehicle picker when it is the first invalid field', async () => {
    inRouter(<TransporterSignupForm onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await fillAccount(user);
    await user.type(screen.getByLabelText('Empresa'), 'Transportes Gómez');
    await user.type(screen.getByLabelText('Dirección'), 'Ruta 7 km 1030');
    await user.type(screen.getByLabelText('CUIT / Identificación fiscal'), '20123456789');
    await user.type(screen.getByLabelText('Descripción del servicio'), 'Fletes a todo el país');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Transportista' }));
    const picker = screen.getByLabelText('Tipos de vehículo');
    await waitFor(() => expect(picker).toHaveFocus());
    expect(describedError(picker)).toBe('Selecciona al menos un tipo de vehículo');
  });

  it('adds a vehicle type the moment it is picked, resets the list, and removes it on a second pick or its chip', async () => {
    const onSubmit = vi.fn(async () => undefined);
    inRouter(<TransporterSignupForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const picker = screen.getByLabelText<HTMLSelectElement>('Tipos de vehículo');

    // There is no separate confirm step any more.
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'truck_large');
    expect(picker.value).toBe('');
    await user.selectOptions(picker, 'refrigerated');
    await user.selectOptions(picker, 'van');
    const chips = () =>
      within(screen.getByRole('list', { name: 'Vehículos seleccionados' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(chips()).toEqual(['Camión Grande', 'Refrigerado', 'Furgoneta']);
    expect(picker.value).toBe('');

    // Picking a chosen type again removes it.
    expect(screen.getByRole('option', { name: 'Refrigerado (agregado)' })).toBeInTheDocument();
    await user.selectOptions(picker, 'refrigerated');
    expect(chips()).toEqual(['Camión Grande', 'Furgoneta']);
    expect(screen.getByRole('option', { name: 'Refrigerado' })).toBeInTheDocument();

    // A chip's own button removes it, from the keyboard too.
    screen.getByRole('button', { name: 'Quitar Furgoneta' }).focus();
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Camión Grande']);

    await fillAccount(user);
    await user.type(screen.getByLabelText('Empresa'), 'Transportes Gómez');
    await user.type(screen.getByLabelText('Dirección'), 'Ruta 7 km 1030');
    await user.type(screen.getByLabelText('CUIT / Identificación fiscal'), '20123456789');
    await user.type(screen.getByLabelText('Descripción del servicio'), 'Fletes a todo el país');
    await user.type(screen.getByLabelText('Áreas de servicio'), 'Cuyo');
    await user.click(screen.getByLabelText(/Acepto los/));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta de Transportista' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ vehicleTypes: ['truck_large'], company: 'Transportes Gómez' }),
        expect.anything(),
      ),
    );
  });

  it('offers the seven form vehicle types with their form labels', () => {
    inRouter(<TransporterSignupForm onSubmit={vi.fn()} />);
    const options = within(screen.getByLabelText('Tipos de vehículo'))
      .getAllByRole('option')
      .map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([
      ['', 'Elige un tipo de vehículo'],
      ['van', 'Furgoneta'],
      ['truck_small', 'Camión Pequeño'],
      ['truck_medium', 'Camión Mediano'],
      ['truck_large', 'Camión Grande'],
      ['refrigerated', 'Refrigerado'],
      ['flatbed', 'Plataforma'],
      ['container', 'Contenedor'],
    ]);
  });
});
