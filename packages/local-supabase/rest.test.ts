/** /rest/v1 through the real supabase-js client: PostgREST features and JSON serialization. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  startTestBackend,
  type TestBackend,
  type TestClient,
} from '../../supabase/tests/support/backend.ts';
import {
  ASSIGNED_LISTING_ID,
  countAsSuperuser,
  DEMO_SHIPPER,
  DEMO_TRANSPORTER,
  listingInput,
  PENDING_LISTING_ID,
  restFetch,
  signedInClient,
} from '../../supabase/tests/support/data-api.ts';

let backend: TestBackend;
let anon: TestClient;
let shipper: TestClient;
let shipperToken: string;
let transporter: TestClient;
let service: TestClient;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: false });
  anon = createTestClient(backend);
  service = createTestClient(backend, backend.serviceRoleKey);
  ({ client: shipper, token: shipperToken } = await signedInClient(backend, DEMO_SHIPPER.email));
  ({ client: transporter } = await signedInClient(backend, DEMO_TRANSPORTER.email));
});

afterAll(async () => {
  await backend.stop();
});

/** Titles of pending listings, for assertions independent of row order elsewhere. */
async function pendingTitles(): Promise<string[]> {
  const { rows } = await backend.db.query<{ title: string }>(
    "select title from public.cargo_listings where status = 'pending' order by title",
  );
  return rows.map((r) => r.title);
}

// One seeded database for the whole file: the reads come first, then the writes that change it,
// so the cases run in the order written even when the run shuffles.
describe('the Data API on one seeded database', { shuffle: false }, () => {
  describe('select', () => {
    it('returns every column with *', async () => {
      const { data, error, status } = await anon
        .from('cargo_listings')
        .select('*')
        .eq('id', PENDING_LISTING_ID);
      expect(error).toBeNull();
      expect(status).toBe(200);
      const { rows } = await backend.db.query<{ name: string }>(
        "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = 'cargo_listings'",
      );
      expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(rows.map((r) => r.name).sort());
    });

    it('selects columns with aliases and casts', async () => {
      const { data, error } = await anon
        .from('cargo_listings')
        .select('id, name:title, weight:weight_kg::text')
        .eq('id', PENDING_LISTING_ID)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({
        id: PENDING_LISTING_ID,
        name: 'Vinos Malbec en cajas',
        weight: '18000.00',
      });
    });

    it('serializes types like PostgREST: numbers, dates, timestamps, enums, nulls and arrays', async () => {
      const { data } = await anon
        .from('cargo_listings')
        .select(
          'price, weight_kg, length_cm, pickup_date, created_at, status, vehicle_type, transporter_id',
        )
        .eq('id', 'a0000000-0000-4000-8000-000000000002')
        .single();
      expect(data).toMatchObject({
        price: 1450.5,
        weight_kg: 24000,
        length_cm: null,
        status: 'pending',
      });
      expect(data?.transporter_id).toBeNull();
      expect(data?.pickup_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);

      const profile = await transporter.from('profiles').select('vehicle_types, tax_id').single();
      expect(profile.data).toEqual({
        vehicle_types: ['truck_large', 'refrigerated'],
        tax_id: '30-71234567-9',
      });

      const raw = await restFetch(
        backend,
        `/cargo_listings?select=price&id=eq.${PENDING_LISTING_ID}`,
      );
      // numeric is a JSON number, written by Postgres with its scale.
      expect(await raw.text()).toBe('[{"price":2850.00}]');
      expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
    });
  });

  describe('filters', () => {
    it('compares with eq, neq, gt, gte, lt and lte', async () => {
      const eq = await anon.from('cargo_listings').select('title').eq('cargo_type', 'fuel');
      expect(eq.data).toEqual([{ title: 'Gasoil a granel' }]);
      const neq = await anon.from('cargo_listings').select('id').neq('cargo_type', 'fuel');
      expect(neq.data).toHaveLength((await pendingTitles()).length - 1);
      const gt = await anon.from('cargo_listings').select('price').gt('price', 2850).order('price');
      expect(gt.data).toEqual([{ price: 3200 }]);
      const gte = await anon
        .from('cargo_listings')
        .select('price')
        .gte('price', 2850)
        .order('price');
      expect(gte.data).toEqual([{ price: 2850 }, { price: 3200 }]);
      const lt = await anon.from('cargo_listings').select('price').lt('price', 1450.5);
      expect(lt.data).toEqual([{ price: 980 }]);
      const lte = await anon
        .from('cargo_listings')
        .select('price')
        .lte('price', 1450.5)
        .order('price');
      expect(lte.data).toEqual([{ price: 980 }, { price: 1450.5 }]);
    });

    it('matches patterns with like and ilike, * standing for %', async () => {
      const like = await anon.from('cargo_listings').select('title').like('title', '*Malbec*');
      expect(like.data).toEqual([{ title: 'Vinos Malbec en cajas' }]);
      const caseSensitive = await anon
        .from('cargo_listings')
        .select('title')
        .like('title', '*malbec*');
      expect(caseSensitive.data).toEqual([]);
      const ilike = await anon.from('cargo_listings').select('title').ilike('title', '%MALBEC%');
      expect(ilike.data).toEqual([{ title: 'Vinos Malbec en cajas' }]);
    });

    it('filters with in, is and not', async () => {
      const inList = await anon
        .from('cargo_listings')
        .select('cargo_type')
        .in('cargo_type', ['wine', 'fuel', 'a,b'])
        .order('cargo_type');
      expect(inList.data).toEqual([{ cargo_type: 'fuel' }, { cargo_type: 'wine' }]);
      const isNull = await anon.from('cargo_listings').select('id').is('length_cm', null);
      expect(isNull.data).toHaveLength(3);
      const notNull = await anon.from('cargo_listings').select('id').not('length_cm', 'is', null);
      expect(notNull.data).toHaveLength(3);
      const notIn = await anon
        .from('cargo_listings')
        .select('cargo_type')
        .not('cargo_type', 'in', '(wine,fuel,brick,food)');
      expect(notIn.data?.map((r) => r.cargo_type).sort()).toEqual(['electronics', 'furniture']);
    });

    it('combines or, and and not in nested logic trees', async () => {
      const { data, error } = await anon
        .from('cargo_listings')
        .select('title')
        .or(
          'price.gt.3000,and(cargo_type.eq.fuel,load_type.eq.liquid),not.or(weight_kg.lt.24000,title.ilike.*zzz*)',
        )
        .order('title');
      expect(error).toBeNull();
      expect(data).toEqual([
        { title: 'Frutas y verduras refrigeradas' },
        { title: 'Gasoil a granel' },
        { title: 'Ladrillos huecos para obra' },
      ]);
    });

    it('searches text with textSearch and quantified like(any)', async () => {
      const fts = await anon
        .from('cargo_listings')
        .select('title')
        .textSearch('title', 'ladrillo:*', { config: 'english' });
      expect(fts.data).toEqual([{ title: 'Ladrillos huecos para obra' }]);
      const web = await anon
        .from('cargo_listings')
        .select('title')
        .textSearch('title', 'vinos', { type: 'websearch' });
      expect(web.data).toEqual([{ title: 'Vinos Malbec en cajas' }]);
      const anyOf = await anon
        .from('cargo_listings')
        .select('title')
        .likeAnyOf('title', ['Vinos*', 'Gasoil*'])
        .order('title');
      expect(anyOf.data).toEqual([
        { title: 'Gasoil a granel' },
        { title: 'Vinos Malbec en cajas' },
      ]);
    });

    it('checks array containment on text[] columns', async () => {
      const { data } = await transporter
        .from('profiles')
        .select('id')
        .contains('vehicle_types', ['refrigerated']);
      expect(data).toEqual([{ id: DEMO_TRANSPORTER.id }]);
    });
  });

  describe('order, limit, offset, Range and count', () => {
    it('orders by several columns with nulls first or last', async () => {
      const { data } = await anon
        .from('cargo_listings')
        .select('length_cm, price')
        .order('length_cm', { ascending: false, nullsFirst: false })
        .order('price', { ascending: true });
      expect(data).toEqual([
        { length_cm: 1360, price: 2850 },
        { length_cm: 1300, price: 3200 },
        { length_cm: 600, price: 980 },
        { length_cm: null, price: 1450.5 },
        { length_cm: null, price: 1750 },
        { length_cm: null, price: 2100.75 },
      ]);
      const nullsFirst = await anon
        .from('cargo_listings')
        .select('length_cm')
        .order('length_cm', { ascending: true, nullsFirst: true })
        .limit(1);
      expect(nullsFirst.data).toEqual([{ length_cm: null }]);
    });

    it('pages with range and counts with count=exact (Content-Range)', async () => {
      const { data, count, status } = await anon
        .from('cargo_listings')
        .select('price', { count: 'exact' })
        .order('price')
        .range(1, 2);
      expect(status).toBe(206);
      expect(count).toBe(6);
      expect(data).toEqual([{ price: 1450.5 }, { price: 1750 }]);

      const raw = await restFetch(
        backend,
        '/cargo_listings?select=id&order=price&limit=2&offset=1',
        {
          headers: { prefer: 'count=exact' },
        },
      );
      expect(raw.headers.get('content-range')).toBe('1-2/6');
      const none = await restFetch(backend, '/cargo_listings?select=id&title=eq.nada', {
        headers: { prefer: 'count=exact' },
      });
      expect(none.headers.get('content-range')).toBe('*/0');
      expect(await none.json()).toEqual([]);
      const noCount = await restFetch(backend, '/cargo_listings?select=id&limit=3');
      expect(noCount.headers.get('content-range')).toBe('0-2/*');
    });

    it('honours the Range header', async () => {
      const raw = await restFetch(backend, '/cargo_listings?select=price&order=price', {
        headers: { range: '0-1', 'range-unit': 'items' },
      });
      expect(await raw.json()).toEqual([{ price: 980 }, { price: 1450.5 }]);
      expect(raw.headers.get('content-range')).toBe('0-1/*');
    });

    it('counts without rows using head', async () => {
      const { count, data, error } = await anon
        .from('cargo_listings')
        .select('*', { count: 'exact', head: true })
        .eq('status', 'pending');
      expect(error).toBeNull();
      expect(data).toBeNull();
      expect(count).toBe(6);
    });

    it('answers 416 for an offset past the end when counting', async () => {
      const { error, status } = await anon
        .from('cargo_listings')
        .select('id', { count: 'exact' })
        .range(50, 60);
      expect(status).toBe(416);
      expect(error).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
    });
  });

  describe('single objects', () => {
    it('returns one object for single() and maybeSingle()', async () => {
      const single = await anon
        .from('cargo_listings')
        .select('title')
        .eq('id', PENDING_LISTING_ID)
        .single();
      expect(single.data).toEqual({ title: 'Vinos Malbec en cajas' });
      const maybe = await anon
        .from('cargo_listings')
        .select('title')
        .eq('id', ASSIGNED_LISTING_ID)
        .maybeSingle();
      expect(maybe.error).toBeNull();
      expect(maybe.data).toBeNull();
    });

    it('answers 406 PGRST116 when not exactly one row', async () => {
      const none = await anon
        .from('cargo_listings')
        .select('title')
        .eq('id', ASSIGNED_LISTING_ID)
        .single();
      expect(none.status).toBe(406);
      expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
      const many = await anon.from('cargo_listings').select('title').single();
      expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 6 rows' });
    });
  });

  describe('insert', () => {
    it('inserts one row with defaults and returns it with select()', async () => {
      const { data, error, status } = await shipper
        .from('cargo_listings')
        .insert(listingInput({ title: 'Insert simple' }))
        .select('id, shipper_id, status, transporter_id, price, description')
        .single();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toMatchObject({
        shipper_id: DEMO_SHIPPER.id,
        status: 'pending',
        transporter_id: null,
        price: 1200.5,
        description: 'Cajas paletizadas',
      });
      expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('inserts without representation by default (return=minimal)', async () => {
      const { data, error, status } = await shipper
        .from('cargo_listings')
        .insert(listingInput({ title: 'Insert minimal' }));
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toBeNull();
      expect(
        await countAsSuperuser(
          backend.db,
          "select count(*) from public.cargo_listings where title = 'Insert minimal'",
        ),
      ).toBe(1);
    });

    it('bulk-inserts an array with columns=, missing keys becoming null or their default', async () => {
      const rows = [
        listingInput({ title: 'Bulk 1', vehicle_type: 'van' }),
        { ...listingInput({ title: 'Bulk 2' }), vehicle_type: undefined, description: undefined },
      ];
      const asNull = await shipper
        .from('cargo_listings')
        .insert(rows)
        .select('title, vehicle_type, description');
      // supabase-js sends columns=... without missing=default: an absent key is null, so the NOT NULL description fails.
      expect(asNull.error).toMatchObject({ code: '23502' });
      expect(asNull.status).toBe(400);

      const withDefaults = await shipper
        .from('cargo_listings')
        .insert(rows, { defaultToNull: false })
        .select('title, vehicle_type, description');
      expect(withDefaults.error).toBeNull();
      expect(withDefaults.data).toEqual([
        { title: 'Bulk 1', vehicle_type: 'van', description: 'Cajas paletizadas' },
        { title: 'Bulk 2', vehicle_type: null, description: '' },
      ]);
    });

    it('answers Location for return=headers-only', async () => {
      const res = await restFetch(backend, '/cargo_listings', {
        method: 'POST',
        token: shipperToken,
        headers: { prefer: 'return=headers-only' },
        body: JSON.stringify(listingInput({ title: 'Headers only' })),
      });
      expect(res.status).toBe(201);
      expect(await res.text()).toBe('');
      const id = await countAsSuperuser(
        backend.db,
        "select count(*) from public.cargo_listings where title = 'Headers only'",
      );
      expect(id).toBe(1);
      expect(res.headers.get('location')).toMatch(/^\/cargo_listings\?id=eq\.[0-9a-f-]{36}$/);
    });
  });

  describe('upsert', () => {
    it('merges duplicates on the primary key and ignores them when asked', async () => {
      const id = 'c0000000-0000-4000-8000-000000000001';
      const first = await service
        .from('cargo_listings')
        .upsert({ id, shipper_id: DEMO_SHIPPER.id, ...listingInput({ title: 'Upsert v1' }) })
        .select('title');
      expect(first.error).toBeNull();
      expect(first.status).toBe(201);
      const merged = await service
        .from('cargo_listings')
        .upsert(
          { id, shipper_id: DEMO_SHIPPER.id, ...listingInput({ title: 'Upsert v2' }) },
          { onConflict: 'id' },
        )
        .select('title');
      expect(merged.data).toEqual([{ title: 'Upsert v2' }]);
      const ignored = await service
        .from('cargo_listings')
        .upsert(
          { id, shipper_id: DEMO_SHIPPER.id, ...listingInput({ title: 'Upsert v3' }) },
          { ignoreDuplicates: true },
        )
        .select('title');
      expect(ignored.error).toBeNull();
      expect(ignored.data).toEqual([]);
      expect(
        await countAsSuperuser(
          backend.db,
          `select count(*) from public.cargo_listings where id = '${id}' and title = 'Upsert v2'`,
        ),
      ).toBe(1);
    });
  });

  describe('update and delete', () => {
    it('updates the filtered rows and returns them', async () => {
      const { data: created } = await shipper
        .from('cargo_listings')
        .insert(listingInput({ title: 'Para editar' }))
        .select('id')
        .single();
      const { data, error, status } = await shipper
        .from('cargo_listings')
        .update({ price: 999.99, title: 'Editada' })
        .eq('id', created?.id ?? '')
        .select('title, price');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ title: 'Editada', price: 999.99 }]);

      const minimal = await shipper
        .from('cargo_listings')
        .update({ price: 1 })
        .eq('id', created?.id ?? '');
      expect(minimal.status).toBe(204);
      expect(minimal.data).toBeNull();
    });

    it('deletes the filtered rows, counting them', async () => {
      const { data: created } = await shipper
        .from('cargo_listings')
        .insert(listingInput({ title: 'Para borrar' }))
        .select('id')
        .single();
      const { error, status, count } = await shipper
        .from('cargo_listings')
        .delete({ count: 'exact' })
        .eq('id', created?.id ?? '');
      expect(error).toBeNull();
      expect(status).toBe(204);
      expect(count).toBe(1);
      expect(
        await countAsSuperuser(
          backend.db,
          "select count(*) from public.cargo_listings where title = 'Para borrar'",
        ),
      ).toBe(0);
    });

    it('refuses DELETE and PATCH without filters, like Supabase (pg-safeupdate)', async () => {
      const before = await countAsSuperuser(
        backend.db,
        'select count(*) from public.cargo_listings',
      );
      const del = await service.from('cargo_listings').delete();
      expect(del.status).toBe(400);
      expect(del.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
      const upd = await service.from('cargo_listings').update({ price: 424242 });
      expect(upd.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
      expect(await countAsSuperuser(backend.db, 'select count(*) from public.cargo_listings')).toBe(
        before,
      );
      expect(
        await countAsSuperuser(
          backend.db,
          'select count(*) from public.cargo_listings where price = 424242',
        ),
      ).toBe(0);
    });

    it('rolls back a mutation that does not match exactly one row with single()', async () => {
      const before = await countAsSuperuser(
        backend.db,
        'select count(*) from public.cargo_listings where price = 7',
      );
      const { error, status } = await shipper
        .from('cargo_listings')
        .update({ price: 7 })
        .eq('status', 'pending')
        .select()
        .single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
      expect(
        await countAsSuperuser(
          backend.db,
          'select count(*) from public.cargo_listings where price = 7',
        ),
      ).toBe(before);
    });
  });

  describe('rpc', () => {
    it('calls a set-returning function with named arguments (POST)', async () => {
      const { data, error } = await anon.rpc('listing_shipper', {
        p_listing_id: PENDING_LISTING_ID,
      });
      expect(error).toBeNull();
      expect(data).toEqual([{ name: 'Lucía Fernández', company: 'Bodegas del Sol S.A.' }]);
    });

    it('returns one object with single() and nothing for a listing the caller may not see', async () => {
      const single = await anon
        .rpc('listing_shipper', { p_listing_id: PENDING_LISTING_ID })
        .single();
      expect(single.data).toEqual({ name: 'Lucía Fernández', company: 'Bodegas del Sol S.A.' });
      const hidden = await anon.rpc('listing_shipper', { p_listing_id: ASSIGNED_LISTING_ID });
      expect(hidden.data).toEqual([]);
      const assigned = await transporter.rpc('listing_shipper', {
        p_listing_id: ASSIGNED_LISTING_ID,
      });
      expect(assigned.data).toEqual([{ name: 'Lucía Fernández', company: 'Bodegas del Sol S.A.' }]);
    });

    it('calls stable functions with GET and returns scalars as JSON values', async () => {
      const viaGet = await anon.rpc(
        'listing_shipper',
        { p_listing_id: PENDING_LISTING_ID },
        { get: true },
      );
      expect(viaGet.data).toEqual([{ name: 'Lucía Fernández', company: 'Bodegas del Sol S.A.' }]);
      const isShipper = await shipper.rpc('has_role', { p_role: 'shipper' });
      expect(isShipper.data).toBe(true);
      const isAdmin = await shipper.rpc('has_role', { p_role: 'admin' });
      expect(isAdmin.data).toBe(false);
    });

    it('filters, orders and counts the rows of a set-returning function', async () => {
      const { data, count } = await anon
        .rpc('listing_shipper', { p_listing_id: PENDING_LISTING_ID }, { count: 'exact' })
        .select('name')
        .eq('name', 'Lucía Fernández');
      expect(data).toEqual([{ name: 'Lucía Fernández' }]);
      expect(count).toBe(1);
    });

    it('calls a function that takes no arguments, by POST and by GET', async () => {
      const post = await transporter.rpc('my_proposals');
      expect(post.error).toBeNull();
      expect(post.data?.map((p) => p.status).sort()).toEqual(['accepted', 'pending']);
      const get = await transporter.rpc('my_proposals', undefined, { get: true });
      expect(get.data).toEqual(post.data);
      const none = await anon.rpc('my_proposals');
      expect(none.error).toMatchObject({ code: '42501' });
    });

    it('answers 404 PGRST202 for an unknown function or unknown arguments', async () => {
      const unknown = await anon.rpc('no_such_function' as 'has_role', { p_role: 'admin' });
      expect(unknown.status).toBe(404);
      expect(unknown.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.no_such_function(p_role) in the schema cache',
      });
      const badArgs = await anon.rpc('listing_shipper', { id: PENDING_LISTING_ID } as unknown as {
        p_listing_id: string;
      });
      expect(badArgs.error).toMatchObject({
        code: 'PGRST202',
        hint: 'Perhaps you meant to call the function public.listing_shipper(p_listing_id)',
      });
    });
  });

  describe('errors of the schema cache', () => {
    it('answers 404 PGRST205 with a hint for an unknown table', async () => {
      const { error, status } = await anon.from('cargo_listing' as 'cargo_listings').select('*');
      expect(status).toBe(404);
      expect(error).toEqual({
        code: 'PGRST205',
        message: "Could not find the table 'public.cargo_listing' in the schema cache",
        details: null,
        hint: "Perhaps you meant the table 'public.cargo_listings'",
      });
    });

    it('answers 406 PGRST106 for a schema that is not exposed', async () => {
      const { error, status } = await createTestClient(backend)
        .schema('auth' as 'public')
        .from('cargo_listings')
        .select('*');
      expect(status).toBe(406);
      expect(error).toMatchObject({
        code: 'PGRST106',
        hint: 'Only the following schemas are exposed: public',
      });
    });

    it('answers PGRST200 for an embedded resource without a relationship', async () => {
      const { error, status } = await anon.from('cargo_listings').select('*, profiles(name)');
      expect(status).toBe(400);
      expect(error?.code).toBe('PGRST200');
    });
  });
});
