import { ArrowLeft, Check, CheckCheck, ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingList } from '@/components/ui/loading-list';
import { ReconnectingNotice } from '@/components/ui/reconnecting-notice';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import {
  useConversationDetails,
  useMarkConversationRead,
  useSendMessage,
  useThread,
} from '../api/conversations';
import { useLiveConversation } from '../api/live-conversation';
import { chronological, tickFor } from '../chat-logic';
import { MessageComposer } from './message-composer';
import { ReportConversationDialog } from './report-conversation-dialog';

function Tick({ state }: { state: 'sent' | 'read' }) {
  const Icon = state === 'read' ? CheckCheck : Check;
  return (
    <>
      <Icon aria-hidden="true" className={cn('h-3.5 w-3.5', state === 'read' && 'text-sky-300')} />
      <span className="sr-only">{state === 'read' ? 'Leído' : 'Enviado'}</span>
    </>
  );
}

export interface ConversationViewProps {
  conversationId: string;
  role: 'shipper' | 'transporter';
  me: string;
}

/**
 * One conversation, live: messages as they are sent, read ticks, 'escribiendo…' and whether the
 * other party is 'en línea' (presence); polling while the channel is down.
 */
export function ConversationView({ conversationId, role, me }: ConversationViewProps) {
  const details = useConversationDetails(conversationId);
  const thread = useThread(conversationId);
  const send = useSendMessage(conversationId);
  const markRead = useMarkConversationRead(conversationId);
  const endRef = useRef<HTMLDivElement>(null);
  const live = useLiveConversation(conversationId, me);

  const messages = chronological((thread.data?.pages ?? []).map((page) => page.rows));
  const unreadFromOther = messages.some((m) => m.senderId !== me && m.readAt === null);
  const lastId = messages.at(-1)?.id;
  const { mutate: markAsRead, isPending: marking } = markRead;
  useEffect(() => {
    if (unreadFromOther && !marking) markAsRead();
  }, [unreadFromOther, marking, markAsRead]);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (details.isPending || thread.isPending) {
    return <LoadingList label="Cargando la conversación…" />;
  }
  if (details.data === undefined || thread.data === undefined) {
    return (
      <QueryErrorState
        title="No se pudo cargar la conversación"
        query={details.data === undefined ? details : thread}
      />
    );
  }
  const conversation = details.data;
  if (!conversation) return null;
  const online = live.present.includes(conversation.otherPartyId);

  return (
    <article
      aria-labelledby="conversation-title"
      className="flex min-h-[28rem] flex-col rounded-lg border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 pb-3">
        <div className="min-w-0">
          <Link
            to={role === 'shipper' ? paths.shipperMessages : paths.transporterMessages}
            className="mb-1 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline md:hidden"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Volver a Mensajes
          </Link>
          <h2 id="conversation-title" className="flex items-center gap-2 text-lg font-semibold">
            <span className="truncate">{conversation.otherPartyName}</span>
            {online ? (
              <span className="inline-flex items-center gap-1 text-xs font-normal text-green-700">
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-600" />
                en línea
              </span>
            ) : null}
          </h2>
          <Link
            to={paths.listing(conversation.listingId)}
            className="block truncate text-sm text-brand-700 hover:underline"
          >
            {conversation.listingTitle}
          </Link>
        </div>
        <ReportConversationDialog conversationId={conversationId} />
      </header>

      {conversation.contactsRevealed ? null : (
        <p className="mt-3 flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
          <ShieldAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          Por seguridad, los teléfonos, correos y enlaces a otras apps se ocultan hasta que la carga
          se asigna.
        </p>
      )}

      <div className="flex-1 space-y-3 overflow-y-auto py-3" style={{ maxHeight: '60vh' }}>
        {thread.hasNextPage ? (
          <div className="text-center">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void thread.fetchNextPage()}
              disabled={thread.isFetchingNextPage}
            >
              Ver mensajes anteriores
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">
            Todavía no hay mensajes. Escribe el primero.
          </p>
        ) : (
          <ol aria-label="Mensajes" className="space-y-2">
            {messages.map((message) => {
              const tick = tickFor(message, me);
              const mine = message.senderId === me;
              return (
                <li key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                  <div
                    className={cn(
                      'max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
                      mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
                    )}
                  >
                    <span className="sr-only">
                      {mine ? 'Tú: ' : `${conversation.otherPartyName}: `}
                    </span>
                    {message.body}
                    <span
                      className={cn(
                        'mt-1 flex items-center justify-end gap-1 text-[11px]',
                        mine ? 'text-brand-100' : 'text-slate-500',
                      )}
                    >
                      {formatDateTime(message.createdAt)}
                      {tick ? <Tick state={tick} /> : null}
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div ref={endRef} />
      </div>

      <p aria-live="polite" className="h-5 text-xs text-slate-500 italic">
        {live.typing ? 'escribiendo…' : ''}
      </p>
      <ReconnectingNotice state={live.state} />
      {live.state === 'offline' ? (
        <p className="text-xs text-slate-500">
          Sin conexión en vivo: actualizamos cada pocos segundos.
        </p>
      ) : null}
      <MessageComposer onSend={(body) => send.mutateAsync(body)} onTyping={live.sendTyping} />
    </article>
  );
}
