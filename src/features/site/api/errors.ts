import { errorMapper } from '@/lib/data-errors';

export const contactMessages = {
  rateLimited:
    'Ya enviaste 5 mensajes desde este correo en la última hora. Inténtalo de nuevo más tarde.',
  invalid:
    'Revisa los datos: el mensaje no cumple los límites de longitud o el correo no es válido.',
} as const;

/** Spanish reason for a refused message; the rate limit comes from the table's trigger. */
export const contactMessageError = errorMapper({
  raised: { contact_rate_limited: contactMessages.rateLimited },
  check: contactMessages.invalid,
});
