import { Inbox, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useContactMessages, useMarkMessageHandled, type ContactMessage } from '../api/messages';
import { AdminList, AdminPage } from '../components/admin-page';
import { ReportedConversations } from '../components/reported-conversations';
import { toastFailure } from '@/lib/mutation-toast';

export const MESSAGE_HANDLED = 'Mensaje marcado como atendido';

function MessageItem({ message }: { message: ContactMessage }) {
  const mark = useMarkMessageHandled();
  return (
    <Card className="space-y-2 p-4" data-testid="contact-message">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-slate-900">{message.subject}</p>
          <p className="break-all text-sm text-slate-600">
            {message.name} ·{' '}
            <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
              {message.email}
            </a>{' '}
            · {formatDate(message.created_at)}
          </p>
        </div>
        {message.handled_at ? (
          <Badge tone="green">Atendido el {formatDate(message.handled_at)}</Badge>
        ) : (
          <Badge tone="yellow">Pendiente</Badge>
        )}
      </div>
      <p className="whitespace-pre-line break-words text-sm text-slate-700">{message.message}</p>
      {message.handled_at ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={mark.isPending}
          aria-label={`Marcar como atendido: ${message.subject}`}
          onClick={() =>
            mark.mutate(message.id, {
              onSuccess: () => toast.success(MESSAGE_HANDLED),
              onError: (error) => toastFailure(error),
            })
          }
        >
          <Mail aria-hidden="true" className="h-4 w-4" />
          Marcar como atendido
        </Button>
      )}
    </Card>
  );
}

/**
 * 'Mensajes': the contact form's inbox, newest first, each one can be marked handled; and the
 * conversations a party reported.
 */
export function MessagesPage() {
  const messages = useContactMessages();
  return (
    <AdminPage title="Mensajes" description="Mensajes enviados desde el formulario de contacto.">
      <AdminList
        query={messages}
        label="Mensajes"
        loadingLabel="Cargando mensajes…"
        errorTitle="No se pudieron cargar los mensajes"
        emptyIcon={Inbox}
        emptyTitle="No hay mensajes"
        renderItem={(message) => <MessageItem message={message} />}
      />
      <ReportedConversations />
    </AdminPage>
  );
}
