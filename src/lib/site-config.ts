/** Contact details shown across the site: configuration, kept in one module. */
export const contactInfo = {
  emails: ['info@conectacargas.com.ar', 'soporte@conectacargas.com.ar'],
  phone: '+54 261 425-7890',
  phoneHref: 'tel:+542614257890',
  address: 'Av. San Martín 1250, M5500 Ciudad de Mendoza, Mendoza',
  hours: 'Lunes a Viernes 9:00 - 18:00',
  whatsappNumber: '5492614257890',
  whatsappMessage: 'Hola ConectaCargas, quisiera hacer una consulta sobre el servicio de cargas.',
} as const;

/** A WhatsApp chat link with a prefilled message; an empty number lets the person pick the chat. */
export function whatsappLink(
  number: string = contactInfo.whatsappNumber,
  message: string = contactInfo.whatsappMessage,
): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
