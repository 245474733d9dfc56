import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/**
 * The element of a component whose module loads on first render, from the module's named export.
 * Each caller keeps a literal `import()` so Vite splits the module into its own chunk.
 */
export function lazyElement<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  props?: P,
): ReactElement {
  const Component = lazy<ComponentType<P>>(() =>
    load().then((module) => ({ default: module[name] })),
  );
  return createElement(Component, props);
}
