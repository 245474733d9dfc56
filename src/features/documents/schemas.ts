import { z } from 'zod';
import { isCalendarDate } from '@/lib/calendar-date';
import { documentKindsByRole, type DocumentOwnerRole } from '@/domain/documents';

export const uploadMessages = {
  kind: 'Selecciona el tipo de documento',
  expiryPast: 'La fecha de vencimiento no puede ser anterior a hoy',
  expiryInvalid: 'La fecha de vencimiento no es válida',
} as const;

/** `YYYY-MM-DD` of a day in local time (what a date input holds). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The upload form's kind and optional expiry (the file is checked by file-check.ts). */
export function uploadDocumentSchema(role: DocumentOwnerRole, today: Date = new Date()) {
  const kinds = documentKindsByRole[role];
  return z.object({
    kind: z
      .string()
      .refine(
        (value): value is (typeof kinds)[number] => (kinds as readonly string[]).includes(value),
        {
          message: uploadMessages.kind,
        },
      ),
    expiresOn: z
      .string()
      .refine((value) => value === '' || isCalendarDate(value), {
        error: uploadMessages.expiryInvalid,
        abort: true,
      })
      .refine((value) => value === '' || value >= isoDay(today), uploadMessages.expiryPast)
      .transform((value) => (value === '' ? null : value)),
  });
}
