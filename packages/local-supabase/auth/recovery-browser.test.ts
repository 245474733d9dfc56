// @vitest-environment jsdom
import { createClient, type AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../../supabase/tests/support/backend.ts';
import { DEMO_TRANSPORTER } from '../../../supabase/demo-accounts.ts';

let backend: TestBackend;

beforeAll(async () => {
  // The site is the page jsdom pretends to show; the backend runs on another port.
  backend = await startTestBackend({ siteUrl: window.location.origin });
});

afterAll(async () => {
  await backend.stop();
});

it('lands on the redirect page with a session that supabase-js reports as PASSWORD_RECOVERY', async () => {
  const page = `${window.location.origin}/reset-password`;
  const { error } = await createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).auth.resetPasswordForEmail(DEMO_TRANSPORTER.email, { redirectTo: page });
  expect(error).toBeNull();
  const [mail] = await backend.outbox();

  // What the browser does with the mail link: GET /verify, then follow the 303.
  const response = await fetch(mail.link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(page);
  window.history.replaceState(null, '', `${location.pathname}${location.hash}`);

  const events: AuthChangeEvent[] = [];
  const supabase = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: true },
  });
  supabase.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  const { data } = await supabase.auth.getSession();
  expect(data.session?.user.email).toBe(DEMO_TRANSPORTER.email);
  await expect.poll(() => events).toContain('PASSWORD_RECOVERY');
  expect(window.location.hash).toBe('');
});
