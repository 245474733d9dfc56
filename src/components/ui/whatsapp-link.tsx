import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A WhatsApp chat link (lib/site-config's whatsappLink), in a new tab, drawn as a button. */
export function WhatsAppLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-md border border-green-600 px-3 py-2 text-sm font-medium text-green-700 hover:bg-green-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600/40"
    >
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      {children}
    </a>
  );
}
