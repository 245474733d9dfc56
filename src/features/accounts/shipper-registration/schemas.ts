/**
 * Registro Dador: the shipper's fiscal registration.
 */
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';
import { ivaConditions } from '@/domain/iva';
import { cuitField } from '@/lib/cuit-field';
import { maxLengthMessage, optionalText } from '../schemas/fields';

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
  trimmedText(1, max, message, maxLengthMessage(max));

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
    cuit: cuitField(),
    iibbNumber: required(shipperMessages.iibbNumber, 30),
    businessAddress: required(shipperMessages.businessAddress, 240),
    businessActivity: required(shipperMessages.businessActivity, 160),
    loadingAddress: required(shipperMessages.loadingAddress, 240),
    /** For the transporter's invoice: optional, as registrations before it have none. */
    ivaCondition: z.union([z.enum(ivaConditions), z.literal('')]).default(''),
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
