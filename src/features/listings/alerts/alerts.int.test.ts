/**
 * Saved-search alerts on the embedded backend: RLS keeps each transporter to their own alerts (and
 * only transporters save any), the table refuses forged and malformed values, and publishing a
 * listing notifies exactly the owners of the active alerts it matches, once the queue is drained
 * (alert-queue.int.test.ts: the queue itself).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  listingInput,
  signedInClient,
  signedUpClient,
} from '../../../../supabase/tests/support/data-api';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../../../supabase/tests/support/backend';
import { dataErrorMessages } from '@/lib/data-errors';
import { defaultListingFilters } from '../listing-filters';
import { createAlert, deleteAlert, fetchMyAlerts, setAlertActive } from './api/alerts';
import { criteriaFromFilters, type AlertCriteria } from './criteria';
import { ALERT_LIMIT, alertMessages } from './schemas';

// Every call passes a test client; the app's singleton cannot be built on Node 20.
vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('@/testing/fake-supabase')).forbiddenSupabase(),
}));

let backend: TestBackend;
let anon: TestClient;
let shipper: TestClient;
let transporterA: TestClient;
let transporterB: TestClient;
let ids: { transporterA: string; transporterB: string };

const criteria = (patch: Partial<AlertCriteria> = {}): AlertCriteria => ({
  ...criteriaFromFilters(defaultListingFilters),
  ...patch,
});

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  anon = createTestClient(backend);
  const [s, a, b] = await Promise.all([
    signedInClient(backend, DEMO_SHIPPER.email),
    signedInClient(backend, DEMO_TRANSPORTER.email),
    signedUpClient(backend, 'alertas.b@example.test', 'transporter', 'Bruno Alba'),
  ]);
  [shipper, transporterA, transporterB] = [s.client, a.client, b.client];
  ids = { transporterA: a.userId, transporterB: b.userId };
});

afterAll(async () => {
  await backend?.stop();
});

beforeEach(async () => {
  // Listings an earlier test left queued notify that test's alerts, not this one's.
  await backend.runCronJobs();
  await backend.db.exec('delete from public.saved_alerts');
});

/** Alert notifications per transporter, counted as superuser. */
async function alertNotifications(): Promise<{ transporterA: number; transporterB: number }> {
  const count = (id: string) =>
    countAsSuperuser(
      backend.db,
      "select count(*) from public.notifications where recipient_id = $1 and kind = 'alert_match'",
      [id],
    );
  return {
    transporterA: await count(ids.transporterA),
    transporterB: await count(ids.transporterB),
  };
}

/**
 * Publishes a listing as the demo shipper, drains the alert queue (the pg_cron job) and returns
 * how many alert notifications each got. The insert itself notifies nobody.
 */
async function publish(overrides: Record<string, unknown>) {
  const before = await alertNotifications();
  const { data, error } = await shipper
    .from('cargo_listings')
    .insert(listingInput(overrides))
    .select('id')
    .single();
  expect(error).toBeNull();
  expect(await alertNotifications()).toEqual(before);
  await backend.runCronJobs();
  const after = await alertNotifications();
  return {
    id: data!.id,
    added: {
      transporterA: after.transporterA - before.transporterA,
      transporterB: after.transporterB - before.transporterB,
    },
  };
}

describe('who may do what with saved_alerts (RLS)', () => {
  it('a transporter saves, lists, pauses, resumes and deletes their own alerts', async () => {
    const id = await createAlert(
      'Vinos de Mendoza',
      criteria({ search: 'mendoza', cargoType: 'wine' }),
      transporterA,
    );
    expect(await fetchMyAlerts(transporterA)).toEqual([
      expect.objectContaining({
        id,
        name: 'Vinos de Mendoza',
        active: true,
        criteria: criteria({ search: 'mendoza', cargoType: 'wine' }),
      }),
    ]);
    await setAlertActive(id, false, transporterA);
    expect((await fetchMyAlerts(transporterA))[0].active).toBe(false);
    await setAlertActive(id, true, transporterA);
    await deleteAlert(id, transporterA);
    expect(await fetchMyAlerts(transporterA)).toEqual([]);
  });

  it('another transporter neither sees nor changes nor deletes them', async () => {
    const id = await createAlert('Solo mía', criteria(), transporterA);
    expect(await fetchMyAlerts(transporterB)).toEqual([]);
    await expect(setAlertActive(id, false, transporterB)).rejects.toThrow(
      dataErrorMessages.notFound,
    );
    await expect(deleteAlert(id, transporterB)).rejects.toThrow(dataErrorMessages.notFound);
    const { data } = await transporterB
      .from('saved_alerts')
      .update({ name: 'Robada' })
      .eq('id', id)
      .select();
    expect(data).toEqual([]);
    expect(
      await countAsSuperuser(
        backend.db,
        "select count(*) from public.saved_alerts where id = $1 and active and name = 'Solo mía'",
        [id],
      ),
    ).toBe(1);
  });

  it('a shipper or a visitor cannot save one, and nobody can save one for someone else', async () => {
    await expect(createAlert('Del dador', criteria(), shipper)).rejects.toThrow(
      dataErrorMessages.permission,
    );
    const visitor = await anon.from('saved_alerts').insert({ name: 'Anónima' });
    expect(visitor.error).not.toBeNull();
    expect((await anon.from('saved_alerts').select('id')).data ?? []).toEqual([]);
    const forged = await transporterB
      .from('saved_alerts')
      .insert({ name: 'Para A', owner_id: ids.transporterA } as never);
    expect(forged.error?.code).toBe('42501');
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.saved_alerts')).toBe(0);
  });

  it('the saved search itself cannot be rewritten, only the name and the switch', async () => {
    const id = await createAlert('Fija', criteria({ search: 'salta' }), transporterA);
    const { error } = await transporterA
      .from('saved_alerts')
      .update({ search: 'otra cosa' } as never)
      .eq('id', id);
    expect(error?.code).toBe('42501');
  });

  it.each([
    ['a blank name', '   ', criteria()],
    ['a name over 60 characters', 'n'.repeat(61), criteria()],
    ['a search over 200 characters', 'Larga', criteria({ search: 'x'.repeat(201) })],
    [
      'an unknown cargo type',
      'Oro',
      { ...criteria(), cargoType: 'oro' } as unknown as AlertCriteria,
    ],
    [
      'an unknown vehicle',
      'Nave',
      { ...criteria(), vehicleType: 'cohete' } as unknown as AlertCriteria,
    ],
  ])('refuses %s with a message and saves nothing', async (_case, name, bad) => {
    await expect(createAlert(name, bad, transporterA)).rejects.toThrow(/./);
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.saved_alerts')).toBe(0);
  });

  it('names the broken rule in Spanish', async () => {
    await expect(createAlert('n'.repeat(61), criteria(), transporterA)).rejects.toThrow(
      alertMessages.nameTooLong,
    );
  });

  it(`stops at ${ALERT_LIMIT} alerts a person`, async () => {
    for (let i = 0; i < ALERT_LIMIT; i += 1)
      await createAlert(`Alerta ${i}`, criteria(), transporterA);
    await expect(createAlert('Una más', criteria(), transporterA)).rejects.toThrow(
      alertMessages.limit,
    );
    // The limit is per person: another transporter still saves theirs.
    await createAlert('La de B', criteria(), transporterB);
  });
});

describe('publishing a listing notifies the matching alerts', () => {
  it('notifies each owner of a matching active alert once, with a link to the listing', async () => {
    await createAlert('Mendoza', criteria({ search: 'mendoza' }), transporterA);
    await createAlert(
      'Alimentos secos',
      criteria({ cargoType: 'food', loadType: 'dry' }),
      transporterA,
    );
    await createAlert('Vinos', criteria({ cargoType: 'wine' }), transporterB);
    const { id, added } = await publish({ title: 'Harina a Rosario', cargo_type: 'food' });
    expect(added).toEqual({ transporterA: 1, transporterB: 0 });
    const { rows } = await backend.db.query(
      `select kind, title, body, link from public.notifications
       where recipient_id = $1 order by created_at desc limit 1`,
      [ids.transporterA],
    );
    expect(rows[0]).toEqual({
      kind: 'alert_match',
      title: 'Nueva carga para tu alerta',
      body: '«Harina a Rosario» (Mendoza, Mendoza → Córdoba, Córdoba) coincide con tu alerta «Mendoza».',
      link: `/listings/${id}`,
    });
  });

  it('a paused alert, or one that does not match, notifies nobody', async () => {
    const paused = await createAlert('Todo', criteria(), transporterA);
    await setAlertActive(paused, false, transporterA);
    await createAlert(
      'Neuquén en cisterna',
      criteria({ search: 'neuquen', vehicleType: 'tank' }),
      transporterB,
    );
    expect((await publish({ title: 'Cemento' })).added).toEqual({
      transporterA: 0,
      transporterB: 0,
    });
  });

  it('matches the provinces too, ignoring case and accents', async () => {
    await createAlert('Tucumán', criteria({ search: 'TUCUMAN' }), transporterB);
    const { added } = await publish({
      title: 'Azúcar',
      origin: 'San Miguel',
      origin_province: 'Tucumán',
    });
    expect(added).toEqual({ transporterA: 0, transporterB: 1 });
  });

  it('a listing written in another status (by an operator) notifies nobody', async () => {
    await createAlert('Todo', criteria(), transporterA);
    const before = await alertNotifications();
    await backend.db.query(
      `insert into public.cargo_listings (shipper_id, transporter_id, title, description, origin,
         destination, weight_kg, pickup_date, delivery_date, price, status, cargo_type, load_type)
       values ((select id from auth.users where email = $1), $2, 'Histórica', 'x', 'Salta',
         'Jujuy', 100, '2026-01-01', '2026-01-02', 10, 'delivered', 'food', 'dry')`,
      [DEMO_SHIPPER.email, ids.transporterA],
    );
    await backend.runCronJobs();
    expect(await alertNotifications()).toEqual(before);
  });

  it('the profile switches do not silence an alert: its own Pausar does', async () => {
    await transporterA
      .from('notification_preferences')
      .update({ new_proposals: false, status_changes: false })
      .eq('user_id', ids.transporterA);
    await createAlert('Todo', criteria(), transporterA);
    expect((await publish({ title: 'Con preferencias apagadas' })).added.transporterA).toBe(1);
  });

  it('another transporter cannot read the notification an alert sent', async () => {
    await createAlert('Todo', criteria(), transporterA);
    const { id } = await publish({ title: 'Privada' });
    const { data } = await transporterB
      .from('notifications')
      .select('id')
      .eq('link', `/listings/${id}`);
    expect(data).toEqual([]);
    const { data: own } = await transporterA
      .from('notifications')
      .select('id')
      .eq('link', `/listings/${id}`);
    expect(own).toHaveLength(1);
  });
});
