/**
 * Resource embedding against a real Postgres, calling handleRest directly on tables made for the
 * test (the app's own tables only reference auth.users, which is not exposed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type SqlDatabase } from '../db.ts';
import type { JwtClaims, LocalResponse } from '../types.ts';
import { handleRest } from './index.ts';
import { project } from '../../../supabase/project.ts';

let db: SqlDatabase;
const anon: JwtClaims = { role: 'anon' };

beforeAll(async () => {
  db = await openDatabase({ project, dataDir: 'memory', seedFile: null });
  await db.exec(`
    create table public.depots (id int primary key, city text not null);
    create table public.trucks (
      id int primary key,
      plate text not null,
      home_depot_id int references public.depots (id),
      last_depot_id int references public.depots (id)
    );
    create table public.truck_papers (truck_id int primary key references public.trucks (id), vtv text);
    create table public.crew_members (id int primary key, name text, truck_id int references public.trucks (id));
    grant select, insert on public.depots, public.trucks, public.truck_papers, public.crew_members to anon;
    insert into public.depots values (1, 'Mendoza'), (2, 'Rosario');
    insert into public.trucks values (10, 'AB123CD', 1, 2), (11, 'AC456EF', 2, null);
    insert into public.truck_papers values (10, '2027-01');
    insert into public.crew_members values (100, 'Martín', 10), (101, 'Lucía', 10);
  `);
});

afterAll(async () => {
  await db.close();
});

function get(
  path: string,
  rawQuery: string,
  method = 'GET',
  body?: string,
): Promise<LocalResponse> {
  return handleRest(
    { db },
    {
      method,
      path,
      rawQuery,
      headers: method === 'POST' ? { prefer: 'return=representation' } : {},
      body,
      ip: '127.0.0.1',
    },
    anon,
  );
}

function json(response: LocalResponse): unknown {
  return JSON.parse(String(response.body));
}

// The cases share one database and one of them inserts: they run in the order written.
describe('resource embedding', { shuffle: false }, () => {
  it('embeds a many-to-one row as an object, disambiguated by column', async () => {
    const res = await get(
      '/trucks',
      'select=plate,home:home_depot_id(city),last:last_depot_id(city)&order=id',
    );
    expect(res.status).toBe(200);
    expect(json(res)).toEqual([
      { plate: 'AB123CD', home: { city: 'Mendoza' }, last: { city: 'Rosario' } },
      { plate: 'AC456EF', home: { city: 'Rosario' }, last: null },
    ]);
  });

  it('embeds one-to-many rows as an array and one-to-one as an object', async () => {
    const res = await get('/trucks', 'select=plate,crew_members(name),truck_papers(vtv)&order=id');
    expect(json(res)).toEqual([
      {
        plate: 'AB123CD',
        crew_members: [{ name: 'Martín' }, { name: 'Lucía' }],
        truck_papers: { vtv: '2027-01' },
      },
      { plate: 'AC456EF', crew_members: [], truck_papers: null },
    ]);
  });

  it('nests embeds and embeds into the representation of an insert', async () => {
    const nested = await get(
      '/crew_members',
      'select=name,trucks(plate,depots!home_depot_id(city))&id=eq.100',
    );
    expect(json(nested)).toEqual([
      { name: 'Martín', trucks: { plate: 'AB123CD', depots: { city: 'Mendoza' } } },
    ]);
    const inserted = await get(
      '/crew_members',
      'select=name,trucks(plate)',
      'POST',
      '{"id": 102, "name": "Sofía", "truck_id": 11}',
    );
    expect(inserted.status).toBe(201);
    expect(json(inserted)).toEqual([{ name: 'Sofía', trucks: { plate: 'AC456EF' } }]);
  });

  it('answers 300 PGRST201 when two foreign keys could be meant, and 400 PGRST200 when none', async () => {
    const ambiguous = await get('/trucks', 'select=plate,depots(city)');
    expect(ambiguous.status).toBe(300);
    expect(json(ambiguous)).toMatchObject({
      code: 'PGRST201',
      hint: "Try changing 'depots' to one of the following: 'depots!trucks_home_depot_id_fkey', 'depots!trucks_last_depot_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    const none = await get('/depots', 'select=city,crew_members(name)');
    expect(none.status).toBe(400);
    expect(json(none)).toMatchObject({
      code: 'PGRST200',
      message:
        "Could not find a relationship between 'depots' and 'crew_members' in the schema cache",
    });
  });

  it('refuses filters on embedded resources it cannot apply, naming the reason', async () => {
    const embedded = await get(
      '/trucks',
      'select=plate,crew_members(name)&crew_members.name=eq.Lucía',
    );
    expect(json(embedded)).toMatchObject({ code: 'PGRST127', message: 'Feature not implemented' });
    const notEmbedded = await get('/trucks', 'select=plate&crew_members.name=eq.Lucía');
    expect(json(notEmbedded)).toMatchObject({
      code: 'PGRST108',
      message: "'crew_members' is not an embedded resource in this request",
    });
  });
});
