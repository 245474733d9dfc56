import { errorMapper } from '@/lib/data-errors';

export const ACTIVE_SHIPMENTS_MESSAGE =
  'No puedes eliminar tu cuenta mientras tengas envíos asignados o en tránsito. Complétalos o cancélalos primero.';
export const INSUFFICIENT_AAL_MESSAGE =
  'Para eliminar la cuenta inicia sesión con tu código de verificación en dos pasos.';

/** The refusals of `delete_my_account`, named by the prefix of its message, in clear Spanish. */
export const accountDeletionError = errorMapper({
  raised: {
    active_shipments: ACTIVE_SHIPMENTS_MESSAGE,
    insufficient_aal: INSUFFICIENT_AAL_MESSAGE,
  },
});
