/**
 * Mi Perfil's edit form, a transporter's with the service the sign-up asked for.
 */
import { z } from 'zod';
import {
  argentinePhone,
  email,
  formVehicleTypes,
  messages,
  optionalText,
  text,
} from '../schemas/fields';

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
