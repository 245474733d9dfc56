import { RefreshCw } from 'lucide-react';
import type { LiveState } from '@/lib/live-state';
import { cn } from '@/lib/cn';

/**
 * 'Reconectando…' while a live channel the server closed is on its way back; nothing otherwise.
 * A status region, so a screen reader hears it once, without taking the focus.
 */
export function ReconnectingNotice({ state, className }: { state: LiveState; className?: string }) {
  return (
    <p role="status" className={cn('text-xs text-slate-500', className)}>
      {state === 'reconnecting' ? (
        <span className="inline-flex items-center gap-1">
          <RefreshCw aria-hidden="true" className="h-3 w-3 animate-spin" />
          Reconectando…
        </span>
      ) : null}
    </p>
  );
}
