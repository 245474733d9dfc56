-- Delivered history for Precio sugerido (runs after seed.sql on a development or demo database;
-- the integration suites start from seed.sql alone). Three other shippers and three other
-- carriers, so the demo accounts' dashboards keep their figures, moved nine loads from Mendoza to
-- CABA, 15-21 t, over the last nine months: enough for the lane-rate rule (7 delivered loads from
-- 3 shippers and 3 carriers, none the caller's).
-- A shipper who fills in Mendoza → CABA with 18.000 kg sees 'Precio sugerido: 2.700,00 € –
-- 2.900,00 €. Basado en 7+ envíos entregados.'
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values
  (
    '00000000-0000-0000-0000-000000000000', '44444444-4444-4444-8444-444444444444',
    'authenticated', 'authenticated', 'historial.dador@conectacargas.test',
    extensions.crypt('ConectaDemo2026', extensions.gen_salt('bf',
      coalesce(nullif(current_setting('local_supabase.bcrypt_cost', true), '')::int, 10))), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"name": "Sofía Herrera", "company": "Olivares de Cuyo S.A.", "phone": "+542614440101", "address": "Carril Rodríguez Peña 3100, Maipú, Mendoza", "role": "shipper"}',
    now() - interval '400 days', now() - interval '400 days', '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', '55555555-5555-4555-8555-555555555555',
    'authenticated', 'authenticated', 'historial.transportista@conectacargas.test',
    extensions.crypt('ConectaDemo2026', extensions.gen_salt('bf',
      coalesce(nullif(current_setting('local_supabase.bcrypt_cost', true), '')::int, 10))), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"name": "Diego Castro", "company": "Logística Ruta 7", "phone": "+5492614440202", "address": "Ruta 7 km 1050, Luján de Cuyo, Mendoza", "role": "transporter", "taxId": "30-70987654-3", "description": "Cargas secas entre Cuyo y el AMBA, semirremolques sider.", "vehicleTypes": ["truck_large"], "serviceAreas": "Mendoza, San Luis, Córdoba, Buenos Aires"}',
    now() - interval '400 days', now() - interval '400 days', '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', '66666666-6666-4666-8666-666666666666',
    'authenticated', 'authenticated', 'historial.dador2@conectacargas.test',
    extensions.crypt('ConectaDemo2026', extensions.gen_salt('bf',
      coalesce(nullif(current_setting('local_supabase.bcrypt_cost', true), '')::int, 10))), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"name": "Julián Ortega", "company": "Bodegas del Valle de Uco", "phone": "+542614440303", "address": "Ruta 89 km 12, Tupungato, Mendoza", "role": "shipper"}',
    now() - interval '400 days', now() - interval '400 days', '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', '77777777-7777-4777-8777-777777777777',
    'authenticated', 'authenticated', 'historial.transportista2@conectacargas.test',
    extensions.crypt('ConectaDemo2026', extensions.gen_salt('bf',
      coalesce(nullif(current_setting('local_supabase.bcrypt_cost', true), '')::int, 10))), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"name": "Rocío Medina", "company": "Transportes del Oeste", "phone": "+5492614440404", "address": "Acceso Este 2200, Guaymallén, Mendoza", "role": "transporter", "vehicleTypes": ["truck_large"], "serviceAreas": "Cuyo, Córdoba, Buenos Aires"}',
    now() - interval '400 days', now() - interval '400 days', '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', '88888888-8888-4888-8888-888888888888',
    'authenticated', 'authenticated', 'historial.dador3@conectacargas.test',
    extensions.crypt('ConectaDemo2026', extensions.gen_salt('bf',
      coalesce(nullif(current_setting('local_supabase.bcrypt_cost', true), '')::int, 10))), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"name": "Marcela Giménez", "company": "Frutos Secos Andinos S.R.L.", "phone": "+542614440505", "address": "Calle San Martín 450, San Rafael, Mendoza", "role": "shipper"}',
    now() - interval '400 days', now() - interval '400 days', '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', '99999999-9999-4999-8999-999999999999',
    'authenticated', 'authenticated', 'historial.transportista3@conectacargas.test',
    extensions.crypt('ConectaDemo2026', extensions.gen_salt('bf',
      coalesce(nullif(current_setting('local_supabase.bcrypt_cost', true), '')::int, 10))), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"name": "Hernán Paz", "company": "Paz Hnos. Cargas", "phone": "+5492614440606", "address": "Ruta 40 km 3300, Luján de Cuyo, Mendoza", "role": "transporter", "vehicleTypes": ["truck_large", "flatbed"], "serviceAreas": "Mendoza, San Juan, Buenos Aires"}',
    now() - interval '400 days', now() - interval '400 days', '', '', '', ''
  );

insert into auth.identities (
  id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
) values
  (
    '44444444-4444-4444-8444-444444444445', '44444444-4444-4444-8444-444444444444',
    '44444444-4444-4444-8444-444444444444', 'email',
    '{"sub": "44444444-4444-4444-8444-444444444444", "email": "historial.dador@conectacargas.test", "email_verified": true}',
    now(), now(), now()
  ),
  (
    '55555555-5555-4555-8555-555555555556', '55555555-5555-4555-8555-555555555555',
    '55555555-5555-4555-8555-555555555555', 'email',
    '{"sub": "55555555-5555-4555-8555-555555555555", "email": "historial.transportista@conectacargas.test", "email_verified": true}',
    now(), now(), now()
  ),
  (
    '66666666-6666-4666-8666-666666666667', '66666666-6666-4666-8666-666666666666',
    '66666666-6666-4666-8666-666666666666', 'email',
    '{"sub": "66666666-6666-4666-8666-666666666666", "email": "historial.dador2@conectacargas.test", "email_verified": true}',
    now(), now(), now()
  ),
  (
    '77777777-7777-4777-8777-777777777778', '77777777-7777-4777-8777-777777777777',
    '77777777-7777-4777-8777-777777777777', 'email',
    '{"sub": "77777777-7777-4777-8777-777777777777", "email": "historial.transportista2@conectacargas.test", "email_verified": true}',
    now(), now(), now()
  ),
  (
    '88888888-8888-4888-8888-888888888889', '88888888-8888-4888-8888-888888888888',
    '88888888-8888-4888-8888-888888888888', 'email',
    '{"sub": "88888888-8888-4888-8888-888888888888", "email": "historial.dador3@conectacargas.test", "email_verified": true}',
    now(), now(), now()
  ),
  (
    '99999999-9999-4999-8999-99999999999a', '99999999-9999-4999-8999-999999999999',
    '99999999-9999-4999-8999-999999999999', 'email',
    '{"sub": "99999999-9999-4999-8999-999999999999", "email": "historial.transportista3@conectacargas.test", "email_verified": true}',
    now(), now(), now()
  );

insert into public.cargo_listings (
  id, shipper_id, transporter_id, title, description, origin, destination, weight_kg,
  pickup_date, delivery_date, price, status, vehicle_type, cargo_type, load_type, created_at,
  updated_at, origin_province, destination_province
)
select
  ('b0000000-0000-4000-8000-00000000000' || h.n)::uuid, h.shipper_id, h.transporter_id,
  'Aceite de oliva en pallets', 'Aceite de oliva envasado, pallets con film.',
  'Maipú, Mendoza', 'Buenos Aires, CABA', h.weight_kg,
  current_date - h.days_ago, current_date - h.days_ago + 2, h.price, 'delivered',
  'truck_large', 'food', 'dry', now() - make_interval(days => h.days_ago + 5),
  now() - make_interval(days => h.days_ago - 2), 'Mendoza', 'Ciudad Autónoma de Buenos Aires'
from (
  values
    (1, 16000, 2600.00, 270, '44444444-4444-4444-8444-444444444444'::uuid, '55555555-5555-4555-8555-555555555555'::uuid),
    (2, 18000, 2750.00, 240, '66666666-6666-4666-8666-666666666666'::uuid, '77777777-7777-4777-8777-777777777777'::uuid),
    (3, 20000, 2800.00, 210, '88888888-8888-4888-8888-888888888888'::uuid, '99999999-9999-4999-8999-999999999999'::uuid),
    (4, 17500, 2950.00, 180, '44444444-4444-4444-8444-444444444444'::uuid, '77777777-7777-4777-8777-777777777777'::uuid),
    (5, 21000, 3100.00, 150, '66666666-6666-4666-8666-666666666666'::uuid, '99999999-9999-4999-8999-999999999999'::uuid),
    (6, 15000, 2650.00, 120, '88888888-8888-4888-8888-888888888888'::uuid, '55555555-5555-4555-8555-555555555555'::uuid),
    (7, 19000, 2850.00, 90, '44444444-4444-4444-8444-444444444444'::uuid, '99999999-9999-4999-8999-999999999999'::uuid),
    (8, 18500, 2900.00, 60, '66666666-6666-4666-8666-666666666666'::uuid, '55555555-5555-4555-8555-555555555555'::uuid),
    (9, 16500, 2700.00, 30, '88888888-8888-4888-8888-888888888888'::uuid, '77777777-7777-4777-8777-777777777777'::uuid)
) as h (n, weight_kg, price, days_ago, shipper_id, transporter_id);

-- Each carried at the price asked, accepted the day after it was offered.
insert into public.proposals (listing_id, transporter_id, price, message, status, created_at, updated_at)
select l.id, l.transporter_id, l.price, '', 'accepted', l.created_at + interval '1 day',
  l.created_at + interval '2 days'
from public.cargo_listings l
where l.id::text like 'b0000000-%';

insert into public.shipment_events (listing_id, status, actor_id, created_at)
select l.id, e.status::public.cargo_status,
  case when e.status = 'assigned' then l.shipper_id else l.transporter_id end,
  l.pickup_date + e.day_offset + time '09:00'
from public.cargo_listings l
cross join (values ('assigned', -2), ('in-transit', 0), ('delivered', 2)) as e (status, day_offset)
where l.id::text like 'b0000000-%';

-- 'Camiones disponibles': the history's carriers have trucks free in the coming days, so the
-- public page and 'Camiones cerca' have something to show. Dates follow the day the demo starts.
insert into public.truck_availabilities (transporter_id, vehicle_type, place, province,
  available_from, available_to, destination_province, note)
values
  ('55555555-5555-4555-8555-555555555555', 'truck_large', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires',
    current_date + 1, current_date + 4, 'Mendoza', 'Semi con lona, vuelvo a Cuyo.'),
  ('77777777-7777-4777-8777-777777777777', 'refrigerated', 'Rosario', 'Santa Fe',
    current_date + 2, current_date + 6, null, 'Refrigerado, cualquier destino.'),
  ('99999999-9999-4999-8999-999999999999', 'truck_medium', 'Mendoza', 'Mendoza',
    current_date, current_date + 3, 'Ciudad Autónoma de Buenos Aires', '');
