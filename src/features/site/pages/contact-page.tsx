import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { usePageTitle } from '@/lib/use-page-title';
import { ContactDetails } from '../components/contact-details';

export const CONTACT_THANKS = 'Gracias por tu mensaje. Te contactaremos pronto.';

export function ContactPage() {
  usePageTitle('Contacto');

  // The browser enforces `required`; submit only fires for a complete form (every field is required; nothing is sent to a server yet).
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.alert(CONTACT_THANKS);
    event.currentTarget.reset();
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contacto</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        ¿Tienes preguntas sobre cómo publicar una carga o sumarte como transportista? Escríbenos y
        te responderemos a la brevedad.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <form
          onSubmit={handleSubmit}
          aria-labelledby="contact-form-title"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
            Envíanos un mensaje
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Nombre">
              <Input name="name" autoComplete="name" required />
            </FormField>
            <FormField label="Correo electrónico">
              <Input name="email" type="email" autoComplete="email" required />
            </FormField>
          </div>
          <FormField label="Asunto">
            <Input name="subject" required />
          </FormField>
          <FormField label="Mensaje">
            <Textarea name="message" rows={5} required />
          </FormField>
          <Button type="submit" size="lg">
            Enviar mensaje
          </Button>
        </form>
        <aside
          aria-labelledby="contact-details-title"
          className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="contact-details-title" className="mb-4 text-xl font-semibold text-slate-900">
            Datos de contacto
          </h2>
          <ContactDetails />
        </aside>
      </div>
    </div>
  );
}
