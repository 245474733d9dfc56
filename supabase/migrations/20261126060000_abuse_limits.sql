-- Two small abuse limits from the security audit (issue 22).
--
-- 1. A propose/withdraw loop sent the shipper 20 notifications. New offers on a listing whose
--    'Nueva propuesta' is still unread now update that one notification (its text names the
--    latest offer and says there are more; it moves to the top) instead of adding another.
-- 2. The contact form's 5-an-hour limit per address was bypassed with '+alias' addresses. The
--    limit now counts per mailbox: lower case, without the '+tag' of the local part.

create or replace function public.notify_proposal_received()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  l record;
  v_link text := '/listings/' || new.listing_id;
  v_latest text := public.notification_price(new.price);
begin
  select id, title, shipper_id into l from public.cargo_listings where id = new.listing_id;
  -- Serialises two offers at once on one listing, so they cannot both find no unread row.
  perform pg_advisory_xact_lock(hashtextextended('proposal_received:' || v_link, 0));
  update public.notifications n
  set body = left('Recibiste nuevas propuestas para «' || l.title || '». La última: ' || v_latest
      || '.', 500),
    created_at = now()
  where n.recipient_id = l.shipper_id and n.kind = 'proposal_received' and n.link = v_link
    and n.read_at is null;
  if not found then
    perform public.notify(
      l.shipper_id, 'proposal_received', 'Nueva propuesta',
      'Recibiste una propuesta de ' || v_latest || ' para «' || l.title || '».',
      v_link
    );
  end if;
  return new;
end;
$$;

create function public.contact_mailbox(p_email text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(lower(p_email), '\+[^@]*@', '@');
$$;
-- Harmless, and needed by whoever inserts: the index expression runs as the inserting role.
grant execute on function public.contact_mailbox(text) to anon, authenticated;

drop index public.contact_messages_email_created_at_idx;
create index contact_messages_mailbox_created_at_idx
  on public.contact_messages (public.contact_mailbox(email), created_at desc);

create or replace function public.limit_contact_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  mailbox text := public.contact_mailbox(new.email);
begin
  perform pg_advisory_xact_lock(hashtextextended('contact_messages:' || mailbox, 0));
  if (
    select count(*) from public.contact_messages m
    where public.contact_mailbox(m.email) = mailbox and m.created_at > now() - interval '1 hour'
  ) >= 5 then
    raise exception 'contact_rate_limited: demasiados mensajes desde este correo, probá en una hora'
      using errcode = 'P0001';
  end if;
  new.created_at := now();
  return new;
end;
$$;
