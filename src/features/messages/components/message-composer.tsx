import { SendHorizontal } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { submitSayingFailure, useZodForm } from '@/lib/forms';
import { shouldSendTyping } from '../chat-logic';
import {
  MESSAGE_MAX_LENGTH,
  messageSchema,
  type MessageFormValues,
  type MessageInput,
} from '../schemas';

export interface MessageComposerProps {
  onSend: (body: string) => Promise<unknown>;
  /** Called while the person types, at most every couple of seconds ('escribiendo…'). */
  onTyping: () => void;
}

const FIELD_ID = 'message-body';
const ERROR_ID = 'message-body-error';

/** 'Escribir un mensaje…' and 'Enviar': Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ onSend, onTyping }: MessageComposerProps) {
  const form = useZodForm<MessageFormValues, MessageInput>(messageSchema, { body: '' });
  const lastTyping = useRef<number | null>(null);
  const error = form.formState.errors.body?.message ?? form.formState.errors.root?.message;
  const submit = submitSayingFailure(form, async ({ body }) => {
    await onSend(body);
    form.reset({ body: '' });
  });

  function noteTyping() {
    const now = Date.now();
    if (!shouldSendTyping(lastTyping.current, now)) return;
    lastTyping.current = now;
    onTyping();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-1 border-t border-slate-200 pt-3">
      <div className="flex items-end gap-2">
        <label htmlFor={FIELD_ID} className="sr-only">
          Escribir un mensaje…
        </label>
        <textarea
          id={FIELD_ID}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Escribir un mensaje…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          className="min-h-11 flex-1 resize-y rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          onKeyDown={onKeyDown}
          onInput={noteTyping}
          {...form.register('body')}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <SendHorizontal aria-hidden="true" className="h-4 w-4" />
          Enviar
        </Button>
      </div>
      <div id={ERROR_ID}>
        <FormError message={error} />
      </div>
    </form>
  );
}
