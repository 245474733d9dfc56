-- ConectaCargas initial schema: roles, profiles and cargo listings, with RLS on every table.
-- Runs on hosted Supabase (supabase db push) and on the embedded backend (local-supabase).

create type public.app_role as enum ('shipper', 'transporter', 'admin');
create type public.cargo_status as enum ('pending', 'assigned', 'in-transit', 'delivered');

-- ---------------------------------------------------------------------------
-- user_roles: one role per user, written only by the sign-up trigger (or an operator).
-- ---------------------------------------------------------------------------
create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------
-- profiles: the public face of an account; created by the sign-up trigger.
-- ---------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 2 and 120),
  email text not null check (char_length(email) between 3 and 320),
  company text check (char_length(company) <= 160),
  phone text check (char_length(phone) <= 40),
  address text check (char_length(address) <= 240),
  tax_id text check (char_length(tax_id) <= 40),
  description text check (char_length(description) <= 2000),
  vehicle_types text[] not null default '{}' check (
    vehicle_types <@ array[
      'van', 'truck_small', 'truck_medium', 'truck_large', 'refrigerated', 'flatbed', 'container',
      'escalade_34', 'escalade_45', 'chassis', 'balancing', 'tank'
    ]::text[]
  ),
  service_areas text check (char_length(service_areas) <= 500),
  cargo_types text check (char_length(cargo_types) <= 500),
  avatar_url text check (char_length(avatar_url) <= 1000),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------
-- cargo_listings
-- ---------------------------------------------------------------------------
create table public.cargo_listings (
  id uuid primary key default gen_random_uuid(),
  shipper_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  transporter_id uuid references auth.users (id) on delete set null,
  title text not null check (char_length(btrim(title)) between 1 and 120),
  description text not null default '' check (char_length(description) <= 2000),
  origin text not null check (char_length(btrim(origin)) between 1 and 120),
  destination text not null check (char_length(btrim(destination)) between 1 and 120),
  weight_kg numeric(12, 2) not null check (weight_kg > 0),
  length_cm numeric(10, 2) check (length_cm > 0),
  width_cm numeric(10, 2) check (width_cm > 0),
  height_cm numeric(10, 2) check (height_cm > 0),
  pickup_date date not null,
  delivery_date date not null,
  price numeric(14, 2) not null check (price >= 0),
  status public.cargo_status not null default 'pending',
  vehicle_type text check (
    vehicle_type in (
      'van', 'truck_small', 'truck_medium', 'truck_large', 'refrigerated', 'flatbed', 'container',
      'escalade_34', 'escalade_45', 'chassis', 'balancing', 'tank'
    )
  ),
  cargo_type text not null check (
    cargo_type in (
      'wine', 'brick', 'food', 'cleaning', 'electronics', 'packages', 'construction', 'furniture', 'fuel'
    )
  ),
  load_type text not null check (load_type in ('dry', 'liquid', 'refrigerated')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint cargo_listings_delivery_not_before_pickup check (delivery_date >= pickup_date),
  -- A pending listing has no carrier. A later status normally has one, but not required: the
  -- carrier's account may be deleted (on delete set null) while the shipment history stays.
  constraint cargo_listings_pending_has_no_transporter check (status <> 'pending' or transporter_id is null)
);

create index cargo_listings_shipper_id_idx on public.cargo_listings (shipper_id);
create index cargo_listings_transporter_id_idx on public.cargo_listings (transporter_id);
create index cargo_listings_status_created_at_idx on public.cargo_listings (status, created_at desc);

-- ---------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------

-- Role checks read user_roles, never user_metadata (users can rewrite their metadata).
create function public.has_role(p_role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = p_role
  );
$$;

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_set_updated_at
before update on public.profiles
for each row execute function public.set_updated_at();

create trigger cargo_listings_set_updated_at
before update on public.cargo_listings
for each row execute function public.set_updated_at();

-- Creates the role and profile of a new account from its sign-up metadata. A sign-up may only
-- choose shipper or transporter; admin comes only from app_metadata, which clients cannot set.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested text := meta ->> 'role';
  chosen public.app_role;
begin
  if coalesce(new.raw_app_meta_data ->> 'role', '') = 'admin' then
    chosen := 'admin';
  elsif requested in ('shipper', 'transporter') then
    chosen := requested::public.app_role;
  else
    raise exception 'invalid_role: el rol debe ser shipper o transporter'
      using errcode = '22023';
  end if;

  insert into public.user_roles (user_id, role) values (new.id, chosen);

  insert into public.profiles (
    id, name, email, company, phone, address, tax_id, description, vehicle_types, service_areas
  ) values (
    new.id,
    btrim(coalesce(meta ->> 'name', '')),
    coalesce(new.email, ''),
    nullif(btrim(meta ->> 'company'), ''),
    nullif(btrim(meta ->> 'phone'), ''),
    nullif(btrim(meta ->> 'address'), ''),
    case when chosen = 'transporter' then nullif(btrim(meta ->> 'taxId'), '') end,
    case when chosen = 'transporter' then nullif(btrim(meta ->> 'description'), '') end,
    case
      when chosen = 'transporter' and jsonb_typeof(meta -> 'vehicleTypes') = 'array'
        then array(select jsonb_array_elements_text(meta -> 'vehicleTypes'))
      else '{}'::text[]
    end,
    case when chosen = 'transporter' then nullif(btrim(meta ->> 'serviceAreas'), '') end
  );

  return new;
end;
$$;

create trigger on_auth_user_created
after insert on auth.users
for each row execute function public.handle_new_user();

-- The shipper's public name and company for a listing the caller may see.
create function public.listing_shipper(p_listing_id uuid)
returns table (name text, company text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.name, p.company
  from public.cargo_listings l
  join public.profiles p on p.id = l.shipper_id
  where l.id = p_listing_id
    and (
      l.status = 'pending'
      or l.shipper_id = (select auth.uid())
      or l.transporter_id = (select auth.uid())
    );
$$;

-- ---------------------------------------------------------------------------
-- Row Level Security and privileges
-- ---------------------------------------------------------------------------
alter table public.user_roles enable row level security;
alter table public.profiles enable row level security;
alter table public.cargo_listings enable row level security;

revoke all on public.user_roles, public.profiles, public.cargo_listings from anon, authenticated;

grant select on public.user_roles to authenticated;
create policy "Users read their own role"
on public.user_roles for select to authenticated
using (user_id = (select auth.uid()));

grant select on public.profiles to authenticated;
grant update (name, email, company, phone, address, tax_id, description, vehicle_types,
  service_areas, cargo_types, avatar_url) on public.profiles to authenticated;
create policy "Users read their own profile"
on public.profiles for select to authenticated
using (id = (select auth.uid()));
create policy "Users update their own profile"
on public.profiles for update to authenticated
using (id = (select auth.uid()))
with check (id = (select auth.uid()));

grant select on public.cargo_listings to anon, authenticated;
grant insert (shipper_id, title, description, origin, destination, weight_kg, length_cm, width_cm,
  height_cm, pickup_date, delivery_date, price, status, vehicle_type, cargo_type, load_type)
  on public.cargo_listings to authenticated;
grant update (title, description, origin, destination, weight_kg, length_cm, width_cm, height_cm,
  pickup_date, delivery_date, price, vehicle_type, cargo_type, load_type)
  on public.cargo_listings to authenticated;
grant delete on public.cargo_listings to authenticated;

create policy "Anyone reads pending listings"
on public.cargo_listings for select to anon, authenticated
using (status = 'pending');
create policy "Shippers read their own listings"
on public.cargo_listings for select to authenticated
using (shipper_id = (select auth.uid()));
create policy "Carriers read listings assigned to them"
on public.cargo_listings for select to authenticated
using (transporter_id = (select auth.uid()));
create policy "Shippers publish pending listings for themselves"
on public.cargo_listings for insert to authenticated
with check (
  shipper_id = (select auth.uid())
  and status = 'pending'
  and transporter_id is null
  and (select public.has_role('shipper'))
);
create policy "Owners edit their pending listings"
on public.cargo_listings for update to authenticated
using (shipper_id = (select auth.uid()) and status = 'pending')
with check (shipper_id = (select auth.uid()) and status = 'pending' and transporter_id is null);
create policy "Owners delete their pending listings"
on public.cargo_listings for delete to authenticated
using (shipper_id = (select auth.uid()) and status = 'pending');

revoke execute on function public.handle_new_user() from public, anon, authenticated;
grant execute on function public.has_role(public.app_role) to anon, authenticated;
grant execute on function public.listing_shipper(uuid) to anon, authenticated;
