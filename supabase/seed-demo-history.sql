-- Delivered history for Precio sugerido (runs after seed.sql on a development or demo database;
-- the integration suites start from seed.sql alone). A second shipper and carrier, so the demo
-- accounts' dashboards keep their figures, moved five loads from Mendoza to CABA, 15-21 t, over
-- the last five months.
-- A shipper who fills in Mendoza → CABA with 18.000 kg sees 'Precio sugerido: 2.800,00 €
-- (mediana de 5 fletes similares)'.
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
  );

insert into public.cargo_listings (
  id, shipper_id, transporter_id, title, description, origin, destination, weight_kg,
  pickup_date, delivery_date, price, status, vehicle_type, cargo_type, load_type, created_at,
  updated_at, origin_province, destination_province
)
select
  ('b0000000-0000-4000-8000-00000000000' || h.n)::uuid,
  '44444444-4444-4444-8444-444444444444', '55555555-5555-4555-8555-555555555555',
  'Aceite de oliva en pallets', 'Aceite de oliva envasado, pallets con film.',
  'Maipú, Mendoza', 'Buenos Aires, CABA', h.weight_kg,
  current_date - h.days_ago, current_date - h.days_ago + 2, h.price, 'delivered',
  'truck_large', 'food', 'dry', now() - make_interval(days => h.days_ago + 5),
  now() - make_interval(days => h.days_ago - 2), 'Mendoza', 'Ciudad Autónoma de Buenos Aires'
from (
  values (1, 16000, 2600.00, 150), (2, 18000, 2750.00, 120), (3, 20000, 2800.00, 90),
    (4, 17500, 2950.00, 60), (5, 21000, 3100.00, 30)
) as h (n, weight_kg, price, days_ago);

-- Each carried at the price asked, accepted the day after it was offered.
insert into public.proposals (listing_id, transporter_id, price, message, status, created_at, updated_at)
select l.id, l.transporter_id, l.price, '', 'accepted', l.created_at + interval '1 day',
  l.created_at + interval '2 days'
from public.cargo_listings l
where l.shipper_id = '44444444-4444-4444-8444-444444444444';

insert into public.shipment_events (listing_id, status, actor_id, created_at)
select l.id, e.status::public.cargo_status,
  case when e.status = 'assigned' then l.shipper_id else l.transporter_id end,
  l.pickup_date + e.day_offset + time '09:00'
from public.cargo_listings l
cross join (values ('assigned', -2), ('in-transit', 0), ('delivered', 2)) as e (status, day_offset)
where l.shipper_id = '44444444-4444-4444-8444-444444444444';
