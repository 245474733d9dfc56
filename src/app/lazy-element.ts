import { createElement, type ComponentType, type ReactElement } from 'react';
import { lazyWithQueryClient } from '@/lib/lazy-query-client';

/**
 * The element of a component whose module loads on first render, from the module's named export,
 * with the query cache (lazily loaded modules are the ones that run queries).
 * Each caller keeps a literal `import()` so Vite splits the module into its own chunk.
 */
export function lazyElement<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  props?: P,
): ReactElement {
  const Component = lazyWithQueryClient(() => load().then((module) => module[name]));
  return createElement(Component, props);
}
