import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { cn } from '@/lib/cn';
import { contactInfo, whatsappLink } from '@/lib/site-config';

/** The company's contact details (e-mails, phone, address, hours, WhatsApp), from the one configuration module. */
export function ContactDetails({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  // 24 px tall at least: WCAG 2.2 target size for links stacked one under another.
  const linkClass = cn(
    'inline-flex min-h-6 items-center underline-offset-4 hover:underline',
    tone === 'dark' ? 'text-slate-200 hover:text-white' : 'text-brand-700',
  );
  const iconClass = cn(
    'mt-0.5 h-4 w-4 shrink-0',
    tone === 'dark' ? 'text-slate-400' : 'text-brand-600',
  );
  return (
    <ul className={cn('space-y-3 text-sm', tone === 'dark' ? 'text-slate-300' : 'text-slate-700')}>
      <li className="flex gap-2">
        <Mail aria-hidden="true" className={iconClass} />
        <span className="flex min-w-0 flex-col break-all">
          {contactInfo.emails.map((email) => (
            <a key={email} href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          ))}
        </span>
      </li>
      <li className="flex gap-2">
        <Phone aria-hidden="true" className={iconClass} />
        <a href={contactInfo.phoneHref} className={linkClass}>
          {contactInfo.phone}
        </a>
      </li>
      <li className="flex gap-2">
        <MapPin aria-hidden="true" className={iconClass} />
        <address className="not-italic">{contactInfo.address}</address>
      </li>
      <li className="flex gap-2">
        <Clock aria-hidden="true" className={iconClass} />
        <span>{contactInfo.hours}</span>
      </li>
      <li className="flex gap-2">
        <MessageCircle aria-hidden="true" className={iconClass} />
        <a href={whatsappLink()} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Escríbenos por WhatsApp
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      </li>
    </ul>
  );
}
