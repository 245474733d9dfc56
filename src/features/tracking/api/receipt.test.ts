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
        { ...RECEIVER, signature },
        answering({ data: true, error: null }).client,
      ),
    ).resolves.toBeUndefined();
    await expect(
      confirmReceipt(
        TOKEN,
        { ...RECEIVER, signature },
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
