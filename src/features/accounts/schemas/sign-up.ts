/**
 * The three registration forms: generic (with the role), Dador de Carga and Transportista.
 */
import { z } from 'zod';
import { signUpRoles } from '@/auth';
import {
  address,
  argentinePhone,
  email,
  formVehicleTypes,
  maxLengthMessage,
  messages,
  password,
  text,
  withPasswordConfirmation,
} from './fields';

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

export const shipperSignupSchema = withPasswordConfirmation(
  accountShape.extend({
    address,
    cargoTypes: text(3, messages.cargoTypes, 500),
  }),
);
export type ShipperSignupValues = z.infer<typeof shipperSignupSchema>;

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
