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

/** The refusals of `save_push_subscription` ('Activar notificaciones'). */
export const pushSubscriptionError = errorMapper({
  raised: {
    push_endpoint_not_allowed:
      'El servicio de notificaciones de este navegador no está admitido. Probá con Chrome, Firefox, Edge o Safari.',
    insufficient_aal:
      'Para activar las notificaciones inicia sesión con tu código de verificación en dos pasos.',
  },
});
