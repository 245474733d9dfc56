import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  maxLengthMessage,
  registerSchema,
  resetPasswordSchema,
  shipperSignupSchema,
  signInSchema,
  transporterSignupSchema,
} from './schemas';
import { demoAccounts } from '@/testing/demo-accounts';

/** The messages zod reports, keyed by field path. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const account = {
  name: 'Lucía Fernández',
  company: '',
  email: 'lucia@example.com',
  phone: '2614257890',
  password: 'secreto123',
  confirmPassword: 'secreto123',
  terms: true,
};
const register = { ...account, role: 'shipper' };
const shipper = { ...account, address: 'Av. San Martín 1250', cargoTypes: 'Vinos' };
const transporter = {
  ...account,
  company: 'Transportes Gómez',
  address: 'Ruta 7 km 1030',
  description: 'Fletes refrigerados a todo el país',
  vehicleTypes: ['truck_large'],
  serviceAreas: 'Cuyo',
  taxId: '20-12345678-9',
};

type Case = [label: string, patch: Record<string, unknown>, field: string, message: string | null];

/** Rules every sign-up form shares (the generic registration's rules). */
const accountCases: Case[] = [
  ['name of 1 char', { name: 'A' }, 'name', 'El nombre debe tener al menos 2 caracteres'],
  ['name of spaces', { name: '   a  ' }, 'name', 'El nombre debe tener al menos 2 caracteres'],
  ['name of 2 chars', { name: 'Al' }, 'name', null],
  ['name too long', { name: 'a'.repeat(121) }, 'name', maxLengthMessage(120)],
  ['invalid email', { email: 'lucia@' }, 'email', 'Correo electrónico inválido'],
  ['empty email', { email: '' }, 'email', 'Correo electrónico inválido'],
  ['email with spaces around', { email: '  lucia@example.com ' }, 'email', null],
  ['phone of 4', { phone: '1234' }, 'phone', 'Número de teléfono inválido'],
  ['phone of 5', { phone: '12345' }, 'phone', null],
  [
    'password of 7',
    { password: '1234567', confirmPassword: '1234567' },
    'password',
    'La contraseña debe tener al menos 8 caracteres',
  ],
  ['password of 8', { password: '12345678', confirmPassword: '12345678' }, 'password', null],
  [
    'different confirmation',
    { confirmPassword: 'otra-cosa' },
    'confirmPassword',
    'Las contraseñas no coinciden',
  ],
  ['terms not accepted', { terms: false }, 'terms', 'Debes aceptar los términos y condiciones'],
];

function expectCase(schema: z.ZodType, base: object, [, patch, field, message]: Case) {
  const errors = errorsOf(schema, { ...base, ...patch });
  if (message === null) expect(errors[field]).toBeUndefined();
  else expect(errors[field]).toEqual([message]);
}

describe('signInSchema', () => {
  const valid = { email: demoAccounts.shipper.email, password: 'secret', rememberMe: false };
  it.each<Case>([
    ['invalid email', { email: 'no-es-un-correo' }, 'email', 'Correo electrónico inválido'],
    [
      'password of 5',
      { password: '12345' },
      'password',
      'La contraseña debe tener al menos 6 caracteres',
    ],
    ['password of 6', { password: '123456' }, 'password', null],
  ])('%s', (...c) => expectCase(signInSchema, valid, c));

  it('accepts valid values and keeps rememberMe', () => {
    expect(signInSchema.parse({ ...valid, rememberMe: true })).toEqual({
      ...valid,
      rememberMe: true,
    });
  });

  it('requires rememberMe to be a boolean', () => {
    expect(errorsOf(signInSchema, { ...valid, rememberMe: 'yes' }).rememberMe).toHaveLength(1);
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a valid e-mail', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'x' })).toEqual({
      email: ['Correo electrónico inválido'],
    });
    expect(forgotPasswordSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { password: 'nueva1', confirmPassword: 'nueva1' };
  it.each<Case>([
    [
      'password of 5',
      { password: '12345', confirmPassword: '12345' },
      'password',
      'La contraseña debe tener al menos 6 caracteres',
    ],
    [
      'different confirmation',
      { confirmPassword: 'nueva2' },
      'confirmPassword',
      'Las contraseñas no coinciden',
    ],
    ['valid', {}, 'confirmPassword', null],
  ])('%s', (...c) => expectCase(resetPasswordSchema, valid, c));
});

describe('registerSchema', () => {
  it.each(accountCases)('%s', (...c) => expectCase(registerSchema, register, c));

  it.each<Case>([
    ['role admin', { role: 'admin' }, 'role', 'Selecciona el tipo de cuenta'],
    ['no role', { role: undefined }, 'role', 'Selecciona el tipo de cuenta'],
    ['role transporter', { role: 'transporter' }, 'role', null],
    ['no company', { company: '' }, 'company', null],
    ['company too long', { company: 'c'.repeat(161) }, 'company', maxLengthMessage(160)],
  ])('%s', (...c) => expectCase(registerSchema, register, c));

  it('reports every invalid field at once, the mismatch included', () => {
    const errors = errorsOf(registerSchema, {
      ...register,
      name: '',
      email: 'x',
      confirmPassword: 'otra-cosa',
      terms: false,
    });
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'name', 'terms']);
  });

  it('trims the text fields', () => {
    expect(registerSchema.parse({ ...register, name: '  Lucía  ', company: ' ' })).toMatchObject({
      name: 'Lucía',
      company: '',
    });
  });
});

describe('shipperSignupSchema', () => {
  it.each(accountCases)('%s', (...c) => expectCase(shipperSignupSchema, shipper, c));

  it.each<Case>([
    ['address of 4', { address: 'Av 1' }, 'address', 'Dirección inválida'],
    ['address of 5', { address: 'Av 12' }, 'address', null],
    [
      'cargoTypes of 2',
      { cargoTypes: 'ab' },
      'cargoTypes',
      'Por favor describe los tipos de carga que envías',
    ],
    ['cargoTypes of 3', { cargoTypes: 'abc' }, 'cargoTypes', null],
    ['company optional', { company: '' }, 'company', null],
  ])('%s', (...c) => expectCase(shipperSignupSchema, shipper, c));
});

describe('transporterSignupSchema', () => {
  it.each(accountCases)('%s', (...c) => expectCase(transporterSignupSchema, transporter, c));

  it.each<Case>([
    ['no company', { company: '' }, 'company', 'El nombre de la empresa es obligatorio'],
    ['company of 1', { company: 'T' }, 'company', 'El nombre de la empresa es obligatorio'],
    ['company of 2', { company: 'TG' }, 'company', null],
    ['address of 4', { address: 'R 7a' }, 'address', 'Dirección inválida'],
    [
      'description of 9',
      { description: '123456789' },
      'description',
      'Por favor describe tu servicio de transporte',
    ],
    ['description of 10', { description: '1234567890' }, 'description', null],
    [
      'no vehicle types',
      { vehicleTypes: [] },
      'vehicleTypes',
      'Selecciona al menos un tipo de vehículo',
    ],
    ['two vehicle types', { vehicleTypes: ['van', 'container'] }, 'vehicleTypes', null],
    [
      'serviceAreas of 2',
      { serviceAreas: 'AR' },
      'serviceAreas',
      'Indica las áreas donde ofreces servicio',
    ],
    ['serviceAreas of 3', { serviceAreas: 'Sur' }, 'serviceAreas', null],
    ['taxId of 4', { taxId: '1234' }, 'taxId', 'Identificación fiscal inválida'],
    ['taxId of 5', { taxId: '12345' }, 'taxId', null],
  ])('%s', (...c) => expectCase(transporterSignupSchema, transporter, c));

  it('rejects vehicle types outside the form list', () => {
    expect(
      errorsOf(transporterSignupSchema, { ...transporter, vehicleTypes: ['tank'] }),
    ).toHaveProperty('vehicleTypes.0');
  });
});
