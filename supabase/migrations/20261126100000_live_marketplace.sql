-- A live marketplace (issue 25): Realtime channels and conversations between shipper and carrier.
--
-- 1. Channels. The database tells the people concerned that something changed, by Broadcast
--    from triggers (realtime.send), as Supabase recommends over postgres_changes; the app then
--    reads what changed through the Data API, under RLS. Payloads carry ids and what the
--    receiver may read anyway. Private topics, authorized by the policies of realtime.messages:
--      user:<uid>             the person's own events (notifications, offers, decisions, messages)
--      listing:<id>           the listing's parties: its shipper, its carrier, carriers who offered
--      conversation:<id>      the conversation's two parties (also typing and presence, sent by them)
--    and one public topic, `listings`: a listing leaving or re-entering the market (id and status).
-- 2. Conversations: one per listing and carrier; messages only through RPCs, which mask contact
--    details until the listing is assigned to that carrier, limit length (2.000) and rate (30 a
--    minute), and notify the first unread message only. Admins read a conversation only once a
--    party reported it.

-- ---------------------------------------------------------------------------
-- 1. Who may join which private topic.
-- ---------------------------------------------------------------------------

-- The id of a `<prefix>:<uuid>` topic being authorized, or null for any other topic.
create function public.realtime_topic_id(p_prefix text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select case
    when realtime.topic() ~ '^[a-z]+:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      and split_part(realtime.topic(), ':', 1) = p_prefix
    then split_part(realtime.topic(), ':', 2)::uuid
  end;
$$;

-- Under the caller's RLS: the listing's shipper or carrier, or a carrier with an offer on it.
create function public.is_listing_party(p_listing_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_listing_id is not null and (
    exists (
      select 1 from public.cargo_listings l
      where l.id = p_listing_id
        and (select auth.uid()) in (l.shipper_id, l.transporter_id)
    )
    or exists (
      select 1 from public.proposals p
      where p.listing_id = p_listing_id and p.transporter_id = (select auth.uid())
    )
  );
$$;

-- ---------------------------------------------------------------------------
-- 2. Conversations, messages, reports.
-- ---------------------------------------------------------------------------
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.cargo_listings (id) on delete cascade,
  shipper_id uuid not null references auth.users (id) on delete cascade,
  transporter_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  constraint conversations_one_per_carrier unique (listing_id, transporter_id),
  constraint conversations_two_people check (shipper_id <> transporter_id)
);
create index conversations_shipper_last_idx
  on public.conversations (shipper_id, last_message_at desc nulls last, id desc);
create index conversations_transporter_last_idx
  on public.conversations (transporter_id, last_message_at desc nulls last, id desc);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references auth.users (id) on delete cascade,
  body text not null
    constraint messages_body_length check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index messages_conversation_created_idx
  on public.messages (conversation_id, created_at desc, id desc);
create index messages_sender_created_idx on public.messages (sender_id, created_at desc);
create index messages_unread_idx on public.messages (conversation_id, sender_id)
  where read_at is null;

create table public.conversation_reports (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason text not null
    constraint conversation_reports_reason_length check (char_length(btrim(reason)) between 1 and 1000),
  created_at timestamptz not null default now(),
  constraint conversation_reports_once unique (conversation_id, reporter_id)
);
create index conversation_reports_created_idx on public.conversation_reports (created_at desc);

alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.conversation_reports enable row level security;
-- Conversations are read directly by their parties; messages and reports only through RPCs
-- (masking, limits), so the roles have no privilege on them at all.
revoke all on public.conversations, public.messages, public.conversation_reports
  from anon, authenticated;
grant select on public.conversations to authenticated;

create policy "Parties read their conversations" on public.conversations
for select to authenticated
using ((select auth.uid()) in (shipper_id, transporter_id));
create policy "A verified second factor requires aal2" on public.conversations
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
create policy "A verified second factor requires aal2" on public.messages
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));
create policy "A verified second factor requires aal2" on public.conversation_reports
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- Under the caller's RLS on conversations: one of its two parties.
create function public.is_conversation_party(p_conversation_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_conversation_id is not null and exists (
    select 1 from public.conversations c
    where c.id = p_conversation_id
      and (select auth.uid()) in (c.shipper_id, c.transporter_id)
  );
$$;

-- ---------------------------------------------------------------------------
-- 3. The policies of realtime.messages.
-- ---------------------------------------------------------------------------
create policy "People receive their own topics" on realtime.messages
for select to authenticated
using (
  realtime.topic() = 'user:' || (select auth.uid())::text
  or (select public.is_listing_party(public.realtime_topic_id('listing')))
  or (select public.is_conversation_party(public.realtime_topic_id('conversation')))
);
create policy "Parties type and show presence in their conversations" on realtime.messages
for insert to authenticated
with check ((select public.is_conversation_party(public.realtime_topic_id('conversation'))));
create policy "A verified second factor requires aal2" on realtime.messages
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

-- ---------------------------------------------------------------------------
-- 4. Masking contact details before assignment.
-- ---------------------------------------------------------------------------
-- Links to outside messengers and social networks, e-mail addresses, and phone numbers (8 or
-- more digits, with spaces, dots, dashes or brackets between them; prices like 1.500.000 have
-- fewer digits and stay).
create function public.mask_contact_details(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(
      regexp_replace(
        p_text,
        '((https?://)?(www\.)?([a-z0-9-]+\.)*(wa\.me|whatsapp\.com|t\.me|telegram\.(me|org|dog)|m\.me|messenger\.com|instagram\.com|facebook\.com|fb\.com|fb\.me|signal\.me|signal\.group)(/[^[:space:]]*)?)',
        '[dato de contacto oculto hasta asignar la carga]', 'gi'),
      '[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}',
      '[dato de contacto oculto hasta asignar la carga]', 'gi'),
    '\+?(\d[[:space:]().-]{0,3}){7,}\d',
    '[dato de contacto oculto hasta asignar la carga]', 'g');
$$;

-- Contact details show once the listing is assigned to the conversation's carrier.
create function public.conversation_reveals_contacts(p_conversation_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
    join public.cargo_listings l on l.id = c.listing_id
    where c.id = p_conversation_id and l.transporter_id = c.transporter_id
  );
$$;
revoke execute on function public.conversation_reveals_contacts(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- 5. Broadcast from the database.
-- ---------------------------------------------------------------------------
create function public.broadcast_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('id', new.id, 'kind', new.kind),
    'notification', 'user:' || new.recipient_id, true);
  return null;
end;
$$;
create trigger notifications_broadcast
after insert or update of body, read_at on public.notifications
for each row execute function public.broadcast_notification();

create function public.person_label(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.company), ''), nullif(btrim(p.name), ''), 'Usuario')
  from public.profiles p where p.id = p_user_id;
$$;
revoke execute on function public.person_label(uuid) from public, anon, authenticated;

create function public.broadcast_proposal_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing record;
begin
  select id, title, shipper_id into v_listing from public.cargo_listings where id = new.listing_id;
  perform realtime.send(jsonb_build_object('what', 'proposals'), 'changed',
    'listing:' || new.listing_id, true);
  if tg_op = 'INSERT' and new.status = 'pending' then
    perform realtime.send(
      jsonb_build_object('listing_id', new.listing_id, 'proposal_id', new.id,
        'listing_title', v_listing.title,
        'transporter_name', coalesce(public.person_label(new.transporter_id), 'Transportista')),
      'proposal_received', 'user:' || v_listing.shipper_id, true);
  elsif new.status is distinct from old.status and new.status in ('accepted', 'rejected') then
    perform realtime.send(
      jsonb_build_object('listing_id', new.listing_id, 'proposal_id', new.id,
        'listing_title', v_listing.title, 'status', new.status),
      'proposal_decided', 'user:' || new.transporter_id, true);
  end if;
  -- Both parties' screens follow the offer (a counter, a new price, a withdrawal, a decision).
  perform realtime.send(jsonb_build_object('listing_id', new.listing_id, 'what', 'proposals'),
    'changed', 'user:' || v_listing.shipper_id, true);
  perform realtime.send(jsonb_build_object('listing_id', new.listing_id, 'what', 'proposals'),
    'changed', 'user:' || new.transporter_id, true);
  return null;
end;
$$;
create trigger proposals_broadcast
after insert or update on public.proposals
for each row execute function public.broadcast_proposal_change();

create function public.broadcast_listing_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform realtime.send(jsonb_build_object('id', old.id, 'status', 'removed'), 'listing',
      'listings', false);
    return null;
  end if;
  perform realtime.send(jsonb_build_object('what', 'listing', 'status', new.status), 'changed',
    'listing:' || new.id, true);
  if (old.status = 'pending') <> (new.status = 'pending') then
    perform realtime.send(jsonb_build_object('id', new.id, 'status', new.status), 'listing',
      'listings', false);
  end if;
  return null;
end;
$$;
create trigger cargo_listings_broadcast
after update or delete on public.cargo_listings
for each row execute function public.broadcast_listing_change();

create function public.broadcast_shipment_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(jsonb_build_object('what', 'timeline', 'status', new.status), 'changed',
    'listing:' || new.listing_id, true);
  return null;
end;
$$;
create trigger shipment_events_broadcast
after insert on public.shipment_events
for each row execute function public.broadcast_shipment_event();

-- Triggers only: nobody calls them.
revoke execute on function
  public.broadcast_notification(),
  public.broadcast_proposal_change(),
  public.broadcast_listing_change(),
  public.broadcast_shipment_event()
from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- 6. The conversation RPCs.
-- ---------------------------------------------------------------------------

-- The conversation of a listing and a carrier, opened on first use. A carrier opens his own
-- ('Preguntar' on a listing he can see and that is not his own); the listing's shipper opens
-- one with a carrier who made an offer ('Mensaje' on a proposal).
create function public.open_conversation(p_listing_id uuid, p_transporter_id uuid default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_listing record;
  v_carrier uuid;
  v_id uuid;
begin
  perform public.assert_mfa();
  select id, shipper_id, transporter_id, status into v_listing
  from public.cargo_listings where id = p_listing_id;
  if not found then
    raise exception 'listing_not_found: la carga no existe' using errcode = 'P0002';
  end if;
  if v_listing.shipper_id = v_me then
    v_carrier := p_transporter_id;
    if v_carrier is null or not exists (
      select 1 from public.proposals p
      where p.listing_id = p_listing_id and p.transporter_id = v_carrier
    ) then
      raise exception 'conversation_not_allowed: solo con transportistas que ofertaron'
        using errcode = '42501';
    end if;
  else
    v_carrier := v_me;
    if not public.has_role('transporter')
      or (p_transporter_id is not null and p_transporter_id <> v_me)
      or not (
        v_listing.status = 'pending'
        or v_listing.transporter_id = v_me
        or exists (
          select 1 from public.proposals p
          where p.listing_id = p_listing_id and p.transporter_id = v_me
        )
      ) then
      raise exception 'conversation_not_allowed: no podés escribir sobre esta carga'
        using errcode = '42501';
    end if;
  end if;
  insert into public.conversations (listing_id, shipper_id, transporter_id)
  values (p_listing_id, v_listing.shipper_id, v_carrier)
  on conflict (listing_id, transporter_id) do nothing;
  select id into v_id from public.conversations
  where listing_id = p_listing_id and transporter_id = v_carrier;
  return v_id;
end;
$$;

-- The party row of the caller in a conversation, or an error: nobody else gets anything.
create function public.conversation_for_party(p_conversation_id uuid)
returns public.conversations
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_conversation public.conversations;
begin
  select * into v_conversation from public.conversations c
  where c.id = p_conversation_id and (select auth.uid()) in (c.shipper_id, c.transporter_id);
  if not found then
    raise exception 'conversation_not_found: no participás de esta conversación'
      using errcode = '42501';
  end if;
  return v_conversation;
end;
$$;
revoke execute on function public.conversation_for_party(uuid) from public, anon, authenticated;

create function public.conversation_messages(
  p_conversation_id uuid,
  p_limit integer default 50,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null
)
returns table (
  id uuid,
  sender_id uuid,
  body text,
  created_at timestamptz,
  read_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_reveal boolean;
begin
  perform public.assert_mfa();
  perform public.conversation_for_party(p_conversation_id);
  v_reveal := public.conversation_reveals_contacts(p_conversation_id);
  return query
  select m.id, m.sender_id,
    case when v_reveal then m.body else public.mask_contact_details(m.body) end,
    m.created_at, m.read_at
  from public.messages m
  where m.conversation_id = p_conversation_id
    and (p_before_created_at is null or (m.created_at, m.id) < (p_before_created_at, p_before_id))
  order by m.created_at desc, m.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 100);
end;
$$;

create function public.send_message(p_conversation_id uuid, p_body text)
returns table (
  id uuid,
  sender_id uuid,
  body text,
  created_at timestamptz,
  read_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_conversation public.conversations;
  v_recipient uuid;
  v_message public.messages;
  v_shown text;
  v_title text;
  v_link text;
begin
  perform public.assert_mfa();
  v_conversation := public.conversation_for_party(p_conversation_id);
  if p_body is null or char_length(btrim(p_body)) not between 1 and 2000 then
    raise exception 'message_length: el mensaje debe tener entre 1 y 2.000 caracteres'
      using errcode = '23514';
  end if;
  -- Serialises one sender's messages, so two at once cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('messages:' || v_me, 0));
  if (
    select count(*) from public.messages m
    where m.sender_id = v_me and m.created_at > now() - interval '1 minute'
  ) >= 30 then
    raise exception 'message_rate_limited: enviaste demasiados mensajes, esperá un minuto'
      using errcode = 'P0001';
  end if;
  v_recipient := case when v_me = v_conversation.shipper_id
    then v_conversation.transporter_id else v_conversation.shipper_id end;

  insert into public.messages (conversation_id, sender_id, body)
  values (p_conversation_id, v_me, btrim(p_body))
  returning * into v_message;
  update public.conversations c set last_message_at = v_message.created_at
  where c.id = p_conversation_id;

  -- One notification for the first unread message, not one for each.
  if not exists (
    select 1 from public.messages m
    where m.conversation_id = p_conversation_id and m.sender_id = v_me
      and m.read_at is null and m.id <> v_message.id
  ) then
    select title into v_title from public.cargo_listings where cargo_listings.id = v_conversation.listing_id;
    v_link := case when v_recipient = v_conversation.shipper_id
      then '/shipper-dashboard/messages/' else '/transporter-dashboard/messages/' end
      || p_conversation_id;
    perform public.notify(v_recipient, 'message_received', 'Nuevo mensaje',
      coalesce(public.person_label(v_me), 'Alguien') || ' te escribió sobre «' || v_title || '».',
      v_link);
  end if;

  v_shown := case when public.conversation_reveals_contacts(p_conversation_id)
    then v_message.body else public.mask_contact_details(v_message.body) end;
  perform realtime.send(
    jsonb_build_object('id', v_message.id, 'sender_id', v_me, 'body', v_shown,
      'created_at', v_message.created_at),
    'message', 'conversation:' || p_conversation_id, true);
  perform realtime.send(jsonb_build_object('conversation_id', p_conversation_id), 'message',
    'user:' || v_recipient, true);

  return query select v_message.id, v_message.sender_id, v_shown, v_message.created_at,
    v_message.read_at;
end;
$$;

create function public.mark_conversation_read(p_conversation_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_count integer;
  v_now timestamptz := now();
begin
  perform public.assert_mfa();
  perform public.conversation_for_party(p_conversation_id);
  update public.messages m set read_at = v_now
  where m.conversation_id = p_conversation_id and m.sender_id <> v_me and m.read_at is null;
  get diagnostics v_count = row_count;
  if v_count > 0 then
    update public.notifications n set read_at = v_now
    where n.recipient_id = v_me and n.kind = 'message_received' and n.read_at is null
      and n.link like '%/messages/' || p_conversation_id;
    perform realtime.send(jsonb_build_object('reader_id', v_me, 'read_at', v_now), 'read',
      'conversation:' || p_conversation_id, true);
  end if;
  return v_count;
end;
$$;

-- The caller's conversations, most recent first, by keyset on (last activity, id).
create function public.my_conversations(
  p_limit integer default 30,
  p_before_at timestamptz default null,
  p_before_id uuid default null
)
returns table (
  id uuid,
  listing_id uuid,
  listing_title text,
  listing_status public.cargo_status,
  other_party_id uuid,
  other_party_name text,
  last_message text,
  last_sender_id uuid,
  last_at timestamptz,
  unread integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
begin
  perform public.assert_mfa();
  return query
  select c.id, c.listing_id, l.title, l.status,
    other.id, coalesce(public.person_label(other.id), 'Usuario'),
    case when l.transporter_id = c.transporter_id then last.body
      else public.mask_contact_details(last.body) end,
    last.sender_id, coalesce(c.last_message_at, c.created_at),
    (select count(*)::integer from public.messages u
     where u.conversation_id = c.id and u.sender_id <> v_me and u.read_at is null)
  from public.conversations c
  join public.cargo_listings l on l.id = c.listing_id
  cross join lateral (
    select case when c.shipper_id = v_me then c.transporter_id else c.shipper_id end as id
  ) other
  left join lateral (
    select m.body, m.sender_id from public.messages m
    where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
  ) last on true
  where v_me in (c.shipper_id, c.transporter_id)
    and (p_before_at is null
      or (coalesce(c.last_message_at, c.created_at), c.id) < (p_before_at, p_before_id))
  order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
  limit least(greatest(coalesce(p_limit, 30), 1), 100);
end;
$$;

create function public.conversation_details(p_conversation_id uuid)
returns table (
  id uuid,
  listing_id uuid,
  listing_title text,
  listing_status public.cargo_status,
  shipper_id uuid,
  transporter_id uuid,
  other_party_id uuid,
  other_party_name text,
  contacts_revealed boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_conversation public.conversations;
begin
  perform public.assert_mfa();
  v_conversation := public.conversation_for_party(p_conversation_id);
  return query
  select v_conversation.id, l.id, l.title, l.status, v_conversation.shipper_id,
    v_conversation.transporter_id, other.id, coalesce(public.person_label(other.id), 'Usuario'),
    public.conversation_reveals_contacts(p_conversation_id)
  from public.cargo_listings l
  cross join lateral (
    select case when v_conversation.shipper_id = v_me
      then v_conversation.transporter_id else v_conversation.shipper_id end as id
  ) other
  where l.id = v_conversation.listing_id;
end;
$$;

create function public.unread_message_count()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
begin
  perform public.assert_mfa();
  return (
    select count(*)::integer from public.messages m
    join public.conversations c on c.id = m.conversation_id
    where v_me in (c.shipper_id, c.transporter_id) and m.sender_id <> v_me and m.read_at is null
  );
end;
$$;

create function public.report_conversation(p_conversation_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa();
  perform public.conversation_for_party(p_conversation_id);
  if p_reason is null or char_length(btrim(p_reason)) not between 1 and 1000 then
    raise exception 'report_reason_length: contanos el motivo en hasta 1.000 caracteres'
      using errcode = '23514';
  end if;
  insert into public.conversation_reports (conversation_id, reporter_id, reason)
  values (p_conversation_id, (select auth.uid()), btrim(p_reason))
  on conflict (conversation_id, reporter_id) do update set reason = excluded.reason,
    created_at = now();
end;
$$;

create function public.admin_reported_conversations()
returns table (
  report_id uuid,
  conversation_id uuid,
  listing_id uuid,
  listing_title text,
  reporter_name text,
  reason text,
  reported_at timestamptz,
  shipper_name text,
  transporter_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
  select r.id, c.id, l.id, l.title, coalesce(public.person_label(r.reporter_id), 'Usuario'),
    r.reason, r.created_at, coalesce(public.person_label(c.shipper_id), 'Usuario'),
    coalesce(public.person_label(c.transporter_id), 'Usuario')
  from public.conversation_reports r
  join public.conversations c on c.id = r.conversation_id
  join public.cargo_listings l on l.id = c.listing_id
  order by r.created_at desc, r.id desc
  limit 200;
end;
$$;

-- An admin reads a conversation, unmasked, only when a party reported it.
create function public.admin_conversation_messages(p_conversation_id uuid)
returns table (
  id uuid,
  sender_name text,
  body text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  if not exists (
    select 1 from public.conversation_reports r where r.conversation_id = p_conversation_id
  ) then
    raise exception 'conversation_not_reported: solo se leen conversaciones reportadas'
      using errcode = '42501';
  end if;
  return query
  select m.id, coalesce(public.person_label(m.sender_id), 'Usuario'), m.body, m.created_at
  from public.messages m
  where m.conversation_id = p_conversation_id
  order by m.created_at, m.id
  limit 1000;
end;
$$;

revoke execute on function
  public.open_conversation(uuid, uuid),
  public.conversation_messages(uuid, integer, timestamptz, uuid),
  public.send_message(uuid, text),
  public.mark_conversation_read(uuid),
  public.my_conversations(integer, timestamptz, uuid),
  public.conversation_details(uuid),
  public.unread_message_count(),
  public.report_conversation(uuid, text),
  public.admin_reported_conversations(),
  public.admin_conversation_messages(uuid)
from public, anon;
grant execute on function
  public.open_conversation(uuid, uuid),
  public.conversation_messages(uuid, integer, timestamptz, uuid),
  public.send_message(uuid, text),
  public.mark_conversation_read(uuid),
  public.my_conversations(integer, timestamptz, uuid),
  public.conversation_details(uuid),
  public.unread_message_count(),
  public.report_conversation(uuid, text),
  public.admin_reported_conversations(),
  public.admin_conversation_messages(uuid)
to authenticated;

-- ---------------------------------------------------------------------------
-- 7. The new notification kind.
-- ---------------------------------------------------------------------------
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'proposal_received', 'proposal_accepted', 'proposal_rejected', 'shipment_in_transit',
    'shipment_delivered', 'rating_received', 'document_approved', 'document_rejected',
    'alert_match', 'listing_changed', 'message_received'
  )
);
