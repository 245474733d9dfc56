import {
  createContext,
  use,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Tabs after the WAI-ARIA pattern (roles and aria wiring, one tab stop, arrow keys and Home/End
 * with automatic activation), written here rather than taken from Radix: the home page shows
 * them, and Radix's tabs cost ~7 KB gzip of its first load.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('TabsTrigger y TabsContent van dentro de Tabs');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  defaultValue,
  ...props
}: { defaultValue: string } & Omit<ComponentProps<'div'>, 'defaultValue'>) {
  const [value, setValue] = useState(defaultValue);
  const baseId = useId();
  return (
    <TabsContext value={{ value, select: setValue, baseId }}>
      <div {...props} />
    </TabsContext>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveBetweenTabs(event: KeyboardEvent<HTMLButtonElement>) {
  const step = KEY_STEPS[event.key];
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!step || !list) return;
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const index = tabs.indexOf(event.currentTarget);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next.focus();
  next.click();
}

/**
 * Inert until its page is hydrated, like `Form`: on a prerendered page a tab would otherwise take
 * a click and do nothing.
 */
export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  const hydrated = useHydrated();
  return (
    <div
      inert={!hydrated}
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 text-slate-600',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: { value: string } & Omit<ComponentProps<'button'>, 'value'>) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      {...props}
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      onKeyDown={moveBetweenTabs}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors hover:text-slate-900 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
        className,
      )}
    />
  );
}

export function TabsContent({
  value,
  className,
  ...props
}: { value: string } & ComponentProps<'div'>) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      {...props}
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      className={cn('mt-4', className)}
    />
  );
}
