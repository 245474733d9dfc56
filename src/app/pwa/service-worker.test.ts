import type { ExternalToast } from 'sonner';
import {
  registerServiceWorker,
  UPDATE_ACTION,
  UPDATE_READY,
  type ServiceWorkerHandle,
} from './service-worker';

const toasts = vi.hoisted(() => ({
  info: vi.fn<(title: string, options?: ExternalToast) => void>(),
}));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

/** workbox-window's Workbox as the registration uses it: its events fired by the test. */
function fakeWorker() {
  const listeners = new Map<string, (() => void)[]>();
  const worker = {
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    register: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
  } satisfies ServiceWorkerHandle;
  const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  return { worker, fire };
}

describe('registerServiceWorker', () => {
  it('registers and says nothing while there is no new version', async () => {
    const { worker } = fakeWorker();
    await registerServiceWorker(() => Promise.resolve(worker));
    expect(worker.register).toHaveBeenCalledOnce();
    expect(toasts.info).not.toHaveBeenCalled();
  });

  it("offers a waiting version, and only 'Actualizar' activates it and reloads the page into it", async () => {
    const { worker, fire } = fakeWorker();
    const reload = vi.fn();
    await registerServiceWorker(() => Promise.resolve(worker), reload);
    fire('waiting');
    expect(toasts.info).toHaveBeenCalledOnce();
    const [title, options] = toasts.info.mock.calls[0];
    expect(title).toBe(UPDATE_READY);
    expect(title).toBe('Hay una versión nueva');
    // It stays until the person decides.
    expect(options?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    // A worker taking control without the tap (another tab updated) does not reload this page.
    fire('controlling');
    expect(reload).not.toHaveBeenCalled();

    const action = options?.action;
    if (!action || typeof action !== 'object' || !('label' in action))
      throw new Error('sin acción');
    expect(action.label).toBe(UPDATE_ACTION);
    expect(UPDATE_ACTION).toBe('Actualizar');
    action.onClick({} as never);
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});
