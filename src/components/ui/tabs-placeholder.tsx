import { useId, type FocusEvent, type ReactNode, type Ref } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { TabItem } from './listed-tabs';
import { tabsContentClass, tabsListClass, tabsTriggerClass } from './tabs-classes';

export interface TabsPlaceholderProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab, whose panel shows `children`. */
  value: string;
  /** A tab took the focus or a click: the real tabs are wanted, opening on it. */
  onReach: (value: string) => void;
  /** The focus left the tab list. */
  onLeave: () => void;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * ListedTabs as drawn before Radix loads: the same tab list, roles, aria wiring and single tab
 * stop, and the selected panel holding a placeholder. Its tabs do not switch by themselves; they
 * report being reached. Inert until its page is hydrated, like TabsList.
 */
export function TabsPlaceholder({
  label,
  tabs,
  value,
  onReach,
  onLeave,
  children,
  className,
  ref,
}: TabsPlaceholderProps) {
  const hydrated = useHydrated();
  const baseId = useId();
  const tabId = (tab: string) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
  };
  return (
    <div ref={ref} className={className}>
      <div
        inert={!hydrated}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={tabsListClass}
        onBlur={leave}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              className={tabsTriggerClass}
              onFocus={() => onReach(tab.value)}
              onClick={() => onReach(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className={tabsContentClass}
      >
        {children}
      </div>
    </div>
  );
}
