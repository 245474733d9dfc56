/**
 * Toasts through sonner, loaded on first use: sonner is ~10 KB gzip that no page needs before a
 * person does something, so it stays off the first load. `LazyToaster` mounts sonner's Toaster
 * as soon as the first toast asks for the module; sonner replays toasts created before that.
 */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
const waiting = new Set<(module: Sonner) => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    void sonner.then((module) => waiting.forEach((listener) => listener(module)));
  }
  return sonner;
}

/** Calls back once sonner has been loaded (at once if it already is); returns an unsubscribe. */
export function whenSonnerLoaded(listener: (module: Sonner) => void): () => void {
  waiting.add(listener);
  if (sonner) void sonner.then(listener);
  return () => waiting.delete(listener);
}

export const toast = {
  success(title: string, options?: ExternalToast): void {
    void loadSonner().then((module) => module.toast.success(title, options));
  },
  error(title: string, options?: ExternalToast): void {
    void loadSonner().then((module) => module.toast.error(title, options));
  },
  info(title: string, options?: ExternalToast): void {
    void loadSonner().then((module) => module.toast.info(title, options));
  },
};
