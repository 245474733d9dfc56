import { MessagesSquare } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useAuth } from '@/auth';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';

/** 'Mensajes' in the shipper's and the transporter's dashboards: the list, and one conversation. */
export function ConversationsPage({ role }: { role: 'shipper' | 'transporter' }) {
  usePageTitle('Mensajes');
  const { conversationId } = useParams();
  const { user } = useAuth();
  if (!user) return null;

  return (
    <section className="space-y-4 px-4 py-8 md:px-8">
      <h1
        className={cn(
          'text-2xl font-bold text-slate-900',
          conversationId && 'sr-only md:not-sr-only',
        )}
      >
        Mensajes
      </h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <div className={cn(conversationId && 'hidden lg:block')}>
          <ConversationList role={role} userId={user.id} selectedId={conversationId} />
        </div>
        {conversationId ? (
          <ConversationView
            key={conversationId}
            conversationId={conversationId}
            role={role}
            me={user.id}
          />
        ) : (
          <div className="hidden items-center justify-center rounded-lg border border-dashed border-slate-300 p-8 text-sm text-slate-500 lg:flex">
            <MessagesSquare aria-hidden="true" className="mr-2 h-5 w-5" />
            Elige una conversación para leerla.
          </div>
        )}
      </div>
    </section>
  );
}
