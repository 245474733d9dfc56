/**
 * What the account forms' schemas share: the product's messages word for word, and fields whose
 * maximum lengths mirror the CHECK constraints of `profiles`, so the server never rejects a form
 * that passed here.
 */
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';
import { vehicleTypeOptions, type FormVehicleType } from '@/domain/catalog';
import { normalizeArgentinePhone } from '@/lib/phone';

export const messages = {
  email: 'Correo electrónico inválido',
  signInPassword: 'La contraseña debe tener al menos 6 caracteres',
  name: 'El nombre debe tener al menos 2 caracteres',
  phone: 'Número de teléfono inválido',
  password: 'La contraseña debe tener al menos 8 caracteres',
  passwordsDiffer: 'Las contraseñas no coinciden',
  terms: 'Debes aceptar los términos y condiciones',
  role: 'Selecciona el tipo de cuenta',
  address: 'Dirección inválida',
  cargoTypes: 'Por favor describe los tipos de carga que envías',
  company: 'El nombre de la empresa es obligatorio',
  description: 'Por favor describe tu servicio de transporte',
  vehicleTypes: 'Selecciona al menos un tipo de vehículo',
  serviceAreas: 'Indica las áreas donde ofreces servicio',
  taxId: 'Identificación fiscal inválida',
  mfaCode: 'El código debe tener 6 números',
} as const;

export const maxLengthMessage = (max: number) => `Debe tener como máximo ${max} caracteres`;

export const text = (min: number, minMessage: string, max: number) =>
  trimmedText(min, max, minMessage, maxLengthMessage(max));

/**
 * A phone as people type it ('011 15-2345-6789'), sent as E.164 ('+5491123456789'): the form
 * refuses what is not a valid Argentine number, and the database stores only E.164.
 */
export function argentinePhone(typed: string, ctx: z.RefinementCtx): string {
  const e164 = normalizeArgentinePhone(typed);
  if (e164) return e164;
  ctx.addIssue({ code: 'custom', message: messages.phone });
  return z.NEVER;
}

export const email = z
  .string()
  .trim()
  .pipe(z.email(messages.email).max(320, maxLengthMessage(320)));

/** Passwords are never trimmed: spaces are valid characters. */
export const password = (min: number, message: string) => z.string().min(min, message);

/** Reports a mismatch on confirmPassword, once both password fields are otherwise valid. */
export function withPasswordConfirmation<
  T extends z.ZodObject<{ password: z.ZodString; confirmPassword: z.ZodString }>,
>(schema: T) {
  const pair = schema.pick({ password: true, confirmPassword: true });
  return schema.refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
    when: (payload) => pair.safeParse(payload.value).success,
  });
}

/** Optional text (profile, Registro Dador): empty means not given (stored as null). */
export const optionalText = (max: number) => z.string().trim().max(max, maxLengthMessage(max));

export const address = text(5, messages.address, 240);

export const formVehicleTypes = vehicleTypeOptions.map((option) => option.value) as [
  FormVehicleType,
  ...FormVehicleType[],
];
