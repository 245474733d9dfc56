import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { authStorageKey } from './auth-storage-key';
import { BUILD_ID, env } from './env';
import {
  forgetQueriesOnDevice,
  keepQueriesOnDevice,
  keptOnDevice,
  usableSave,
} from './persisted-queries';

const ANA = '0d7a5c3e-8f1b-4c2a-9e6d-3b5f7a9c1e2d';
const BETO = '5e2b9d4f-1a3c-4e6b-8d7f-2c4a6e8b0f13';
const SESSION_KEY = authStorageKey(env.supabaseUrl);
const DAY = 24 * 60 * 60 * 1000;

const query = (queryKey: unknown[], status = 'success', meta?: Record<string, unknown>) =>
  ({ queryKey, meta, state: { status } }) as unknown as Parameters<typeof keptOnDevice>[0];

describe('keptOnDevice', () => {
  it("keeps a person's own dashboards and lists, read successfully", () => {
    for (const root of [
      'shipper-dashboard',
      'transporter-dashboard',
      'listings',
      'trip',
      'messages',
    ]) {
      expect(keptOnDevice(query([root, 'x']))).toBe(true);
    }
  });

  it('keeps no back-office data, nothing else, no failure and no query marked to stay off', () => {
    expect(keptOnDevice(query(['admin', 'users']))).toBe(false);
    expect(keptOnDevice(query(['documents', 'mine']))).toBe(false);
    expect(keptOnDevice(query(['receipt-photo', 'x']))).toBe(false);
    expect(keptOnDevice(query(['listings', 'browse'], 'error'))).toBe(false);
    expect(keptOnDevice(query(['trip', 'file', 'a.png'], 'success', { keepOffDevice: true }))).toBe(
      false,
    );
  });
});

describe('usableSave', () => {
  const state = { queries: [], mutations: [] };
  const saved = { userId: ANA, build: BUILD_ID, savedAt: 1_000, state };

  it("gives back this user's save of this build within a day", () => {
    expect(usableSave(saved, ANA, 1_000 + DAY)).toBe(state);
  });

  it("refuses another user's, another build's, an older one or a garbled one", () => {
    expect(usableSave(saved, BETO, 2_000)).toBeNull();
    expect(usableSave({ ...saved, build: 'otra' }, ANA, 2_000)).toBeNull();
    expect(usableSave(saved, ANA, 1_001 + DAY)).toBeNull();
    expect(usableSave('{}', ANA, 2_000)).toBeNull();
    expect(usableSave({ ...saved, savedAt: '1000' }, ANA, 2_000)).toBeNull();
  });
});

describe('keepQueriesOnDevice', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    window.localStorage.clear();
    window.sessionStorage.clear();
    await forgetQueriesOnDevice();
  });
  afterEach(() => vi.useRealTimers());

  const signIn = (userId: string, storage: Storage = window.localStorage) =>
    storage.setItem(SESSION_KEY, JSON.stringify({ access_token: 't', user: { id: userId } }));

  /** A page's cache that read the summary, saved (a second later) and opened again. */
  async function visitAndReturn(): Promise<QueryClient> {
    const first = new QueryClient();
    await keepQueriesOnDevice(first);
    await first.fetchQuery({
      queryKey: ['shipper-dashboard', 'overview', ANA],
      queryFn: () => ({ cargas: 3 }),
    });
    await first.fetchQuery({ queryKey: ['admin', 'users'], queryFn: () => ['todos'] });
    await vi.advanceTimersByTimeAsync(1_000);
    // The write lands in (fake) IndexedDB on its own tasks.
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = new QueryClient();
    await keepQueriesOnDevice(again);
    return again;
  }

  it('gives a remembered session its last dashboard data at once on the next visit, but no back-office data', async () => {
    signIn(ANA);
    const again = await visitAndReturn();
    expect(again.getQueryData(['shipper-dashboard', 'overview', ANA])).toEqual({ cargas: 3 });
    // Shown at once, and read again as soon as a page uses it, however recent the save.
    expect(again.getQueryState(['shipper-dashboard', 'overview', ANA])?.isInvalidated).toBe(true);
    expect(again.getQueryData(['admin', 'users'])).toBeUndefined();
  });

  it('keeps nothing for a session of this tab alone, and gives nothing to another user', async () => {
    signIn(ANA, window.sessionStorage);
    expect(
      (await visitAndReturn()).getQueryData(['shipper-dashboard', 'overview', ANA]),
    ).toBeUndefined();

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    window.sessionStorage.clear();
    signIn(ANA);
    const first = new QueryClient();
    await keepQueriesOnDevice(first);
    await first.fetchQuery({ queryKey: ['listings', 'mine', ANA], queryFn: () => ['carga'] });
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    signIn(BETO);
    const other = new QueryClient();
    await keepQueriesOnDevice(other);
    expect(other.getQueryData(['listings', 'mine', ANA])).toBeUndefined();
  });

  it('keeps nothing once forgotten (sign-out)', async () => {
    signIn(ANA);
    await visitAndReturn();
    await forgetQueriesOnDevice();
    const after = new QueryClient();
    await keepQueriesOnDevice(after);
    expect(after.getQueryData(['shipper-dashboard', 'overview', ANA])).toBeUndefined();
  });
});
