/**
 * Hostile and broken requests to /rest/v1: SQL injection attempts, unknown names, malformed JSON
 * and values the CHECK constraints refuse. Each gets PostgREST's status and error code, and the
 * data of every table is unchanged afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../supabase/tests/support/backend.ts';
import {
  countAsSuperuser,
  dataDigest,
  DEMO_SHIPPER,
  listingInput,
  PENDING_LISTING_ID,
  restFetch,
  signedInClient,
} from '../../supabase/tests/support/data-api.ts';

let backend: TestBackend;
let anon: TestClient;
let shipper: TestClient;
let shipperToken: string;
let service: TestClient;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  anon = createTestClient(backend);
  service = createTestClient(backend, backend.serviceRoleKey);
  ({ client: shipper, token: shipperToken } = await signedInClient(backend, DEMO_SHIPPER.email));
});

afterAll(async () => {
  await backend.stop();
});

interface Answer {
  status: number;
  code: string | undefined;
}

interface BadCase {
  name: string;
  send: () => Promise<Answer>;
  status: number;
  code: string;
}

async function viaClient(
  request: PromiseLike<{ status: number; error: { code: string } | null }>,
): Promise<Answer> {
  const { status, error } = await request;
  return { status, code: error?.code };
}

async function viaFetch(
  pathAndQuery: string,
  init: RequestInit & { token?: string } = {},
): Promise<Answer> {
  const res = await restFetch(backend, pathAndQuery, init);
  const text = await res.text();
  const body = text ? (JSON.parse(text) as { code?: string }) : {};
  return { status: res.status, code: body.code };
}

const injection = "x'); delete from public.cargo_listings; --";

const cases: BadCase[] = [
  // SQL injection in values: bound parameters, so they are only values that match nothing.
  {
    name: 'injection in an eq filter value',
    send: () => viaClient(anon.from('cargo_listings').select('id').eq('title', injection)),
    status: 200,
    code: '',
  },
  {
    name: 'injection in an in-list value',
    send: () =>
      viaClient(anon.from('cargo_listings').select('id').in('title', [injection, "') or 1=1 --"])),
    status: 200,
    code: '',
  },
  {
    name: 'injection in an or() value',
    send: () => viaClient(anon.from('cargo_listings').select('id').or(`title.eq."${injection}"`)),
    status: 200,
    code: '',
  },
  {
    name: 'injection in an ilike pattern',
    send: () => viaClient(anon.from('cargo_listings').select('id').ilike('title', "%' or '1'='1")),
    status: 200,
    code: '',
  },
  {
    name: 'injection in a filter of a DELETE',
    send: () =>
      viaClient(
        shipper.from('cargo_listings').delete().eq('id', `${PENDING_LISTING_ID}' or '1'='1`),
      ),
    status: 400,
    code: '22P02',
  },
  // SQL in identifiers: refused by the grammar or unknown to the schema cache.
  {
    name: 'injection in a filter column name',
    send: () =>
      viaClient(
        anon
          .from('cargo_listings')
          .select('id')
          .eq('title; drop table public.cargo_listings; --', 'x'),
      ),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'quoted identifier escaping in a filter column',
    send: () =>
      viaFetch(`/cargo_listings?${encodeURIComponent('"title\\" = title or \\"1"')}=eq.x`),
    status: 400,
    code: '42703',
  },
  {
    name: 'injection in select',
    send: () => viaClient(anon.from('cargo_listings').select('id, (select 1)')),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'subquery in select',
    send: () => viaFetch('/cargo_listings?select=id,pg_sleep(1)'),
    status: 400,
    code: 'PGRST200',
  },
  {
    name: 'injection in order',
    send: () =>
      viaClient(
        anon.from('cargo_listings').select('id').order('price; drop table public.cargo_listings'),
      ),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'injection in order direction',
    send: () => viaFetch('/cargo_listings?select=id&order=price.desc,(select%201)'),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'a function call in order',
    send: () => viaClient(anon.from('cargo_listings').select('id').order('pg_catalog.now')),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'a cast to a type that is not allowed',
    send: () => viaFetch('/cargo_listings?select=id::regclass'),
    status: 400,
    code: '42704',
  },
  {
    name: 'injection in columns=',
    send: () =>
      viaFetch('/cargo_listings?columns=title);drop%20table%20x;--', {
        method: 'POST',
        token: shipperToken,
        body: '[]',
      }),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'injection in on_conflict',
    send: () =>
      viaFetch('/cargo_listings?on_conflict=id)%20do%20nothing;--', {
        method: 'POST',
        token: shipperToken,
        headers: { prefer: 'resolution=merge-duplicates' },
        body: JSON.stringify(listingInput()),
      }),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'injection in an RPC argument name',
    send: () =>
      viaFetch('/rpc/listing_shipper', {
        method: 'POST',
        body: JSON.stringify({ 'p_listing_id := null); --': 'x' }),
      }),
    status: 404,
    code: 'PGRST202',
  },
  {
    name: 'injection in an RPC argument value',
    send: () =>
      viaClient(
        anon.rpc('listing_shipper', {
          p_listing_id: `${PENDING_LISTING_ID}'); delete from public.cargo_listings; --`,
        }),
      ),
    status: 400,
    code: '22P02',
  },
  // Unknown names.
  {
    name: 'unknown table',
    send: () => viaClient(anon.from('users' as 'profiles').select('*')),
    status: 404,
    code: 'PGRST205',
  },
  {
    name: 'a table outside the exposed schema by path',
    send: () => viaFetch('/auth.users'),
    status: 404,
    code: 'PGRST205',
  },
  {
    name: 'nested path',
    send: () => viaFetch('/cargo_listings/extra'),
    status: 404,
    code: 'PGRST125',
  },
  {
    name: 'unknown column in select',
    send: () => viaClient(anon.from('cargo_listings').select('id, secret')),
    status: 400,
    code: '42703',
  },
  {
    name: 'unknown column in a filter',
    send: () =>
      viaClient(
        anon
          .from('cargo_listings')
          .select('id')
          .eq('secret' as 'title', 'x'),
      ),
    status: 400,
    code: '42703',
  },
  {
    name: 'unknown column in an insert payload',
    send: () =>
      viaClient(
        shipper
          .from('cargo_listings')
          .insert({ ...listingInput(), secret: 1 } as ReturnType<typeof listingInput>),
      ),
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'unknown column in an update payload',
    send: () =>
      viaClient(
        shipper
          .from('cargo_listings')
          .update({ secret: 1 } as unknown as { title: string })
          .eq('id', PENDING_LISTING_ID),
      ),
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'unknown function',
    send: () => viaFetch('/rpc/pg_sleep', { method: 'POST', body: '{"seconds": 1}' }),
    status: 404,
    code: 'PGRST202',
  },
  // Malformed requests.
  {
    name: 'malformed JSON body',
    send: () =>
      viaFetch('/cargo_listings', { method: 'POST', token: shipperToken, body: '{"title": "x",' }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'a JSON scalar as insert body',
    send: () => viaFetch('/cargo_listings', { method: 'POST', token: shipperToken, body: '42' }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'empty insert body',
    send: () => viaFetch('/cargo_listings', { method: 'POST', token: shipperToken, body: '' }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'malformed JSON on PATCH',
    send: () =>
      viaFetch(`/cargo_listings?id=eq.${PENDING_LISTING_ID}`, {
        method: 'PATCH',
        token: shipperToken,
        body: "{'price': 1}",
      }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'objects with different keys without columns=',
    send: () =>
      viaFetch('/cargo_listings', {
        method: 'POST',
        token: shipperToken,
        body: JSON.stringify([listingInput(), { title: 'x' }]),
      }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'malformed RPC body',
    send: () => viaFetch('/rpc/listing_shipper', { method: 'POST', body: '{"p_listing_id": }' }),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'unknown filter operator',
    send: () => viaFetch('/cargo_listings?price=between.1.2'),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'filter without operator',
    send: () => viaFetch('/cargo_listings?price=100'),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'malformed or()',
    send: () => viaClient(anon.from('cargo_listings').select('id').or('price.gt.1,title.eq.x)')),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'malformed in-list',
    send: () => viaFetch('/cargo_listings?cargo_type=in.(wine,fuel'),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'bad is value',
    send: () => viaFetch('/cargo_listings?length_cm=is.nothing'),
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'value of the wrong type in a filter',
    send: () => viaClient(anon.from('cargo_listings').select('id').gt('price', 'mucho')),
    status: 400,
    code: '22P02',
  },
  {
    name: 'bad date in a filter',
    send: () =>
      viaClient(anon.from('cargo_listings').select('id').gte('pickup_date', '2026-02-31')),
    status: 400,
    code: '22008',
  },
  {
    name: 'unknown enum value in a filter',
    send: () =>
      viaClient(
        anon
          .from('cargo_listings')
          .select('id')
          .eq('status', 'stolen' as 'pending'),
      ),
    status: 400,
    code: '22P02',
  },
  {
    name: 'inverted Range header',
    send: () => viaFetch('/cargo_listings', { headers: { range: '5-1' } }),
    status: 416,
    code: 'PGRST103',
  },
  {
    name: 'negative limit',
    send: () => viaFetch('/cargo_listings?limit=-1'),
    status: 416,
    code: 'PGRST103',
  },
  {
    name: 'unsupported Accept',
    send: () => viaFetch('/cargo_listings', { headers: { accept: 'text/csv' } }),
    status: 406,
    code: 'PGRST107',
  },
  {
    name: 'unsupported method',
    send: () => viaFetch('/cargo_listings', { method: 'PUT', token: shipperToken, body: '{}' }),
    status: 405,
    code: 'PGRST117',
  },
  {
    name: 'unsupported method on RPC',
    send: () => viaFetch('/rpc/listing_shipper', { method: 'DELETE' }),
    status: 405,
    code: 'PGRST101',
  },
  {
    name: 'DELETE without any filter',
    send: () => viaClient(service.from('cargo_listings').delete()),
    status: 400,
    code: '21000',
  },
  {
    name: 'PATCH without any filter',
    send: () => viaClient(service.from('cargo_listings').update({ price: 1 })),
    status: 400,
    code: '21000',
  },
  {
    name: 'an embedded filter without the embed',
    send: () => viaFetch('/cargo_listings?profiles.name=eq.x'),
    status: 400,
    code: 'PGRST108',
  },
  {
    name: 'an invalid JWT',
    send: () => viaFetch('/cargo_listings', { token: 'not-a-jwt' }),
    status: 401,
    code: 'PGRST301',
  },
  // CHECK constraints and other integrity rules.
  ...(
    [
      ['weight 0', { weight_kg: 0 }, '23514'],
      ['negative weight', { weight_kg: -5 }, '23514'],
      ['negative price', { price: -1 }, '23514'],
      ['zero length', { length_cm: 0 }, '23514'],
      [
        'delivery before pickup',
        { pickup_date: '2026-03-05', delivery_date: '2026-03-01' },
        '23514',
      ],
      ['unknown vehicle type', { vehicle_type: 'spaceship' }, '23514'],
      ['unknown cargo type', { cargo_type: 'weapons' }, '23514'],
      ['unknown load type', { load_type: 'gas' }, '23514'],
      ['empty title', { title: '' }, '23514'],
      ['blank origin', { origin: '   ' }, '23514'],
      ['title of 121 characters', { title: 'x'.repeat(121) }, '23514'],
      ['missing title', { title: null }, '23502'],
      ['weight that is not a number', { weight_kg: 'pesado' }, '22P02'],
      ['impossible date', { pickup_date: '2027-13-45' }, '22008'],
      ['malformed date', { pickup_date: 'mañana' }, '22007'],
    ] as const
  ).map(([name, overrides, code]): BadCase => ({
    name: `insert with ${name}`,
    send: () =>
      viaClient(
        shipper
          .from('cargo_listings')
          .insert(listingInput(overrides) as ReturnType<typeof listingInput>),
      ),
    status: 400,
    code,
  })),
  {
    name: 'update breaking a CHECK constraint',
    send: () =>
      viaClient(
        shipper.from('cargo_listings').update({ price: -100 }).eq('id', PENDING_LISTING_ID),
      ),
    status: 400,
    code: '23514',
  },
  {
    name: 'update making delivery precede pickup',
    send: () =>
      viaClient(
        shipper
          .from('cargo_listings')
          .update({ delivery_date: '2000-01-01' })
          .eq('id', PENDING_LISTING_ID),
      ),
    status: 400,
    code: '23514',
  },
  {
    name: 'duplicate primary key',
    send: () =>
      viaClient(
        service
          .from('cargo_listings')
          .insert({ ...listingInput(), id: PENDING_LISTING_ID, shipper_id: DEMO_SHIPPER.id }),
      ),
    status: 409,
    code: '23505',
  },
  {
    name: 'foreign key to a user that does not exist',
    send: () =>
      viaClient(
        service
          .from('cargo_listings')
          .insert({ ...listingInput(), shipper_id: '99999999-9999-4999-8999-999999999999' }),
      ),
    status: 409,
    code: '23503',
  },
  {
    name: 'a bulk insert with one bad row inserts none',
    send: () =>
      viaClient(
        shipper
          .from('cargo_listings')
          .insert([listingInput({ title: 'Buena' }), listingInput({ title: 'Mala', price: -1 })]),
      ),
    status: 400,
    code: '23514',
  },
  {
    name: 'profile name too short',
    send: () => viaClient(shipper.from('profiles').update({ name: 'L' }).eq('id', DEMO_SHIPPER.id)),
    status: 400,
    code: '23514',
  },
  {
    name: 'profile vehicle type outside the catalog',
    send: () =>
      viaClient(
        shipper
          .from('profiles')
          .update({ vehicle_types: ['van', 'ufo'] })
          .eq('id', DEMO_SHIPPER.id),
      ),
    status: 400,
    code: '23514',
  },
];

describe('bad input to /rest/v1', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, badCase) => {
    const before = await dataDigest(backend.db);
    const answer = await badCase.send();
    expect(answer.status).toBe(badCase.status);
    expect(answer.code ?? '').toBe(badCase.code);
    expect(await dataDigest(backend.db)).toBe(before);
  });

  it('stores an injection attempt in a value as plain text', async () => {
    const { data, error } = await shipper
      .from('cargo_listings')
      .insert(listingInput({ title: 'Texto hostil', description: injection }))
      .select('description')
      .single();
    expect(error).toBeNull();
    expect(data?.description).toBe(injection);
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.cargo_listings')).toBe(
      8,
    );
    await backend.db.exec("delete from public.cargo_listings where title = 'Texto hostil'");
  });

  it('kept the seeded listings and users', async () => {
    expect(await countAsSuperuser(backend.db, 'select count(*) from public.cargo_listings')).toBe(
      7,
    );
    expect(await countAsSuperuser(backend.db, 'select count(*) from auth.users')).toBe(3);
  });
});
