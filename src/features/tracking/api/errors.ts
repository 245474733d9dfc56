import { dataErrorMessages, errorMapper } from '@/lib/data-errors';

/** Why sharing or revoking a tracking link was refused, in Spanish. */
export const trackingError = errorMapper({
  raised: {
    not_allowed: dataErrorMessages.permission,
    tracking_not_open: 'El seguimiento se comparte cuando la carga ya tiene transportista.',
    tracking_ended: 'El seguimiento terminó: pasaron 7 días desde la conformidad de la entrega.',
  },
});
