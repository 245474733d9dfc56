import { cuitMessages } from '@/domain/cuit';
import { errorMapper } from '@/lib/data-errors';
import { donorMessages } from '../../schemas';

/** What each named CHECK constraint of `donor_registrations` requires, in Spanish. */
export const donorRegistrationError = errorMapper({
  constraints: {
    donor_registrations_cuit_check: cuitMessages.checkDigit,
    donor_registrations_natural_person_fields: donorMessages.missingFields,
    donor_registrations_legal_entity_fields: donorMessages.missingFields,
  },
});
