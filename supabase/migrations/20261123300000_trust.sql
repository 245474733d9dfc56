-- Trust: documents on Storage with admin review, verified carriers, ratings after delivery, the
-- contact inbox and the admin back-office RPCs. Runs on hosted Supabase (the storage schema is
-- Supabase Storage's) and on the embedded backend (local-supabase), unchanged.

-- ---------------------------------------------------------------------------
-- Storage: the private bucket `documents`, a folder per user (`<user id>/<file>`).
-- ---------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', false, 10485760, array['application/pdf', 'image/jpeg', 'image/png'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------
-- documents: what a user uploaded, and an admin's review of it.
-- ---------------------------------------------------------------------------
create type public.document_status as enum ('en_revision', 'activo', 'rechazado');

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (
    kind in (
      'driving_licence', 'cargo_insurance', 'vehicle_insurance', 'rto_vtv', 'vehicle_registration',
      'cuit_certificate', 'iibb_certificate', 'bylaws', 'other'
    )
  ),
  file_name text not null check (char_length(btrim(file_name)) between 1 and 255),
  storage_path text not null unique check (char_length(storage_path) <= 1024),
  size bigint not null check (size > 0 and size <= 10485760),
  mime_type text not null check (mime_type in ('application/pdf', 'image/jpeg', 'image/png')),
  expires_on date,
  status public.document_status not null default 'en_revision',
  reviewer_id uuid references auth.users (id) on delete set null,
  review_note text check (char_length(review_note) <= 500),
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  -- The file sits in its owner's folder of the bucket.
  constraint documents_path_in_owner_folder check (starts_with(storage_path, owner_id::text || '/'))
);
create index documents_owner_id_idx on public.documents (owner_id);
create index documents_status_created_at_idx on public.documents (status, created_at);

alter table public.documents enable row level security;
revoke all on public.documents from anon, authenticated;
grant select, delete on public.documents to authenticated;
-- Owners never choose the status, reviewer or note: those columns keep their defaults.
grant insert (kind, file_name, storage_path, size, mime_type, expires_on)
  on public.documents to authenticated;

create policy "Owners read their documents, admins every one"
on public.documents for select to authenticated
using (owner_id = (select auth.uid()) or (select public.has_role('admin')));

-- A document names a file its owner already uploaded, with the size and type Storage recorded,
-- and a kind that fits the owner's role.
create policy "Owners add documents for review"
on public.documents for insert to authenticated
with check (
  owner_id = (select auth.uid())
  and status = 'en_revision'
  and reviewer_id is null
  and review_note is null
  and reviewed_at is null
  and (expires_on is null or expires_on >= current_date)
  and (
    (
      kind in ('driving_licence', 'cargo_insurance', 'vehicle_insurance', 'rto_vtv',
        'vehicle_registration', 'cuit_certificate', 'other')
      and (select public.has_role('transporter'))
    )
    or (
      kind in ('cuit_certificate', 'iibb_certificate', 'bylaws', 'other')
      and (select public.has_role('shipper'))
    )
  )
  and exists (
    select 1 from storage.objects o
    where o.bucket_id = 'documents'
      and o.name = storage_path
      and (o.metadata ->> 'size')::bigint = size
      and o.metadata ->> 'mimetype' = mime_type
  )
);

create policy "Owners delete documents still under review"
on public.documents for delete to authenticated
using (owner_id = (select auth.uid()) and status = 'en_revision');

-- ---------------------------------------------------------------------------
-- Storage policies of the bucket: a user reads and writes only under their own folder, and may
-- not replace or remove a file once its document has been reviewed; admins read every file.
-- ---------------------------------------------------------------------------
create policy "Users read their own document files"
on storage.objects for select to authenticated
using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "Admins read every document file"
on storage.objects for select to authenticated
using (bucket_id = 'documents' and (select public.has_role('admin')));

create policy "Users upload into their own document folder"
on storage.objects for insert to authenticated
with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "Users replace their own unreviewed document files"
on storage.objects for update to authenticated
using (
  bucket_id = 'documents'
  and (storage.foldername(name))[1] = (select auth.uid()::text)
  and not exists (
    select 1 from public.documents d
    where d.storage_path = objects.name and d.status <> 'en_revision'
  )
)
with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "Users delete their own unreviewed document files"
on storage.objects for delete to authenticated
using (
  bucket_id = 'documents'
  and (storage.foldername(name))[1] = (select auth.uid()::text)
  and not exists (
    select 1 from public.documents d
    where d.storage_path = objects.name and d.status <> 'en_revision'
  )
);

-- An admin approves or rejects a document; a rejection says why (the owner reads the note).
create function public.review_document(p_document_id uuid, p_approve boolean, p_note text default null)
returns public.documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  note text := nullif(btrim(coalesce(p_note, '')), '');
  reviewed public.documents;
begin
  if not public.has_role('admin') then
    raise exception 'forbidden: solo un administrador puede revisar documentos'
      using errcode = '42501';
  end if;
  if p_approve is null then
    raise exception 'invalid_review: falta indicar si se aprueba' using errcode = '22023';
  end if;
  if not p_approve and note is null then
    raise exception 'review_note_required: indicá el motivo del rechazo' using errcode = '22023';
  end if;
  if char_length(note) > 500 then
    raise exception 'review_note_too_long: la nota no puede superar los 500 caracteres'
      using errcode = '22023';
  end if;

  update public.documents
  set status = case when p_approve then 'activo' else 'rechazado' end::public.document_status,
      reviewer_id = (select auth.uid()),
      review_note = note,
      reviewed_at = now()
  where id = p_document_id
  returning * into reviewed;

  if reviewed.id is null then
    raise exception 'document_not_found: el documento no existe' using errcode = 'P0001';
  end if;
  return reviewed;
end;
$$;

-- ---------------------------------------------------------------------------
-- Verified carriers: an approved driving licence, cargo insurance and RTO/VTV, none expired
-- (an expiry date is valid through that day). Computed from current_date on every call.
-- ---------------------------------------------------------------------------
create function public.carrier_documents_missing(p_user_id uuid)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(required.kind order by required.position), '{}'::text[])
  from unnest(array['driving_licence', 'cargo_insurance', 'rto_vtv'])
    with ordinality as required (kind, position)
  where not exists (
    select 1 from public.documents d
    where d.owner_id = p_user_id
      and d.kind = required.kind
      and d.status = 'activo'
      and (d.expires_on is null or d.expires_on >= current_date)
  );
$$;

create function public.is_verified_carrier(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = p_user_id and ur.role = 'transporter'
  )
  and cardinality(public.carrier_documents_missing(p_user_id)) = 0;
$$;

-- What the caller (or, for an admin, any carrier) still lacks to be verified.
create function public.verification_missing(p_user_id uuid default null)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target uuid := coalesce(p_user_id, (select auth.uid()));
begin
  if target is null
    or (target <> (select auth.uid()) and not public.has_role('admin')) then
    raise exception 'forbidden: solo podés consultar tu propia verificación'
      using errcode = '42501';
  end if;
  return public.carrier_documents_missing(target);
end;
$$;

-- ---------------------------------------------------------------------------
-- ratings: after delivery each party rates the other once.
-- ---------------------------------------------------------------------------
create table public.ratings (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  rater_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  ratee_id uuid not null references auth.users (id) on delete cascade,
  stars smallint not null check (stars between 1 and 5),
  comment text check (char_length(comment) <= 500),
  created_at timestamptz not null default now(),
  constraint ratings_one_per_listing_and_rater unique (listing_id, rater_id),
  constraint ratings_not_self check (rater_id <> ratee_id)
);
create index ratings_ratee_id_idx on public.ratings (ratee_id);

alter table public.ratings enable row level security;
revoke all on public.ratings from anon, authenticated;
grant select on public.ratings to authenticated;
grant insert (listing_id, ratee_id, stars, comment) on public.ratings to authenticated;
grant update (stars, comment) on public.ratings to authenticated;

create policy "Parties read the ratings they gave or got, admins every one"
on public.ratings for select to authenticated
using (
  rater_id = (select auth.uid()) or ratee_id = (select auth.uid())
  or (select public.has_role('admin'))
);

-- Only the shipper and the carrier of a delivered listing, each rating the other.
create policy "Parties of a delivered listing rate each other"
on public.ratings for insert to authenticated
with check (
  rater_id = (select auth.uid())
  and exists (
    select 1 from public.cargo_listings l
    where l.id = listing_id
      and l.status = 'delivered'
      and (
        (l.shipper_id = (select auth.uid()) and l.transporter_id = ratee_id)
        or (l.transporter_id = (select auth.uid()) and l.shipper_id = ratee_id)
      )
  )
);

create policy "Raters edit their own rating"
on public.ratings for update to authenticated
using (rater_id = (select auth.uid()))
with check (rater_id = (select auth.uid()));

-- Anyone may see a user's average and count (shown on proposals, profiles and listings).
create function public.rating_summary(p_user_id uuid)
returns table (average numeric, count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select round(avg(r.stars)::numeric, 2), count(*)::integer
  from public.ratings r
  where r.ratee_id = p_user_id;
$$;

-- ---------------------------------------------------------------------------
-- contact_messages: the contact form's inbox. Anyone sends; only admins read.
-- ---------------------------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 2 and 120),
  email text not null check (
    char_length(email) between 3 and 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  subject text not null check (char_length(btrim(subject)) between 2 and 160),
  message text not null check (char_length(btrim(message)) between 10 and 5000),
  sender_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  handled_by uuid references auth.users (id) on delete set null
);
create index contact_messages_email_created_at_idx
  on public.contact_messages (lower(email), created_at desc);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;
revoke all on public.contact_messages from anon, authenticated;
grant insert (name, email, subject, message) on public.contact_messages to anon, authenticated;
grant select on public.contact_messages to authenticated;

create policy "Anyone sends a contact message"
on public.contact_messages for insert to anon, authenticated
with check (
  handled_at is null
  and handled_by is null
  and sender_id is not distinct from (select auth.uid())
);

create policy "Admins read contact messages"
on public.contact_messages for select to authenticated
using ((select public.has_role('admin')));

-- At most 5 messages an hour per e-mail address. The lock serialises concurrent inserts for the
-- same address so two at once cannot both pass the count.
create function public.limit_contact_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('contact_messages:' || lower(new.email), 0));
  if (
    select count(*) from public.contact_messages m
    where lower(m.email) = lower(new.email) and m.created_at > now() - interval '1 hour'
  ) >= 5 then
    raise exception 'contact_rate_limited: demasiados mensajes desde este correo, probá en una hora'
      using errcode = 'P0001';
  end if;
  new.created_at := now();
  return new;
end;
$$;

create trigger contact_messages_rate_limit
before insert on public.contact_messages
for each row execute function public.limit_contact_messages();

-- ---------------------------------------------------------------------------
-- Admin back-office. Every power checks has_role('admin') in the database.
-- ---------------------------------------------------------------------------
-- Admins read every listing and profile. One SELECT policy per role and table (database linter
-- 0006); anon keeps its own policy because it may not call has_role.
drop policy "Pending listings, and a user's own or assigned ones, are readable" on public.cargo_listings;
create policy "Visitors read pending listings"
on public.cargo_listings for select to anon
using (status = 'pending');
create policy "Pending listings, a user's own or assigned ones, and every one for admins"
on public.cargo_listings for select to authenticated
using (
  status = 'pending'
  or shipper_id = (select auth.uid())
  or transporter_id = (select auth.uid())
  or (select public.has_role('admin'))
);

drop policy "Users read their own profile" on public.profiles;
create policy "Users read their own profile, admins every one"
on public.profiles for select to authenticated
using (id = (select auth.uid()) or (select public.has_role('admin')));

create function public.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role('admin') then
    raise exception 'forbidden: se requiere el rol de administrador' using errcode = '42501';
  end if;
end;
$$;

-- Users with role and state, filtered by name or e-mail (case and accent-insensitive enough for
-- a back-office: ILIKE on both).
create function public.admin_list_users(p_search text default null)
returns table (
  id uuid,
  email text,
  name text,
  company text,
  role public.app_role,
  verified boolean,
  banned_until timestamptz,
  created_at timestamptz,
  last_sign_in_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(coalesce(p_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform public.assert_admin();
  return query
  select u.id, u.email::text, p.name, p.company, ur.role,
    (ur.role = 'transporter' and public.is_verified_carrier(u.id)),
    u.banned_until, u.created_at, u.last_sign_in_at
  from auth.users u
  left join public.profiles p on p.id = u.id
  left join public.user_roles ur on ur.user_id = u.id
  where u.deleted_at is null
    and (u.email ilike pattern or p.name ilike pattern)
  order by u.created_at desc
  limit 500;
end;
$$;

-- Suspends (GoTrue's banned_until, as its admin API sets for a ban) or reinstates an account.
create function public.admin_set_user_suspended(p_user_id uuid, p_suspended boolean)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  until timestamptz;
begin
  perform public.assert_admin();
  if p_user_id = (select auth.uid()) then
    raise exception 'cannot_suspend_self: no podés suspender tu propia cuenta' using errcode = '22023';
  end if;
  if exists (select 1 from public.user_roles where user_id = p_user_id and role = 'admin') then
    raise exception 'cannot_suspend_admin: no se puede suspender a un administrador'
      using errcode = '22023';
  end if;
  until := case when p_suspended then now() + interval '100 years' end;
  update auth.users set banned_until = until, updated_at = now() where id = p_user_id;
  if not found then
    raise exception 'user_not_found: el usuario no existe' using errcode = 'P0001';
  end if;
  return until;
end;
$$;

-- Removes an abusive listing that no carrier has taken yet.
create function public.admin_remove_listing(p_listing_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  delete from public.cargo_listings where id = p_listing_id and status = 'pending';
  if not found then
    raise exception 'listing_not_removable: solo se puede eliminar un anuncio pendiente'
      using errcode = 'P0001';
  end if;
end;
$$;

create function public.admin_mark_message_handled(p_message_id uuid)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  handled timestamptz;
begin
  perform public.assert_admin();
  update public.contact_messages
  set handled_at = coalesce(handled_at, now()), handled_by = coalesce(handled_by, (select auth.uid()))
  where id = p_message_id
  returning handled_at into handled;
  if handled is null then
    raise exception 'message_not_found: el mensaje no existe' using errcode = 'P0001';
  end if;
  return handled;
end;
$$;

-- ---------------------------------------------------------------------------
-- Function privileges: trigger functions are not callable; the rest as each needs.
-- ---------------------------------------------------------------------------
revoke execute on function
  public.limit_contact_messages(),
  public.review_document(uuid, boolean, text),
  public.carrier_documents_missing(uuid),
  public.is_verified_carrier(uuid),
  public.verification_missing(uuid),
  public.rating_summary(uuid),
  public.assert_admin(),
  public.admin_list_users(text),
  public.admin_set_user_suspended(uuid, boolean),
  public.admin_remove_listing(uuid),
  public.admin_mark_message_handled(uuid)
from public, anon, authenticated;

grant execute on function public.is_verified_carrier(uuid), public.rating_summary(uuid)
  to anon, authenticated;
grant execute on function
  public.review_document(uuid, boolean, text),
  public.verification_missing(uuid),
  public.admin_list_users(text),
  public.admin_set_user_suspended(uuid, boolean),
  public.admin_remove_listing(uuid),
  public.admin_mark_message_handled(uuid)
to authenticated;
