import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../../../supabase/tests/support/backend';
import { createAppClient } from '@/lib/supabase';
import { contactMessages } from './errors';
import { sendContactMessage } from './send-contact-message';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.stop();
});

describe('sendContactMessage against the embedded backend', () => {
  it('saves a visitor message, and refuses the sixth in an hour from one e-mail in Spanish', async () => {
    const client = createAppClient(backend.url, backend.anonKey);
    const message = {
      name: 'Ana Pérez',
      email: 'ana.limite@example.com',
      subject: 'Consulta',
      message: 'Quiero enviar 20 pallets a Córdoba.',
    };
    for (let i = 0; i < 5; i += 1) await sendContactMessage(message, client);
    await expect(sendContactMessage(message, client)).rejects.toThrow(contactMessages.rateLimited);
  });

  it('refuses a message shorter than the table allows', async () => {
    const client = createAppClient(backend.url, backend.anonKey);
    await expect(
      sendContactMessage(
        { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'corto' },
        client,
      ),
    ).rejects.toThrow(contactMessages.invalid);
  });
});
