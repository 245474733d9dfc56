import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { cn } from '@/lib/cn';
import { loadedRows } from '@/lib/keyset';
import { paths } from '@/lib/paths';
import { formatRelativeTime } from '@/lib/relative-time';
import { useConversationPages } from '../api/conversations';

export interface ConversationListProps {
  role: 'shipper' | 'transporter';
  userId: string;
  selectedId?: string;
}

/** 'Mensajes': each conversation with the other party, the listing, the last message, unread. */
export function ConversationList({ role, userId, selectedId }: ConversationListProps) {
  const list = useConversationPages(userId);
  const conversations = loadedRows(list.data?.pages);

  if (list.isPending) return <LoadingList label="Cargando tus conversaciones…" />;
  if (list.data === undefined) {
    return <QueryErrorState title="No se pudieron cargar las conversaciones" query={list} />;
  }
  if (conversations.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title="No tienes conversaciones"
        description={
          role === 'transporter'
            ? 'Usa «Preguntar» en una carga para escribirle al dador de carga.'
            : 'Los transportistas te escriben desde tus cargas; tú puedes escribirles desde sus propuestas.'
        }
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul
        aria-label="Conversaciones"
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        {conversations.map((conversation) => {
          const selected = conversation.id === selectedId;
          const mine = conversation.lastSenderId === userId;
          return (
            <li key={conversation.id}>
              <Link
                to={paths.conversation(role, conversation.id)}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50',
                  selected && 'bg-brand-50',
                )}
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold text-slate-900">
                    {conversation.otherPartyName}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {formatRelativeTime(conversation.lastAt)}
                  </span>
                </span>
                <span className="block truncate text-sm text-brand-700">
                  {conversation.listingTitle}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-slate-600">
                    {conversation.lastMessage === null
                      ? 'Sin mensajes todavía'
                      : `${mine ? 'Tú: ' : ''}${conversation.lastMessage}`}
                  </span>
                  {conversation.unread > 0 ? (
                    <span className="shrink-0 rounded-full bg-brand-700 px-2 text-xs leading-5 font-semibold text-white">
                      {conversation.unread}
                      <span className="sr-only"> sin leer</span>
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <LoadMore query={list} errorTitle="No se pudieron cargar más conversaciones" />
    </div>
  );
}
