import { useState, type ComponentProps, type FormEvent } from 'react';
import { LabeledField } from '@/components/ui/labeled-field';
import { Input, Textarea } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/data-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { contactLimits, sendContactMessage } from '../api/send-contact-message';
import { ContactDetails } from '../components/contact-details';
import { HydratedForm } from '@/components/ui/hydrated-form';

export const CONTACT_THANKS = 'Gracias por tu mensaje. Te contactaremos pronto.';

/** The hidden field only bots fill. */
const HONEYPOT = 'website';

/** A required field of the form; its lengths are the table's CHECK limits. */
function ContactField({
  name,
  label,
  rows,
  ...control
}: {
  name: keyof typeof contactLimits;
  label: string;
  /** A textarea of this many lines instead of a one-line input. */
  rows?: number;
} & Pick<ComponentProps<'input'>, 'type' | 'autoComplete'>) {
  const attributes = {
    name,
    required: true,
    minLength: contactLimits[name].min,
    maxLength: contactLimits[name].max,
  };
  return (
    <LabeledField label={label}>
      {rows ? <Textarea rows={rows} {...attributes} /> : <Input {...control} {...attributes} />}
    </LabeledField>
  );
}

export function ContactPage() {
  usePageTitle('Contacto');

  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The browser enforces `required` and the lengths; submit only fires for a complete form.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? '').trim();
    setRefusal(null);
    // A person never sees the honeypot; a bot that fills it is thanked and nothing is sent.
    if (text(HONEYPOT) === '') {
      setPending(true);
      try {
        await sendContactMessage({
          name: text('name'),
          email: text('email'),
          subject: text('subject'),
          message: text('message'),
        });
      } catch (error) {
        // What was typed stays, with the reason.
        setRefusal(errorMessage(error));
        return;
      } finally {
        setPending(false);
      }
    }
    window.alert(CONTACT_THANKS);
    form.reset();
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contacto</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        ¿Tienes preguntas sobre cómo publicar una carga o sumarte como transportista? Escríbenos y
        te responderemos a la brevedad.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <HydratedForm
          onSubmit={(event) => void handleSubmit(event)}
          aria-labelledby="contact-form-title"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
            Envíanos un mensaje
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactField name="name" label="Nombre" autoComplete="name" />
            <ContactField
              name="email"
              label="Correo electrónico"
              type="email"
              autoComplete="email"
            />
          </div>
          <ContactField name="subject" label="Asunto" />
          <ContactField name="message" label="Mensaje" rows={5} />
          {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              Sitio web
              <input name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          {refusal ? (
            <p role="alert" className="text-sm text-red-700">
              {refusal}
            </p>
          ) : null}
          <SubmitButton pending={pending} pendingLabel="Enviando…" fullWidth={false}>
            Enviar mensaje
          </SubmitButton>
        </HydratedForm>
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
