import { describe, expect, it } from 'vitest';
import { fakeSupabase } from '@/testing/fake-supabase';
import type { ReputationRow } from '../reputation';
import { fetchReputation } from './reputation';

const row = (userId: string, deliveries: number): ReputationRow => ({
  user_id: userId,
  on_time_pickups: 0,
  pickups: 0,
  on_time_deliveries: deliveries,
  deliveries,
  cancellations: 0,
  assignments: deliveries,
  answer_minutes_median: 0,
  answers: 0,
  days_to_pay_median: 0,
  paid: 0,
  unpaid: 0,
});

/** A reputation RPC that knows everybody but 'nobody', with as many deliveries as the id's length. */
function reputationBackend() {
  const fake = fakeSupabase({
    rpc: {
      reputation: (args) => ({
        data: args.p_user_ids.filter((id) => id !== 'nobody').map((id) => row(id, id.length)),
        error: null,
      }),
    },
  });
  const asked = () =>
    fake.rpc.mock.calls.map(([, args]) => (args as { p_user_ids: string[] }).p_user_ids);
  return { client: fake.client, asked };
}

describe('fetchReputation', () => {
  it('answers the rows of a list with one call, each person with their own figures', async () => {
    const backend = reputationBackend();
    const [ana, bruno, again, nobody] = await Promise.all(
      ['ana', 'bruno', 'ana', 'nobody'].map((id) => fetchReputation(id, backend.client)),
    );
    expect(ana?.deliveries).toBe(3);
    expect(bruno?.deliveries).toBe(5);
    expect(again).toEqual(ana);
    expect(nobody).toBeNull();
    expect(backend.asked()).toEqual([['ana', 'bruno', 'nobody']]);
  });

  it('asks for at most 50 people a call, the RPC’s limit', async () => {
    const backend = reputationBackend();
    const ids = Array.from({ length: 51 }, (_, i) => `persona-${i}`);
    const answers = await Promise.all(ids.map((id) => fetchReputation(id, backend.client)));
    expect(answers.every((answer) => answer !== null)).toBe(true);
    expect(backend.asked().map((call) => call.length)).toEqual([50, 1]);
  });
});
