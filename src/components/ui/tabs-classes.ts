/**
 * The tabs' look, in a module of its own: TabsPlaceholder draws tabs with it before Radix loads,
 * without loading Radix, and the real tabs then replace them without a shift.
 */
export const tabsListClass =
  'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 text-slate-600';

export const tabsTriggerClass =
  'inline-flex items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors hover:text-slate-900 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

export const tabsContentClass = 'mt-4';
