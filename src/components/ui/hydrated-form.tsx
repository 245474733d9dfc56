import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form that takes no input until its page is hydrated. A prerendered page shows its forms
 * before their JavaScript runs, and hydration writes the form's state over the fields (React
 * Hook Form its default values, a controlled input its value): what a person had typed would be
 * lost. `inert` keeps the form looking as it will, unfocusable until then.
 */
export function HydratedForm(props: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return <form inert={!hydrated} {...props} />;
}
