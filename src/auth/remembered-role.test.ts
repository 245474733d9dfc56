import type { AppSupabaseClient } from '@/lib/supabase';
import { fetchUserRole } from './fetch-user-role';
import { forgetRole, rememberedRole, rememberRole } from './remembered-role';

const ANA = '0d7a5c3e-8f1b-4c2a-9e6d-3b5f7a9c1e2d';
const BETO = '5e2b9d4f-1a3c-4e6b-8d7f-2c4a6e8b0f13';

/** A client whose user_roles query answers `answer` (status 0: no network), or throws `Error`. */
function clientAnswering(answer: { data: unknown; error: unknown; status: number } | Error) {
  const single = vi.fn(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  const chain = { select: () => chain, eq: () => chain, limit: () => chain, single };
  return { from: () => chain } as unknown as AppSupabaseClient;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the remembered role', () => {
  it("is this user's last role only: not another's, not a garbled entry, gone once forgotten", () => {
    rememberRole(ANA, 'transporter');
    expect(rememberedRole(ANA)).toBe('transporter');
    expect(rememberedRole(BETO)).toBeNull();
    window.localStorage.setItem('conectacargas.role', '{"userId":');
    expect(rememberedRole(ANA)).toBeNull();
    window.localStorage.setItem(
      'conectacargas.role',
      JSON.stringify({ userId: ANA, role: 'root' }),
    );
    expect(rememberedRole(ANA)).toBeNull();
    rememberRole(ANA, 'shipper');
    forgetRole();
    expect(rememberedRole(ANA)).toBeNull();
  });
});

describe('fetchUserRole', () => {
  it('remembers what user_roles says, and answers it when there is no network', async () => {
    const online = clientAnswering({ data: { role: 'transporter' }, error: null, status: 200 });
    expect(await fetchUserRole(online, ANA)).toBe('transporter');
    const offline = clientAnswering({
      data: null,
      error: { message: 'TypeError: Failed to fetch', code: '' },
      status: 0,
    });
    expect(await fetchUserRole(offline, ANA)).toBe('transporter');
    expect(await fetchUserRole(offline, BETO)).toBeNull();
    const thrown = clientAnswering(new TypeError('Failed to fetch'));
    vi.mocked(console.warn).mockClear();
    expect(await fetchUserRole(thrown, ANA)).toBe('transporter');
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('does not overrule an answer: a refused or missing role is null, remembered or not', async () => {
    rememberRole(ANA, 'admin');
    const refused = clientAnswering({
      data: null,
      error: { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' },
      status: 406,
    });
    expect(await fetchUserRole(refused, ANA)).toBeNull();
    const noRole = clientAnswering({ data: { role: 'root' }, error: null, status: 200 });
    expect(await fetchUserRole(noRole, ANA)).toBeNull();
    expect(rememberedRole(ANA)).toBeNull();
  });
});
