/**
 * Form schemas of the account screens. Messages are the product's, word for word; the
 * maximum lengths mirror the CHECK constraints of `profiles`, so the server never rejects a form
 * that passed here.
 */
import { z } from 'zod';
import { vehicleTypeOptions, type FormVehicleType } from '@/domain/catalog';
import { signUpRoles } from '@/auth';
import { validateCuit } from '@/domain/cuit';
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
} as const;

export const maxLengthMessage = (max: number) => `Debe tener como máximo ${max} caracteres`;

const text = (min: number, minMessage: string, max: number) =>
  z.string().trim().min(min, minMessage).max(max, maxLengthMessage(max));

/**
 * A phone as people type it ('011 15-2345-6789'), sent as E.164 ('+5491123456789'): the form
 * refuses what is not a valid Argentine number, and the database stores only E.164.
 */
function argentinePhone(typed: string, ctx: z.RefinementCtx): string {
  const e164 = normalizeArgentinePhone(typed);
  if (e164) return e164;
  ctx.addIssue({ code: 'custom', message: messages.phone });
  return z.NEVER;
}

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
  phone: text(5, messages.phone, 40).transform(argentinePhone),
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
export type TransporterSignupValues = z.infer<typeof transporterSignupSchema>;

/** Optional text of the profile: empty means not given (stored as null). */
const optionalText = (max: number) => z.string().trim().max(max, maxLengthMessage(max));

/** Profile edit: name and e-mail required, company, phone and address optional. */
export const profileSchema = z.object({
  name: text(2, messages.name, 120),
  email,
  company: optionalText(160),
  phone: optionalText(40).transform((typed, ctx) =>
    typed === '' ? '' : argentinePhone(typed, ctx),
  ),
  address: optionalText(240),
});

/** A transporter also edits the service the sign-up asked for; here each may be left empty. */
export const transporterProfileSchema = profileSchema.extend({
  description: optionalText(2000),
  vehicleTypes: z.array(z.enum(formVehicleTypes)),
  serviceAreas: optionalText(500),
  taxId: optionalText(40),
});
export type TransporterProfileInput = z.input<typeof transporterProfileSchema>;
export type TransporterProfileValues = z.infer<typeof transporterProfileSchema>;

export const settingsMessages = {
  currentPassword: 'Ingresa tu contraseña actual',
  mfaCode: 'El código debe tener 6 números',
  deleteConfirmation: 'Escribe ELIMINAR para confirmar',
} as const;

/** Contraseña → Cambiar: the current password (checked by Auth), the new one (8+) twice. */
export const changePasswordSchema = withPasswordConfirmation(
  z.object({
    currentPassword: z.string().min(1, settingsMessages.currentPassword),
    password: password(8, messages.password),
    confirmPassword: z.string(),
  }),
);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** A TOTP code from the authenticator app. */
export const mfaCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, settingsMessages.mfaCode),
});
export type MfaCodeValues = z.infer<typeof mfaCodeSchema>;

/** Eliminar Cuenta: the person types ELIMINAR. */
export const DELETE_CONFIRMATION_WORD = 'ELIMINAR';
export const deleteAccountSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((typed) => typed === DELETE_CONFIRMATION_WORD, settingsMessages.deleteConfirmation),
});

export const shipperMessages = {
  entityType: 'Debe seleccionar un tipo de entidad',
  iibbNumber: 'El número de IIBB es requerido',
  businessAddress: 'La dirección comercial es requerida',
  businessActivity: 'La actividad de la empresa es requerida',
  loadingAddress: 'La dirección de carga es requerida',
  missingFields: 'Debe completar todos los campos requeridos',
} as const;

export const shipperEntityTypes = ['persona_humana', 'persona_juridica'] as const;
export const shipperDocumentTypes = ['dni', 'passport', 'other'] as const;

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, maxLengthMessage(max));

const always = () => true;
const naturalPerson = (values: { entityType: string }) => values.entityType === 'persona_humana';

/**
 * Registro Dador. A natural person names themselves and their document, a legal entity its
 * razón social; the CUIT is checked digit by digit and stored without hyphens.
 */
export const shipperRegistrationSchema = z
  .object({
    entityType: z.union([z.enum(shipperEntityTypes), z.literal('')]),
    fullName: optionalText(120),
    documentType: z.union([z.enum(shipperDocumentTypes), z.literal('')]),
    documentNumber: optionalText(30),
    companyName: optionalText(160),
    cuit: z.string().transform((typed, ctx) => {
      const result = validateCuit(typed);
      if (result.valid) return result.cuit;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }),
    iibbNumber: required(shipperMessages.iibbNumber, 30),
    businessAddress: required(shipperMessages.businessAddress, 240),
    businessActivity: required(shipperMessages.businessActivity, 160),
    loadingAddress: required(shipperMessages.loadingAddress, 240),
  })
  // Each rule runs even when other fields failed (`when`), so every message shows at once.
  .refine((values) => values.entityType !== '', {
    path: ['entityType'],
    message: shipperMessages.entityType,
    when: always,
  })
  .refine((values) => !naturalPerson(values) || values.fullName.trim().length >= 2, {
    path: ['fullName'],
    message: shipperMessages.missingFields,
    when: always,
  })
  .refine((values) => !naturalPerson(values) || values.documentType !== '', {
    path: ['documentType'],
    message: shipperMessages.missingFields,
    when: always,
  })
  .refine((values) => !naturalPerson(values) || values.documentNumber.trim() !== '', {
    path: ['documentNumber'],
    message: shipperMessages.missingFields,
    when: always,
  })
  .refine(
    (values) => values.entityType !== 'persona_juridica' || values.companyName.trim().length >= 2,
    { path: ['companyName'], message: shipperMessages.missingFields, when: always },
  );
export type ShipperRegistrationInput = z.input<typeof shipperRegistrationSchema>;
export type ShipperRegistrationValues = z.infer<typeof shipperRegistrationSchema>;
