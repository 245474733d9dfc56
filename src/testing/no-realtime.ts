import { vi } from 'vitest';

// No Realtime server in Vitest's jsdom and node tests of the app: live channels stay
// 'connecting', and screens fall back to polling. The protocol has its own suites
// (packages/local-supabase/realtime, supabase/tests/messages.test.ts) and e2e.
vi.mock('@/lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/realtime')>()),
  realtimeClient: () => new Promise(() => undefined),
}));
