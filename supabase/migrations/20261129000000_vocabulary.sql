-- The glossary's words in the database (issue 36): "carrier" named a table, its constraints, seven
-- functions, two error codes, a trigger, two unique constraints and the policies of the trucks,
-- alerts, fleet and proposals. The private network is the shipper's: `shipper_network`, read with
-- `my_network()` and grown with `add_to_my_network()`. Older names the API still returns stay, as
-- ARCHITECTURE.md's glossary lists: `donor_registrations` and its types, and the `carrier_name`,
-- `carrier_company` and `carrier_vehicle_types` columns of RPC results.
--
-- Policies, views, defaults and check constraints hold their functions by reference and follow a
-- rename; function bodies name them in text, so each body that says an old name is re-created
-- from its own definition with the new names (same owner, grants, settings and comment).

alter table public.carrier_network rename to shipper_network;
alter index public.carrier_network_transporter_idx rename to shipper_network_transporter_idx;

do $$
declare
  r record;
begin
  for r in
    select conname from pg_constraint
    where conrelid = 'public.shipper_network'::regclass and conname like 'carrier\_network\_%'
  loop
    execute format(
      'alter table public.shipper_network rename constraint %I to %I',
      r.conname, 'shipper_network_' || substr(r.conname, length('carrier_network_') + 1)
    );
  end loop;
end $$;

alter index public.proposals_one_live_per_carrier rename to proposals_one_live_per_transporter;
alter table public.conversations
  rename constraint conversations_one_per_carrier to conversations_one_per_transporter;
alter trigger cargo_listings_share_carrier on public.cargo_listings
  rename to cargo_listings_share_transporter;

alter function public.my_carriers() rename to my_network;
alter function public.add_to_my_carriers(uuid) rename to add_to_my_network;
alter function private.carrier_card(uuid) rename to transporter_card;
alter function public.is_verified_carrier(uuid) rename to is_verified_transporter;
alter function public.carrier_documents_missing(uuid) rename to transporter_documents_missing;
alter function public.shipment_carriers(uuid[]) rename to shipment_transporters;
alter function public.cargo_listings_share_carrier() rename to cargo_listings_share_transporter;

do $$
declare
  renames constant text[] := array[
    'carrier_network', 'shipper_network',
    'add_to_my_carriers', 'add_to_my_network',
    'my_carriers', 'my_network',
    'carrier_card', 'transporter_card',
    'is_verified_carrier', 'is_verified_transporter',
    'carrier_documents_missing', 'transporter_documents_missing',
    'shipment_carriers', 'shipment_transporters',
    'cargo_listings_share_carrier', 'cargo_listings_share_transporter',
    'proposals_one_live_per_carrier', 'proposals_one_live_per_transporter',
    'conversations_one_per_carrier', 'conversations_one_per_transporter',
    'not_assigned_carrier', 'not_assigned_transporter',
    'carrier_not_verified', 'transporter_not_verified'
  ];
  f record;
  old_definition text;
  new_definition text;
  i int;
begin
  for f in
    select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and p.prokind in ('f', 'p')
      and p.prolang in (select oid from pg_language where lanname in ('sql', 'plpgsql'))
  loop
    old_definition := pg_get_functiondef(f.oid);
    new_definition := old_definition;
    for i in 1 .. array_length(renames, 1) by 2 loop
      -- \m and \M: whole names only (`my_carriers` is not rewritten inside `add_to_my_carriers`).
      new_definition := regexp_replace(
        new_definition, '\m' || renames[i] || '\M', renames[i + 1], 'g'
      );
    end loop;
    if new_definition <> old_definition then
      execute new_definition;
    end if;
  end loop;
end $$;

-- Policy names are prose: "Carriers manage their own vehicles" becomes "Transporters manage…".
do $$
declare
  r record;
begin
  for r in
    select pol.polname, c.relname, n.nspname
    from pg_policy pol
    join pg_class c on c.oid = pol.polrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and pol.polname ~* 'carrier'
  loop
    execute format(
      'alter policy %I on %I.%I rename to %I',
      r.polname, r.nspname, r.relname,
      replace(replace(r.polname, 'Carrier', 'Transporter'), 'carrier', 'transporter')
    );
  end loop;
end $$;
