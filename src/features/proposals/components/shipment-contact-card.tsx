import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { whatsappNumber } from '@/lib/whatsapp-number';
import { whatsappLink } from '@/lib/site-config';
import { useShipmentContact } from '../api/shipments';
import { formatPhoneForPeople } from '@/lib/phone';

/**
 * The other party of an assigned shipment (the transporter for the shipper, the shipper for the
 * transporter): name, company, phone, e-mail and a WhatsApp chat with a message about the load.
 */
export function ShipmentContactCard({
  listingId,
  listingTitle,
  heading,
  children,
}: {
  listingId: string;
  listingTitle: string;
  heading: string;
  /** Trust signals of the other party (verified badge, rating), under the name. */
  children?: ReactNode;
}) {
  const contact = useShipmentContact(listingId);
  if (contact.isPending) {
    return <p className="text-sm text-slate-500">Cargando el contacto…</p>;
  }
  if (contact.data === undefined) {
    return (
      <p role="alert" className="text-sm text-red-700">
        No se pudo cargar el contacto.
      </p>
    );
  }
  if (!contact.data) return null;
  const { name, company, phone, email } = contact.data;
  const chat = whatsappNumber(phone);
  return (
    <section
      aria-label={heading}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
      data-testid="shipment-contact"
    >
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      <p className="mt-1 text-slate-900">{name}</p>
      {company ? <p className="text-slate-600">{company}</p> : null}
      {children ? <div className="mt-1 flex flex-wrap items-center gap-2">{children}</div> : null}
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {phone ? (
          <li>
            <a
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-1 text-brand-700 hover:underline"
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              {formatPhoneForPeople(phone)}
            </a>
          </li>
        ) : null}
        <li>
          <a
            href={`mailto:${email}`}
            className="inline-flex items-center gap-1 text-brand-700 hover:underline"
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {email}
          </a>
        </li>
        {chat ? (
          <li>
            <a
              href={whatsappLink(
                chat,
                `Hola ${name}, te escribo por la carga «${listingTitle}» de ConectaCargas.`,
              )}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-green-700 hover:underline"
            >
              <MessageCircle aria-hidden="true" className="h-4 w-4" />
              WhatsApp
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
