import {
  AlertTriangle,
  BadgeCheck,
  Lightbulb,
  RotateCcw,
  ShieldAlert,
  X,
  XCircle,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { readDismissed, writeDismissed } from './dismissed-store';
import { SYSTEM_MESSAGES, type SystemMessage, type SystemMessageKind } from './messages';

const ids = SYSTEM_MESSAGES.map((message) => message.id);

const look: Record<SystemMessageKind, { icon: typeof Lightbulb; className: string }> = {
  success: { icon: BadgeCheck, className: 'border-green-300 bg-green-50 text-green-900' },
  error: { icon: XCircle, className: 'border-red-300 bg-red-50 text-red-900' },
  warning: { icon: AlertTriangle, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  info: { icon: Lightbulb, className: 'border-sky-300 bg-sky-50 text-sky-900' },
  admin: { icon: ShieldAlert, className: 'border-violet-300 bg-violet-50 text-violet-900' },
};

function MessageItem({ message, onDismiss }: { message: SystemMessage; onDismiss: () => void }) {
  const { icon: Icon, className } = look[message.kind];
  return (
    <li className={cn('flex items-start gap-3 rounded-lg border p-4', className)}>
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{message.title}</p>
        <p className="text-sm">{message.body}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-m-2 shrink-0 text-current hover:bg-black/5"
        aria-label={`Descartar ${message.title}`}
        onClick={onDismiss}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </Button>
    </li>
  );
}

/** The home page's system messages: each can be dismissed, all restored; dismissals persist. */
export function SystemMessagesSection() {
  const [dismissed, setDismissed] = useState(() => readDismissed(ids));

  function update(next: string[]) {
    setDismissed(next);
    writeDismissed(next);
  }

  const shown = SYSTEM_MESSAGES.filter((message) => !dismissed.includes(message.id));
  return (
    <section
      aria-labelledby="home-messages-title"
      className="mx-auto max-w-3xl space-y-4 px-4 py-16"
    >
      <h2 id="home-messages-title" className="mb-8 text-center text-3xl font-bold text-slate-900">
        Mensajes del sistema
      </h2>
      {shown.length > 0 ? (
        <ul className="space-y-3" aria-label="Mensajes del sistema">
          {shown.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              onDismiss={() => {
                update([...dismissed, message.id]);
                toast.success('Notificación descartada');
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-600">
          No hay mensajes para mostrar.
        </p>
      )}
      <Button variant="outline" disabled={dismissed.length === 0} onClick={() => update([])}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        Restaurar Mensajes
      </Button>
    </section>
  );
}
