import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileSchema, transporterProfileSchema } from './profile/schemas';
import { maxLengthMessage } from './schemas/fields';
import {
  forgotPasswordSchema,
  mfaCodeSchema,
  resetPasswordSchema,
  signInSchema,
} from './schemas/sign-in';
import { registerSchema, shipperSignupSchema, transporterSignupSchema } from './schemas/sign-up';
import { changePasswordSchema, deleteAccountSchema } from './settings/schemas';
import { shipperRegistrationSchema } from './shipper-registration/schemas';
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
  ['phone of 5 digits, no number', { phone: '12345' }, 'phone', 'Número de teléfono inválido'],
  ['phone of letters', { phone: 'mi celular' }, 'phone', 'Número de teléfono inválido'],
  [
    'phone of another country',
    { phone: '+1 202 555 0101' },
    'phone',
    'Número de teléfono inválido',
  ],
  ['mobile with 0 and 15', { phone: '011 15-2345-6789' }, 'phone', null],
  ['mobile as +54 9', { phone: '+54 9 11 2345-6789' }, 'phone', null],
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

describe('profileSchema (Perfil: name and e-mail required, the rest optional)', () => {
  const profile = {
    name: 'Lucía Fernández',
    email: 'lucia@example.com',
    company: '',
    phone: '',
    address: '',
  };

  it('accepts the required fields alone, trimmed', () => {
    expect(profileSchema.parse({ ...profile, name: '  Lucía  ' })).toEqual({
      ...profile,
      name: 'Lucía',
    });
  });

  it('stores the phone in E.164, however it was typed', () => {
    expect(registerSchema.parse({ ...register, phone: '0341 15 555-1234' }).phone).toBe(
      '+5493415551234',
    );
    expect(profileSchema.parse({ ...profile, phone: ' 11 2345 6789 ' }).phone).toBe(
      '+541123456789',
    );
  });

  it.each<Case>([
    ['empty name', { name: ' ' }, 'name', 'El nombre debe tener al menos 2 caracteres'],
    ['phone that is no number', { phone: '4444' }, 'phone', 'Número de teléfono inválido'],
    ['empty e-mail', { email: '' }, 'email', 'Correo electrónico inválido'],
    ['invalid e-mail', { email: 'lucia@' }, 'email', 'Correo electrónico inválido'],
    ['company too long', { company: 'x'.repeat(161) }, 'company', maxLengthMessage(160)],
    ['phone too long', { phone: '1'.repeat(41) }, 'phone', maxLengthMessage(40)],
    ['address too long', { address: 'x'.repeat(241) }, 'address', maxLengthMessage(240)],
    ['name too long', { name: 'x'.repeat(121) }, 'name', maxLengthMessage(120)],
  ])('%s', (...c) => expectCase(profileSchema, profile, c));

  it('a transporter may leave the service fields empty, but not outside the limits', () => {
    const transporterProfile = {
      ...profile,
      description: '',
      vehicleTypes: [],
      serviceAreas: '',
      taxId: '',
    };
    expect(errorsOf(transporterProfileSchema, transporterProfile)).toEqual({});
    expect(
      errorsOf(transporterProfileSchema, { ...transporterProfile, description: 'x'.repeat(2001) }),
    ).toEqual({ description: [maxLengthMessage(2000)] });
    expect(
      errorsOf(transporterProfileSchema, { ...transporterProfile, vehicleTypes: ['tank'] }),
    ).toHaveProperty('vehicleTypes.0');
  });
});

describe('account settings schemas', () => {
  const change = {
    currentPassword: 'vieja123',
    password: 'NuevaClave1',
    confirmPassword: 'NuevaClave1',
  };
  it.each<Case>([
    [
      'no current password',
      { currentPassword: '' },
      'currentPassword',
      'Ingresa tu contraseña actual',
    ],
    [
      'new of 7',
      { password: '1234567', confirmPassword: '1234567' },
      'password',
      'La contraseña debe tener al menos 8 caracteres',
    ],
    [
      'confirmation differs',
      { confirmPassword: 'OtraClave1' },
      'confirmPassword',
      'Las contraseñas no coinciden',
    ],
    ['valid', {}, 'password', null],
  ])('change password: %s', (...c) => expectCase(changePasswordSchema, change, c));

  it.each<Case>([
    ['five digits', { code: '12345' }, 'code', 'El código debe tener 6 números'],
    ['letters', { code: '12a456' }, 'code', 'El código debe tener 6 números'],
    ['six digits', { code: ' 123456 ' }, 'code', null],
  ])('MFA code: %s', (...c) => expectCase(mfaCodeSchema, { code: '' }, c));

  it.each<Case>([
    ['lower case', { confirmation: 'eliminar' }, 'confirmation', 'Escribe ELIMINAR para confirmar'],
    ['empty', { confirmation: '' }, 'confirmation', 'Escribe ELIMINAR para confirmar'],
    ['ELIMINAR', { confirmation: 'ELIMINAR' }, 'confirmation', null],
  ])('delete confirmation: %s', (...c) => expectCase(deleteAccountSchema, { confirmation: '' }, c));
});

describe('shipperRegistrationSchema (Registro Dador)', () => {
  const legal = {
    entityType: 'persona_juridica',
    fullName: '',
    documentType: '',
    documentNumber: '',
    companyName: 'Frutas del Sur S.A.',
    cuit: '20-12345678-6',
    iibbNumber: '901-234567-8',
    businessAddress: 'Av. Las Heras 450',
    businessActivity: 'Venta de frutas',
    loadingAddress: 'Ruta 40 km 3200',
  };
  const natural = {
    ...legal,
    entityType: 'persona_humana',
    companyName: '',
    fullName: 'Rita Gómez',
    documentType: 'dni',
    documentNumber: '30123456',
  };

  it('keeps the IVA condition, optional, only as one of ARCA’s', () => {
    expect(shipperRegistrationSchema.parse(legal).ivaCondition).toBe('');
    expect(shipperRegistrationSchema.parse({ ...legal, ivaCondition: 'exento' }).ivaCondition).toBe(
      'exento',
    );
    expect(shipperRegistrationSchema.safeParse({ ...legal, ivaCondition: 'magnate' }).success).toBe(
      false,
    );
  });

  it('stores the CUIT without hyphens', () => {
    expect(shipperRegistrationSchema.parse(legal).cuit).toBe('20123456786');
    expect(shipperRegistrationSchema.parse({ ...legal, cuit: '20123456786' }).cuit).toBe(
      '20123456786',
    );
  });

  it.each<Case>([
    ['no entity type', { entityType: '' }, 'entityType', 'Debe seleccionar un tipo de entidad'],
    ['CUIT of 10 digits', { cuit: '2012345678' }, 'cuit', 'El CUIT debe tener 11 números'],
    ['CUIT with letters', { cuit: '20-1234567A-6' }, 'cuit', 'El CUIT debe tener 11 números'],
    ['wrong check digit', { cuit: '20-12345678-5' }, 'cuit', 'El CUIT no es válido'],
    ['no IIBB', { iibbNumber: ' ' }, 'iibbNumber', 'El número de IIBB es requerido'],
    [
      'no business address',
      { businessAddress: '' },
      'businessAddress',
      'La dirección comercial es requerida',
    ],
    [
      'no activity',
      { businessActivity: '' },
      'businessActivity',
      'La actividad de la empresa es requerida',
    ],
    [
      'no loading address',
      { loadingAddress: '' },
      'loadingAddress',
      'La dirección de carga es requerida',
    ],
    [
      'legal entity without razón social',
      { companyName: '' },
      'companyName',
      'Debe completar todos los campos requeridos',
    ],
    ['legal entity needs no document', {}, 'documentNumber', null],
  ])('legal entity: %s', (...c) => expectCase(shipperRegistrationSchema, legal, c));

  it.each<Case>([
    ['no full name', { fullName: '' }, 'fullName', 'Debe completar todos los campos requeridos'],
    [
      'no document type',
      { documentType: '' },
      'documentType',
      'Debe completar todos los campos requeridos',
    ],
    [
      'no document number',
      { documentNumber: ' ' },
      'documentNumber',
      'Debe completar todos los campos requeridos',
    ],
    ['natural person needs no razón social', {}, 'companyName', null],
  ])('natural person: %s', (...c) => expectCase(shipperRegistrationSchema, natural, c));

  it('reports every missing field at once, the CUIT included', () => {
    const errors = errorsOf(shipperRegistrationSchema, { ...natural, fullName: '', cuit: '1' });
    expect(errors.cuit).toEqual(['El CUIT debe tener 11 números']);
    expect(errors.fullName).toEqual(['Debe completar todos los campos requeridos']);
  });
});
