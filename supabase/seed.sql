-- Demo data: three accounts (password for all: ConectaDemo2026) and the seven sample listings.
-- The admin's role comes from app_metadata (which no sign-up can set), like an operator's grant.
-- Passwords are hashed with bcrypt cost 10, GoTrue's; local-supabase may lower it for its test
-- suites only (local_supabase.bcrypt_cost, from LOCAL_SUPABASE_TEST_BCRYPT_COST).
-- Dates are relative to the day the database is seeded, so the demo never shows stale cargo.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values
  (
    '00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111',
    'authenticated', 'authenticated', 'dador@conectacargas.test',
    extensions.crypt('ConectaDemo2026', extensions.gen_salt('bf',
      coalesce(nullif(current_setting('local_supabase.bcrypt_cost', true), '')::int, 10))), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"name": "Lucía Fernández", "company": "Bodegas del Sol S.A.", "phone": "+542615550101", "address": "Ruta 40 km 12, Luján de Cuyo, Mendoza", "role": "shipper"}',
    now() - interval '30 days', now() - interval '30 days', '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222',
    'authenticated', 'authenticated', 'transportista@conectacargas.test',
    extensions.crypt('ConectaDemo2026', extensions.gen_salt('bf',
      coalesce(nullif(current_setting('local_supabase.bcrypt_cost', true), '')::int, 10))), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"name": "Martín Gómez", "company": "Transportes Andinos SRL", "phone": "+5492615550202", "address": "Acceso Este 2300, Guaymallén, Mendoza", "role": "transporter", "taxId": "30-71234567-9", "description": "Transporte de cargas generales y refrigeradas en Cuyo y el centro del país.", "vehicleTypes": ["truck_large", "refrigerated"], "serviceAreas": "Mendoza, San Juan, Córdoba, Buenos Aires"}',
    now() - interval '30 days', now() - interval '30 days', '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', '33333333-3333-4333-8333-333333333333',
    'authenticated', 'authenticated', 'admin@conectacargas.test',
    extensions.crypt('ConectaDemo2026', extensions.gen_salt('bf',
      coalesce(nullif(current_setting('local_supabase.bcrypt_cost', true), '')::int, 10))), now(),
    '{"provider": "email", "providers": ["email"], "role": "admin"}',
    '{"name": "Administración ConectaCargas"}',
    now() - interval '60 days', now() - interval '60 days', '', '', '', ''
  );

insert into auth.identities (
  id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
) values
  (
    '11111111-1111-4111-8111-111111111112', '11111111-1111-4111-8111-111111111111',
    '11111111-1111-4111-8111-111111111111', 'email',
    '{"sub": "11111111-1111-4111-8111-111111111111", "email": "dador@conectacargas.test", "email_verified": true}',
    now(), now(), now()
  ),
  (
    '22222222-2222-4222-8222-222222222223', '22222222-2222-4222-8222-222222222222',
    '22222222-2222-4222-8222-222222222222', 'email',
    '{"sub": "22222222-2222-4222-8222-222222222222", "email": "transportista@conectacargas.test", "email_verified": true}',
    now(), now(), now()
  ),
  (
    '33333333-3333-4333-8333-333333333334', '33333333-3333-4333-8333-333333333333',
    '33333333-3333-4333-8333-333333333333', 'email',
    '{"sub": "33333333-3333-4333-8333-333333333333", "email": "admin@conectacargas.test", "email_verified": true}',
    now(), now(), now()
  );

insert into public.cargo_listings (
  id, shipper_id, transporter_id, title, description, origin, destination, weight_kg,
  length_cm, width_cm, height_cm, pickup_date, delivery_date, price, status,
  vehicle_type, cargo_type, load_type, created_at, origin_province, destination_province
) values
  (
    'a0000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', null,
    'Vinos Malbec en cajas', '1.200 cajas de vino Malbec paletizadas (24 pallets). Requiere manipulación cuidadosa y carga lateral.',
    'Mendoza, Mendoza', 'Buenos Aires, CABA', 18000, 1360, 260, 270,
    current_date + 3, current_date + 5, 2850.00, 'pending', 'truck_large', 'wine', 'dry',
    now() - interval '2 hours',
    'Mendoza', 'Ciudad Autónoma de Buenos Aires'
  ),
  (
    'a0000000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', null,
    'Ladrillos huecos para obra', '8.000 ladrillos huecos 12x18x33 en pallets con film. Descarga con autoelevador en destino.',
    'Rosario, Santa Fe', 'Córdoba, Córdoba', 24000, null, null, null,
    current_date + 4, current_date + 6, 1450.50, 'pending', 'flatbed', 'brick', 'dry',
    now() - interval '1 day',
    'Santa Fe', 'Córdoba'
  ),
  (
    'a0000000-0000-4000-8000-000000000003', '11111111-1111-4111-8111-111111111111', null,
    'Frutas y verduras refrigeradas', 'Peras y manzanas del Alto Valle en bins. Cadena de frío entre 0 °C y 4 °C.',
    'Neuquén, Neuquén', 'Mar del Plata, Buenos Aires', 12500, 1300, 250, 250,
    current_date + 2, current_date + 4, 3200.00, 'pending', 'refrigerated', 'food', 'refrigerated',
    now() - interval '3 days',
    'Neuquén', 'Buenos Aires'
  ),
  (
    'a0000000-0000-4000-8000-000000000004', '11111111-1111-4111-8111-111111111111', null,
    'Muebles de oficina', 'Escritorios, sillas y archivadores embalados para una mudanza corporativa.',
    'Córdoba, Córdoba', 'Tucumán, Tucumán', 3500, 600, 240, 220,
    current_date + 7, current_date + 9, 980.00, 'pending', 'van', 'furniture', 'dry',
    now() - interval '5 hours',
    'Córdoba', 'Tucumán'
  ),
  (
    'a0000000-0000-4000-8000-000000000005', '11111111-1111-4111-8111-111111111111', null,
    'Electrodomésticos para cadena comercial', 'Heladeras y lavarropas en cajas originales, 40 unidades.',
    'Buenos Aires, CABA', 'Mendoza, Mendoza', 9000, null, null, null,
    current_date + 5, current_date + 8, 2100.75, 'pending', 'container', 'electronics', 'dry',
    now() - interval '2 days',
    'Ciudad Autónoma de Buenos Aires', 'Mendoza'
  ),
  (
    'a0000000-0000-4000-8000-000000000006', '11111111-1111-4111-8111-111111111111', null,
    'Gasoil a granel', '30.000 litros de gasoil para una estación de servicio. Cisterna habilitada y chofer con carnet de cargas peligrosas.',
    'Luján de Cuyo, Mendoza', 'San Juan, San Juan', 25500, null, null, null,
    current_date + 1, current_date + 1, 1750.00, 'pending', 'tank', 'fuel', 'liquid',
    now() - interval '6 days',
    'Mendoza', 'San Juan'
  ),
  (
    'a0000000-0000-4000-8000-000000000007', '11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222',
    'Paquetería para e-commerce', '350 bultos de paquetería con entrega en centro de distribución.',
    'Mendoza, Mendoza', 'Rosario, Santa Fe', 4200, null, null, null,
    current_date + 1, current_date + 3, 1320.00, 'assigned', 'truck_medium', 'packages', 'dry',
    now() - interval '4 days',
    'Mendoza', 'Santa Fe'
  );

-- Offers, so the flow can be tried at once: the demo carrier won the assigned listing (its
-- 'Asignado' step joins the 'Publicado' steps the insert trigger wrote) and has a live offer on
-- the fruit listing, which the demo shipper can accept or reject.
insert into public.proposals (id, listing_id, transporter_id, price, message, status, created_at, updated_at)
values
  (
    'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000007',
    '22222222-2222-4222-8222-222222222222', 1320.00,
    'Podemos cargar el día indicado por la mañana.', 'accepted',
    now() - interval '3 days', now() - interval '2 days'
  ),
  (
    'c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003',
    '22222222-2222-4222-8222-222222222222', 3100.00,
    'Equipo refrigerado con registro de temperatura. Salimos desde Neuquén.', 'pending',
    now() - interval '1 day', now() - interval '1 day'
  );

insert into public.shipment_events (listing_id, status, actor_id, created_at)
values (
  'a0000000-0000-4000-8000-000000000007', 'assigned', '11111111-1111-4111-8111-111111111111',
  now() - interval '2 days'
);

-- Notifications, so the bell has something to show: the live offer above reached the shipper
-- through its trigger (dated here like the offer); the carrier's accepted offer predates them.
update public.notifications set created_at = now() - interval '1 day'
where recipient_id = '11111111-1111-4111-8111-111111111111' and kind = 'proposal_received';
insert into public.notifications (recipient_id, kind, title, body, link, created_at)
values (
  '22222222-2222-4222-8222-222222222222', 'proposal_accepted', 'Propuesta aceptada',
  'Aceptaron tu propuesta de 1.320,00 € para «Paquetería para e-commerce». El flete es tuyo.',
  '/listings/a0000000-0000-4000-8000-000000000007', now() - interval '2 days'
);

-- The demo carrier's fleet, so 'Asignar vehículo y chofer' can be tried at once.
insert into public.vehicles (owner_id, plate, vehicle_type, capacity_kg, trailer_plate)
values
  ('22222222-2222-4222-8222-222222222222', 'AA100AA', 'truck_large', 28000, 'AAA100'),
  ('22222222-2222-4222-8222-222222222222', 'MZA123', 'truck_medium', 12000, null);
insert into public.drivers (owner_id, full_name, dni, licence_number, licence_expiry, phone)
values (
  '22222222-2222-4222-8222-222222222222', 'Carlos Gómez', '28111222', 'MZA-554433',
  current_date + 400, '+542615550202'
);

-- The fake push service of `npm run dev` and the tests answers on loopback (packages/fake-push);
-- a hosted project, which never runs this seed, accepts push services on https only.
insert into private.push_service_hosts (scheme, host) values ('http', '127.0.0.1'), ('http', 'localhost');
