/** Spanish messages for the refusals of truck availability and invitations (codes the database raises). */
import { errorMapper } from '@/lib/data-errors';

export const availabilityErrorMessages = {
  place_unknown: 'No conocemos esa localidad. Elegí una de la lista.',
  already_invited: 'Ya le ofreciste esta carga a este transportista.',
  listing_not_pending: 'Esa carga ya no está pendiente: no se puede ofrecer.',
  availability_not_active: 'Ese camión ya no está disponible.',
  availability_dates: 'Las fechas van desde hoy y hasta 30 días después del inicio.',
  availability_limit: 'Puedes tener hasta 20 camiones disponibles a la vez: retira alguno primero.',
  invitation_limit: 'Enviaste muchas invitaciones: espera una hora para enviar más.',
} as const;

export const availabilityError = errorMapper({ raised: availabilityErrorMessages });
