/**
 * Pending listings by the hundred thousand, written by the database itself (generate_series), for
 * `npm run bench:scale` and `npm run load`: places drawn from the localities the app ships (so a
 * province such as Mendoza matches a few percent of them, as on a national exchange), every cargo,
 * load and vehicle type, prices, pickup dates and publication times spread over three months.
 */
import type { SqlDatabase } from '@conectacargas/local-supabase/db';
import { allVehicleTypeValues, cargoTypeOptions, loadTypeOptions } from '../src/domain/catalog';
import { LOCALITIES_BY_PROVINCE } from '../src/domain/places/localities';

const NOUNS = [
  'Vinos',
  'Ladrillos',
  'Frutas',
  'Muebles',
  'Electrodomésticos',
  'Gasoil',
  'Paquetería',
  'Cemento',
  'Máquinas',
  'Azúcar',
  'Yerba mate',
  'Soja',
  'Maíz',
  'Cajas de cartón',
  'Repuestos',
];

const places = Object.entries(LOCALITIES_BY_PROVINCE).flatMap(([province, localities]) =>
  localities.map((locality) => ({ locality, province })),
);

/**
 * Adds `count` pending listings of `shipperId`, in batches of 100,000 (one transaction each), as
 * the database superuser with triggers off: bulk data, not publications (no alert is queued).
 */
export async function insertPendingListings(
  db: Pick<SqlDatabase, 'transaction'>,
  shipperId: string,
  count: number,
): Promise<void> {
  const batch = 100_000;
  for (let done = 0; done < count; done += batch) {
    await db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.query(
        `with drawn as (
         select
           1 + floor(random() * cardinality($3::text[]))::int as noun,
           1 + floor(random() * cardinality($4::text[]))::int as origin,
           1 + floor(random() * cardinality($4::text[]))::int as destination,
           1 + floor(random() * cardinality($6::text[]))::int as cargo,
           1 + floor(random() * cardinality($7::text[]))::int as load,
           floor(random() * (cardinality($8::text[]) + 1))::int as vehicle,
           random() as r1, random() as r2, random() as r3
         from generate_series(1, $2::int)
       ),
       -- What the geography trigger would store: the places are localities, joined by name.
       placed as (
         select drawn.*, o.lat as origin_lat, o.lon as origin_lon, d.lat as destination_lat,
           d.lon as destination_lon,
           public.road_distance_km(o.lat, o.lon, d.lat, d.lon) as distance_km
         from drawn
         left join public.localities o
           on o.province = ($5::text[])[origin] and o.name = ($4::text[])[origin]
         left join public.localities d
           on d.province = ($5::text[])[destination] and d.name = ($4::text[])[destination]
       )
       insert into public.cargo_listings (
         shipper_id, title, description, origin, origin_province, destination,
         destination_province, weight_kg, pickup_date, delivery_date, price, status,
         cargo_type, load_type, vehicle_type, created_at, origin_lat, origin_lon,
         destination_lat, destination_lon, distance_km, price_per_km
       )
       select
         $1::uuid,
         ($3::text[])[noun] || ' a ' || ($4::text[])[destination],
         'Carga de ' || lower(($3::text[])[noun]) || ', palletizada, con carga y descarga a cargo del dador.',
         ($4::text[])[origin], ($5::text[])[origin],
         ($4::text[])[destination], ($5::text[])[destination],
         round((500 + r1 * 29500)::numeric, 2),
         current_date + (r2 * 60)::int,
         current_date + (r2 * 60)::int + 1 + (r3 * 5)::int,
         round((50000 + r3 * 2950000)::numeric),
         'pending',
         ($6::text[])[cargo], ($7::text[])[load],
         case when vehicle = 0 then null else ($8::text[])[vehicle] end,
         now() - r1 * r2 * interval '90 days' - r3 * interval '1 day',
         origin_lat, origin_lon, destination_lat, destination_lon, distance_km,
         round(round((50000 + r3 * 2950000)::numeric) / nullif(distance_km, 0), 2)
       from placed`,
        [
          shipperId,
          Math.min(batch, count - done),
          NOUNS,
          places.map((p) => p.locality),
          places.map((p) => p.province),
          cargoTypeOptions.map((o) => o.value),
          loadTypeOptions.map((o) => o.value),
          allVehicleTypeValues,
        ],
      );
    });
  }
}
