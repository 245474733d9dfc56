/**
 * E-mail change end to end: supabase-js `updateUser({ email })` mails a link to the new address
 * and one to the current address through the outbox (GoTrue's secure e-mail change); until both
 * are followed the user shows `new_email` and signs in with the old address; the second one makes
 * the new address the login e-mail and profiles.email follows (trigger).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followMailLink, rawRequest } from '../test-support/http.ts';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../supabase/tests/support/backend.ts';
import { DEMO_SHIPPER } from '../../../supabase/demo-accounts.ts';

let backend: TestBackend;
let clockOffsetMs = 0;

beforeAll(async () => {
  backend = await startTestBackend({
    now: () => new Date(Date.now() + clockOffsetMs),
    rateLimits: false,
  });
});

afterAll(async () => {
  await backend.stop();
});

const PASSWORD = 'clave-cambio-2026';
let accounts = 0;

async function newAccount(): Promise<{ client: TestClient; email: string; userId: string }> {
  accounts += 1;
  const email = `cambio${accounts}@example.test`;
  const client = createTestClient(backend);
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { role: 'transporter', name: 'Pablo Díaz' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, email, userId: data.user.id };
}

async function profileEmail(userId: string): Promise<string> {
  const { rows } = await backend.db.query<{ email: string }>(
    'select email from public.profiles where id = $1',
    [userId],
  );
  return rows[0].email;
}

async function lastMailTo(to: string) {
  const mails = (await backend.outbox()).filter((mail) => mail.to === to);
  return mails.at(-1);
}

/** Follows a mailed link like a browser: the 303 and the fragment it carries. */
async function follow(link: string): Promise<URLSearchParams> {
  const { status, fragment } = await followMailLink(link);
  expect(status).toBe(303);
  return fragment;
}

describe('e-mail change', () => {
  it('mails both addresses, shows new_email meanwhile, and applies when both links are followed', async () => {
    const { client, email, userId } = await newAccount();
    const newEmail = `nuevo.${email}`;

    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: 'http://localhost:5173/transporter-dashboard/profile' },
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);

    const mail = await lastMailTo(newEmail);
    expect(mail?.type).toBe('email_change');
    expect(mail?.subject).toBe('Confirm Email Change');
    expect(mail?.link).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=email_change&/);
    // The current address is told, with a link of its own.
    const toCurrent = await lastMailTo(email);
    expect(toCurrent?.type).toBe('email_change');
    expect(toCurrent?.text).toContain(`from ${email} to ${newEmail}`);
    expect(toCurrent?.link).not.toBe(mail?.link);

    // Nothing has changed yet: the old address still signs in, the profile keeps it.
    const viaGetUser = await client.auth.getUser();
    expect(viaGetUser.data.user?.new_email).toBe(newEmail);
    expect(await profileEmail(userId)).toBe(email);
    const oldSignIn = await createTestClient(backend).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(oldSignIn.error).toBeNull();

    // The first link (either one) only records its confirmation: no session, no change.
    const first = await follow(mail?.link ?? '');
    expect(first.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(first.get('access_token')).toBeNull();
    expect(await profileEmail(userId)).toBe(email);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const fragment = await follow(toCurrent?.link ?? '');
    expect(fragment.get('type')).toBe('email_change');
    expect(fragment.get('access_token')).toBeTruthy();

    expect(await profileEmail(userId)).toBe(newEmail);
    const refreshed = await client.auth.getUser();
    expect(refreshed.data.user?.email).toBe(newEmail);
    expect(refreshed.data.user?.new_email).toBeUndefined();
    const { rows } = await backend.db.query<{ email: string }>(
      `select identity_data ->> 'email' as email from auth.identities where user_id = $1`,
      [userId],
    );
    expect(rows).toEqual([{ email: newEmail }]);

    const newSignIn = await createTestClient(backend).auth.signInWithPassword({
      email: newEmail,
      password: PASSWORD,
    });
    expect(newSignIn.error).toBeNull();
    const stale = await createTestClient(backend).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(stale.error?.code).toBe('invalid_credentials');

    // The link is single use.
    const again = await follow(mail?.link ?? '');
    expect(again.get('error_code')).toBe('otp_expired');
  });

  it('applies through verifyOtp with the codes mailed to both addresses', async () => {
    const { client, email, userId } = await newAccount();
    const newEmail = `codigo.${email}`;
    await client.auth.updateUser({ email: newEmail });
    const codeFor = async (to: string) =>
      /enter the code: ([0-9]{6})/.exec((await lastMailTo(to))?.text ?? '')?.[1] ?? '';
    const current = await createTestClient(backend).auth.verifyOtp({
      type: 'email_change',
      email,
      token: await codeFor(email),
    });
    expect(current.error).toBeNull();
    expect(current.data.session).toBeNull();
    expect(await profileEmail(userId)).toBe(email);
    const code = await codeFor(newEmail);
    const wrong = await createTestClient(backend).auth.verifyOtp({
      type: 'email_change',
      email: newEmail,
      token: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const { error } = await createTestClient(backend).auth.verifyOtp({
      type: 'email_change',
      email: newEmail,
      token: code ?? '',
    });
    expect(error).toBeNull();
    expect(await profileEmail(userId)).toBe(newEmail);
  });

  it('refuses an address another account uses, and an invalid one', async () => {
    const { client, userId, email } = await newAccount();
    const taken = await client.auth.updateUser({ email: DEMO_SHIPPER.email });
    expect(taken.error?.code).toBe('email_exists');
    const invalid = await client.auth.updateUser({ email: 'no es un correo' });
    expect(invalid.error?.code).toBe('validation_failed');
    const { rows } = await backend.db.query<{ email_change: string | null }>(
      'select email_change from auth.users where id = $1',
      [userId],
    );
    expect(rows[0].email_change ?? '').toBe('');
    expect(await profileEmail(userId)).toBe(email);
  });

  it('lets an expired link change nothing', async () => {
    const { client, email, userId } = await newAccount();
    const newEmail = `tarde.${email}`;
    await client.auth.updateUser({ email: newEmail });
    const mail = await lastMailTo(newEmail);
    expect((await follow((await lastMailTo(email))?.link ?? '')).get('message')).toBeTruthy();
    clockOffsetMs += 3601_000;
    try {
      const fragment = await follow(mail?.link ?? '');
      expect(fragment.get('error_code')).toBe('otp_expired');
    } finally {
      clockOffsetMs -= 3601_000;
    }
    expect(await profileEmail(userId)).toBe(email);
  });

  it('never lets the client write profiles.email', async () => {
    const { client, email, userId } = await newAccount();
    const { error, status } = await client
      .from('profiles')
      .update({ email: 'falso@example.test' })
      .eq('id', userId);
    expect(error?.code).toBe('42501');
    expect(status).toBe(403);
    expect(await profileEmail(userId)).toBe(email);
    // The other columns stay editable.
    const name = await client
      .from('profiles')
      .update({ name: 'Pablo A. Díaz' })
      .eq('id', userId)
      .select('name');
    expect(name.data).toEqual([{ name: 'Pablo A. Díaz' }]);
  });
  it('builds the link from its configured URLs, whatever Host or X-Forwarded-Host say', async () => {
    const { client, email } = await newAccount();
    const newEmail = `desvio.${email}`;
    const { data } = await client.auth.getSession();
    // The attack: the attacker's host in the forwarding headers the backend once trusted (a
    // foreign Host itself is refused, see recovery.test.ts), and a redirect to that host, so the
    // confirmation token would travel to it.
    const answer = await rawRequest(
      `${backend.url}/auth/v1/user?redirect_to=${encodeURIComponent('http://evil.example/profile')}`,
      {
        method: 'PUT',
        headers: {
          host: new URL(backend.url).host,
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          apikey: backend.anonKey,
          authorization: `Bearer ${data.session?.access_token ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: newEmail }),
      },
    );
    expect(answer.status).toBe(200);
    const mail = await lastMailTo(newEmail);
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe(backend.url);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173');
    expect(mail?.text).not.toContain('evil.example');
  });
});
