import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { tabsContentClass, tabsListClass, tabsTriggerClass } from './tabs-classes';

/**
 * Radix Tabs (roles and aria wiring, one tab stop, arrow keys with wrap-around, Home/End,
 * activation on focus) with the site's styling. Radix costs ~9 KB gzip: a page that must not
 * load it at once uses DeferredTabs.
 */
export const Tabs = TabsPrimitive.Root;

/**
 * Inert until its page is hydrated, like `Form`: on a prerendered page a tab would otherwise take
 * a click and do nothing.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const hydrated = useHydrated();
  return (
    <TabsPrimitive.List inert={!hydrated} className={cn(tabsListClass, className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={cn(tabsTriggerClass, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn(tabsContentClass, className)} {...props} />;
}
