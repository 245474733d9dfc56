/**
 * Configuración de Cuenta: changing the password and deleting the account.
 */
import { z } from 'zod';
import { messages, password, withPasswordConfirmation } from '../schemas/fields';
import { PUSH_CATEGORIES } from './api/push';

export const settingsMessages = {
  currentPassword: 'Ingresa tu contraseña actual',
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

/** Eliminar Cuenta: the person types ELIMINAR. */
export const DELETE_CONFIRMATION_WORD = 'ELIMINAR';
export const deleteAccountSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((typed) => typed === DELETE_CONFIRMATION_WORD, settingsMessages.deleteConfirmation),
});

/** Notificaciones por Correo: the three switches. */
export const notificationPreferencesSchema = z.object({
  newProposals: z.boolean(),
  statusChanges: z.boolean(),
  news: z.boolean(),
});

/** Notificaciones Push: the kinds a person wants on his devices (none is a choice too). */
export const pushCategoriesSchema = z.object({ categories: z.array(z.enum(PUSH_CATEGORIES)) });
export type PushCategoriesValues = z.infer<typeof pushCategoriesSchema>;
