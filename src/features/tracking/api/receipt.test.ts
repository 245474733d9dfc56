import { describe, expect, it, vi } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase';
import { confirmReceipt, reportProblem } from './receipt';
import { fetchTracking } from './tracking-view';

const TOKEN = 'a'.repeat(64);
const RECEIVER = { recipientName: 'Rosa Destino', recipientDni: '27111222' };

function answering(result: { data: unknown; error: unknown }) {
  const rpc = vi.fn().mockResolvedValue(result);
  return { rpc, client: { rpc } as unknown as AppSupabaseClient };
}

describe("the consignee's calls", () => {
  it('tells a dead link from a done confirmation or report', async () => {
    const signature = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await expect(
      confirmReceipt(
        TOKEN,
        { ...RECEIVER, signature, photo: null },
        answering({ data: true, error: null }).client,
      ),
    ).resolves.toBeUndefined();
    await expect(
      confirmReceipt(
        TOKEN,
        { ...RECEIVER, signature, photo: null },
        answering({ data: false, error: null }).client,
      ),
    ).rejects.toThrow('Este enlace ya no está disponible.');
    await expect(
      reportProblem(
        TOKEN,
        { ...RECEIVER, description: 'Faltan dos pallets.' },
        answering({ data: false, error: null }).client,
      ),
    ).rejects.toThrow('Este enlace ya no está disponible.');
  });

  it('sends the photo, when there is one, as a data URL beside the signature', async () => {
    const signature = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const photo = new Blob([new Uint8Array([255, 216, 255, 224])], { type: 'image/jpeg' });
    const { rpc, client } = answering({ data: true, error: null });
    await confirmReceipt(TOKEN, { ...RECEIVER, signature, photo }, client);
    await confirmReceipt(TOKEN, { ...RECEIVER, signature, photo: null }, client);
    expect(rpc.mock.calls.map(([, args]) => (args as { p_photo?: string }).p_photo)).toEqual([
      'data:image/jpeg;base64,/9j/4A==',
      undefined,
    ]);
  });

  it('says why a connection that tried too many dead links is refused', async () => {
    const { client } = answering({
      data: null,
      error: { code: 'PT429', message: 'tracking_rate_limited: demasiados enlaces inválidos' },
    });
    await expect(fetchTracking(TOKEN, client)).rejects.toThrow(/Esperá 10 minutos/);
  });

  it('does not ask the server about a token that cannot be one', async () => {
    const { rpc, client } = answering({ data: [], error: null });
    expect(await fetchTracking('abc', client)).toBeNull();
    expect(rpc).not.toHaveBeenCalled();
  });
});
