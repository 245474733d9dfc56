import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor wait for what a person would see. On a busy machine a lazily loaded page can
// take longer than Testing Library's default second to arrive; a wait that times out is a
// failure, so give it room rather than luck.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// No Realtime server in Vitest's jsdom and node tests of the app: live channels stay
// 'connecting', and screens fall back to polling. The protocol has its own suites
// (packages/local-supabase/realtime, supabase/tests/messages.test.ts) and e2e.
vi.mock('@/lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/realtime')>()),
  realtimeClient: () => new Promise(() => undefined),
}));
