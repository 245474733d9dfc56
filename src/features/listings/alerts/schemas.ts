import { z } from 'zod';
import { trimmedText } from '@/lib/trimmed-text';
import { ALERT_NAME_MAX } from './limits';

export { ALERT_NAME_MAX };
/** How many alerts a person may keep (saved_alerts_enforce_limit). */
export const ALERT_LIMIT = 20;

export const alertMessages = {
  nameRequired: 'Ingresa un nombre para la alerta',
  nameTooLong: `El nombre no puede superar los ${ALERT_NAME_MAX} caracteres`,
  limit: `Ya tienes ${ALERT_LIMIT} alertas: elimina alguna para guardar otra.`,
} as const;

export const alertNameSchema = z.object({
  name: trimmedText(1, ALERT_NAME_MAX, alertMessages.nameRequired, alertMessages.nameTooLong),
});

export type AlertNameValues = z.input<typeof alertNameSchema>;
export type AlertNameInput = z.output<typeof alertNameSchema>;
