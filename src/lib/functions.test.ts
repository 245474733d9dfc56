import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMapper } from './data-errors';
import { FUNCTION_FAILED, invokeFunction } from './functions';

// The functions client answers as `answer.next` says.
const answer = vi.hoisted(() => ({ next: { data: null as unknown, error: null as unknown } }));
vi.mock('@supabase/functions-js', () => ({
  FunctionsClient: class {
    invoke = vi.fn(async () => answer.next);
  },
}));

const auth = { getSession: async () => ({ data: { session: null } }) } as never;
const mapError = errorMapper({ raised: { invalid_state: { reason: true } } });
/** The error the call throws (a call that succeeds fails the test). */
const failing = () =>
  invokeFunction('f', {}, auth, mapError).then(
    () => new Error('the call did not fail'),
    (error: unknown) => error as Error,
  );

beforeEach(() => {
  answer.next = { data: null, error: null };
});

describe('invokeFunction', () => {
  it('returns the function’s answer', async () => {
    answer.next = { data: { url: 'https://x' }, error: null };
    await expect(invokeFunction('f', { action: 'start' }, auth, mapError)).resolves.toEqual({
      url: 'https://x',
    });
  });

  it('says a refusal of the database through the feature’s mapper', async () => {
    answer.next = {
      data: null,
      error: {
        context: new Response(
          JSON.stringify({ code: 'P0001', message: 'invalid_state: venció; volvé a intentarlo' }),
          { status: 400 },
        ),
      },
    };
    expect((await failing()).message).toBe('Venció; volvé a intentarlo.');
  });

  it('says the function’s own message, else a general one', async () => {
    answer.next = {
      data: null,
      error: {
        context: new Response(JSON.stringify({ message: 'Pedido inválido' }), { status: 400 }),
      },
    };
    expect((await failing()).message).toBe('Pedido inválido');
    answer.next = { data: null, error: new TypeError('Failed to fetch') };
    expect((await failing()).message).toBe(FUNCTION_FAILED);
    answer.next = { data: null, error: { context: new Response('<html>', { status: 502 }) } };
    expect((await failing()).message).toBe(FUNCTION_FAILED);
  });
});
