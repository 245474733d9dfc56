/** The trip's forms: the insurance certificate, the delivery, and a reported problem. */
import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';
import { isCalendarDate } from '@/lib/calendar-date';
import { MAX_REMITOS, parseRemitoNumbers } from './paperwork';
import {
  incidentKindOptions,
  roadIncidentKindOptions,
  type IncidentKind,
  type RoadIncidentKind,
} from './trip-logic';

export const tripMessages = {
  insurer: 'Indica la aseguradora (2 a 120 caracteres)',
  policyNumber: 'Número de póliza inválido (2 a 40 letras, números, puntos, barras o guiones)',
  validUntil: 'Indica hasta cuándo está vigente la póliza',
  validBeforeDelivery: 'La póliza debe estar vigente al menos hasta la fecha de entrega',
  certificate: 'Adjunta el certificado en PDF (hasta 10 MB)',
  recipientName: 'Indica el nombre de quien recibe (2 a 120 caracteres)',
  recipientDni: 'El DNI debe tener 7 u 8 dígitos, sin puntos',
  photos: 'Agrega entre 1 y 6 fotos de la carga y del remito',
  signature: 'Falta la firma de quien recibe',
  kind: 'Selecciona el tipo de problema',
  description: 'Describe el problema (10 a 2000 caracteres)',
  reportPhotos: 'Hasta 6 fotos',
  roadIncidentKind: 'Selecciona qué pasó',
  roadIncidentDescription: 'Cuenta qué pasó y dónde (10 a 1000 caracteres)',
  vehicle: 'Elige el vehículo del viaje',
  driver: 'Elige el chofer del viaje',
  remitoNumbers: `Hasta ${MAX_REMITOS} remitos con el formato 00001-00001234, separados por comas`,
  cotCode: 'El COT tiene de 6 a 20 dígitos, sin puntos ni espacios',
} as const;

/** 'Vehículo y chofer': one of the transporter's vehicles and one of his drivers. */
export const tripResourcesSchema = z.object({
  vehicleId: z.string().min(1, tripMessages.vehicle),
  driverId: z.string().min(1, tripMessages.driver),
});
export type TripResourcesValues = z.infer<typeof tripResourcesSchema>;

const MAX_FILE_BYTES = 10 * 1024 * 1024;

export function insuranceSchema(deliveryDate: string) {
  return z.object({
    insurer: trimmedText(2, 120, tripMessages.insurer),
    policyNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9/.-]{2,40}$/, tripMessages.policyNumber),
    validUntil: z
      .string()
      .refine(isCalendarDate, tripMessages.validUntil)
      .refine((date) => date >= deliveryDate, tripMessages.validBeforeDelivery),
    certificate: z
      .custom<FileList | File[]>()
      .refine(
        (files) =>
          files?.length === 1 &&
          files[0].type === 'application/pdf' &&
          files[0].size <= MAX_FILE_BYTES,
        tripMessages.certificate,
      )
      .transform((files) => files[0]),
  });
}
export type InsuranceFormValues = z.input<ReturnType<typeof insuranceSchema>>;

/** 'Remito y COT': the remito numbers in one field, and the COT code if the route needs one. */
export const paperworkSchema = z.object({
  remitoNumbers: z.string().transform((text, context) => {
    const numbers = parseRemitoNumbers(text);
    if (numbers === null || numbers.length > MAX_REMITOS) {
      context.addIssue({ code: 'custom', message: tripMessages.remitoNumbers });
      return z.NEVER;
    }
    return numbers;
  }),
  cotCode: z
    .string()
    .trim()
    .refine((code) => code === '' || /^\d{6,20}$/.test(code), tripMessages.cotCode),
});
export type PaperworkFormValues = z.input<typeof paperworkSchema>;

/** Who receives the cargo: their name and DNI (the delivery, and the consignee's confirmation). */
export const receiverFields = {
  recipientName: trimmedText(2, 120, tripMessages.recipientName),
  recipientDni: z
    .string()
    .trim()
    .regex(/^\d{7,8}$/, tripMessages.recipientDni),
};

/** Up to `max` images from a file input, none required: the files as an array. */
export function optionalImages(max: number, message: string) {
  return z
    .custom<FileList | File[] | undefined>(() => true)
    .optional()
    .refine(
      (files) =>
        (files?.length ?? 0) <= max &&
        Array.from(files ?? []).every((f) => f.type.startsWith('image/')),
      message,
    )
    .transform((files) => Array.from(files ?? []));
}

export const deliverySchema = z.object({
  ...receiverFields,
  photos: z
    .custom<FileList | File[]>()
    .refine(
      (files) =>
        (files?.length ?? 0) >= 1 &&
        files.length <= 6 &&
        Array.from(files).every((f) => f.type.startsWith('image/')),
      tripMessages.photos,
    )
    .transform((files) => Array.from(files)),
  /** The receiver confirms the digital remito (RG 5678/2025), when the load has one. */
  remitoConfirmed: z.boolean().default(false),
});
export type DeliveryFormValues = z.input<typeof deliverySchema>;

const kindValues = incidentKindOptions.map((o) => o.value) as [IncidentKind, ...IncidentKind[]];

export const problemSchema = z.object({
  kind: z.enum(kindValues, tripMessages.kind),
  description: trimmedText(10, 2000, tripMessages.description),
  photos: optionalImages(6, tripMessages.reportPhotos),
});
export type ProblemFormValues = z.input<typeof problemSchema>;

const roadKindValues = roadIncidentKindOptions.map((o) => o.value) as [
  RoadIncidentKind,
  ...RoadIncidentKind[],
];

/** 'Informar un incidente en ruta': what happened and where; the time is the phone's. */
export const roadIncidentSchema = z.object({
  kind: z.enum(roadKindValues, tripMessages.roadIncidentKind),
  description: trimmedText(10, 1000, tripMessages.roadIncidentDescription),
});
export type RoadIncidentFormValues = z.input<typeof roadIncidentSchema>;
