/**
 * Form schemas of the account screens. Messages are the product's, word for word; the
 * maximum lengths mirror the CHECK constraints of `profiles`, so the server never rejects a form
 * that passed here.
 */
import { z } from 'zod';
import { vehicleTypeOptions, type FormVehicleType } from '@/domain/catalog';
import { signUpRoles } from '@/auth';

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
} as const;

export const maxLengthMessage = (max: number) => `Debe tener como máximo ${max} caracteres`;

const text = (min: number, minMessage: string, max: number) =>
  z.string().trim().min(min, minMessage).max(max, maxLengthMessage(max));

const email = z
  .string()
  .trim()
  .pipe(z.email(messages.email).max(320, maxLengthMessage(320)));

/** Passwords are never trimmed: spaces are valid characters. */
const password = (min: number, message: string) => z.string().min(min, message);

/** Reports a mismatch on confirmPassword, once both password fields are otherwise valid. */
function withPasswordConfirmation<
  T extends z.ZodObject<{ password: z.ZodString; confirmPassword: z.ZodString }>,
>(schema: T) {
  const pair = schema.pick({ password: true, confirmPassword: true });
  return schema.refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
    when: (payload) => pair.safeParse(payload.value).success,
  });
}

export const signInSchema = z.object({
  email,
  password: password(6, messages.signInPassword),
  rememberMe: z.boolean(),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = withPasswordConfirmation(
  z.object({
    password: password(6, messages.signInPassword),
    confirmPassword: z.string(),
  }),
);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** The fields every sign-up form shares (generic, shipper and transporter registration). */
const accountShape = z.object({
  name: text(2, messages.name, 120),
  company: z.string().trim().max(160, maxLengthMessage(160)),
  email,
  phone: text(5, messages.phone, 40),
  password: password(8, messages.password),
  confirmPassword: z.string(),
  terms: z.boolean().refine((accepted) => accepted, messages.terms),
});
export type AccountInput = z.input<typeof accountShape>;
export type AccountValues = z.infer<typeof accountShape>;

export const accountDefaults: AccountInput = {
  name: '',
  company: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export const registerSchema = withPasswordConfirmation(
  accountShape.extend({ role: z.enum(signUpRoles, { error: messages.role }) }),
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;

const address = text(5, messages.address, 240);

export const shipperSignupSchema = withPasswordConfirmation(
  accountShape.extend({
    address,
    cargoTypes: text(3, messages.cargoTypes, 500),
  }),
);
export type ShipperSignupValues = z.infer<typeof shipperSignupSchema>;

const formVehicleTypes = vehicleTypeOptions.map((option) => option.value) as [
  FormVehicleType,
  ...FormVehicleType[],
];

export const transporterSignupSchema = withPasswordConfirmation(
  accountShape.extend({
    company: text(2, messages.company, 160),
    address,
    description: text(10, messages.description, 2000),
    vehicleTypes: z.array(z.enum(formVehicleTypes)).min(1, messages.vehicleTypes),
    serviceAreas: text(3, messages.serviceAreas, 500),
    taxId: text(5, messages.taxId, 40),
  }),
);
export type TransporterSignupInput = z.input<typeof transporterSignupSchema>;
export type TransporterSignupValues = z.infer<typeof transporterSignupSchema>;
