import { cuitMessages } from '@/domain/cuit';
import { errorMapper } from '@/lib/data-errors';
import { shipperMessages } from '../schemas';

/** What each named CHECK constraint of `donor_registrations` requires, in Spanish. */
export const shipperRegistrationError = errorMapper({
  constraints: {
    donor_registrations_cuit_check: cuitMessages.checkDigit,
    donor_registrations_natural_person_fields: shipperMessages.missingFields,
    donor_registrations_legal_entity_fields: shipperMessages.missingFields,
  },
});
