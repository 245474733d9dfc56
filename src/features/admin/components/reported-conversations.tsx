import { Flag, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { ListingLink } from '@/components/ui/listing-link';
import { formatDateTime } from '@/lib/format';
import {
  type ConversationReport,
  useConversationReports,
  useReportedMessages,
} from '../api/reported-conversations';
import { AdminList } from './admin-page';

function ReportedMessages({ conversationId }: { conversationId: string }) {
  const messages = useReportedMessages(conversationId, true);
  if (messages.isPending) return <LoadingList label="Cargando la conversación…" />;
  if (messages.data === undefined) {
    return <QueryErrorState title="No se pudo cargar la conversación" query={messages} />;
  }
  return (
    <ol
      aria-label="Mensajes de la conversación"
      className="space-y-2 border-l-2 border-slate-200 pl-3"
    >
      {messages.data.map((message) => (
        <li key={message.id} className="text-sm">
          <span className="font-semibold text-slate-900">{message.sender_name}</span>{' '}
          <span className="text-xs text-slate-500">{formatDateTime(message.created_at)}</span>
          <p className="break-words whitespace-pre-line text-slate-700">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

function ReportItem({ report }: { report: ConversationReport }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="space-y-3 p-4" data-testid="conversation-report">
      <div className="space-y-1">
        <p className="font-semibold text-slate-900">
          {report.shipper_name} y {report.transporter_name}
        </p>
        <p className="text-sm text-slate-600">
          Sobre <ListingLink id={report.listing_id} title={report.listing_title} tone="row" /> ·
          reportada por {report.reporter_name} el {formatDateTime(report.reported_at)}
        </p>
        <p className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          <Flag aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="break-words whitespace-pre-line">{report.reason}</span>
        </p>
      </div>
      <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Ocultar conversación' : 'Ver conversación'}
      </Button>
      {open ? <ReportedMessages conversationId={report.conversation_id} /> : null}
    </Card>
  );
}

/**
 * 'Conversaciones reportadas', in the back-office's Mensajes: what a party of a conversation asked
 * an admin to read, and only that.
 */
export function ReportedConversations() {
  const reports = useConversationReports();
  return (
    <section aria-labelledby="reported-conversations-heading" className="space-y-3">
      <h2 id="reported-conversations-heading" className="text-lg font-semibold text-slate-900">
        Conversaciones reportadas
      </h2>
      <p className="text-sm text-slate-600">
        Conversaciones entre dadores de carga y transportistas que una de las partes reportó.
      </p>
      <AdminList
        query={reports}
        label="Conversaciones reportadas"
        loadingLabel="Cargando reportes…"
        errorTitle="No se pudieron cargar los reportes"
        emptyIcon={MessagesSquare}
        emptyTitle="No hay conversaciones reportadas"
        renderItem={(report) => <ReportItem report={report} />}
      />
    </section>
  );
}
