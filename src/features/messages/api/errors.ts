/**
 * Spanish messages for the errors of conversations. The RPCs raise a stable code as the error
 * message (see the live marketplace migration); anything else falls back to the app-wide data
 * error messages.
 */
import { dataErrorMessages, errorMapper } from '@/lib/data-errors';

export const messagesError = errorMapper({
  raised: {
    message_length: 'El mensaje debe tener entre 1 y 2.000 caracteres.',
    message_rate_limited:
      'Enviaste demasiados mensajes seguidos. Espera un minuto y vuelve a intentarlo.',
    conversation_not_allowed: 'No puedes iniciar una conversación sobre esta carga.',
    conversation_not_found: dataErrorMessages.permission,
    report_reason_length: 'Cuéntanos el motivo en hasta 1.000 caracteres.',
    listing_not_found: 'La carga ya no existe.',
  },
  constraints: {
    messages_body_length: 'El mensaje debe tener entre 1 y 2.000 caracteres.',
  },
});
