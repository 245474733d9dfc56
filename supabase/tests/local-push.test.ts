/**
 * The VAPID pair of `npm run dev` (supabase/local-push.ts): a real P-256 pair, kept for the next
 * start, since a push service binds each subscription to the key it was made with.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkVapid } from '../../packages/fake-push/server.ts';
import { vapidAuthorization } from '../functions/_shared/web-push.ts';
import { localPushSecrets } from '../local-push.ts';

describe('localPushSecrets', () => {
  it('is a pair whose private key signs what its public key verifies', async () => {
    const secrets = localPushSecrets();
    const now = new Date();
    const header = await vapidAuthorization(
      {
        publicKey: secrets.VAPID_PUBLIC_KEY,
        privateKey: secrets.VAPID_PRIVATE_KEY,
        subject: secrets.VAPID_SUBJECT,
      },
      'https://fcm.googleapis.com/fcm/send/x',
      now,
    );
    expect(await checkVapid(header, 'https://fcm.googleapis.com', now)).toEqual({
      key: secrets.VAPID_PUBLIC_KEY,
    });
  });

  it('is kept for the next start, and the same pair is given again', () => {
    const secrets = localPushSecrets();
    const kept = JSON.parse(
      readFileSync(
        path.resolve(
          import.meta.dirname,
          '../../node_modules/.cache/conectacargas/vapid-keys.json',
        ),
        'utf8',
      ),
    ) as unknown;
    expect(kept).toEqual(secrets);
    expect(localPushSecrets()).toEqual(secrets);
  });
});
