-- The kinds of notification, one row each: a new kind is one insert, where until now each new
-- kind re-created notifications_kind_check listing every earlier one (nine migrations did).
create table public.notification_kinds (
  kind text primary key constraint notification_kinds_kind_format check (kind ~ '^[a-z][a-z_]{1,39}$')
);
alter table public.notification_kinds enable row level security;
revoke all on public.notification_kinds from anon, authenticated;
create policy "A verified second factor requires aal2" on public.notification_kinds
as restrictive for all to authenticated
using ((select public.mfa_satisfied())) with check ((select public.mfa_satisfied()));

insert into public.notification_kinds (kind) values
  ('proposal_received'), ('proposal_accepted'), ('proposal_rejected'), ('shipment_in_transit'),
  ('shipment_delivered'), ('rating_received'), ('document_approved'), ('document_rejected'),
  ('alert_match'), ('listing_changed'), ('message_received'), ('counter_offer_received'),
  ('counter_offer_accepted'), ('listing_booked'), ('listing_invitation'), ('truck_match'),
  ('load_match'), ('network_listing'), ('assignment_cancelled'), ('payment_disputed'),
  ('payment_dispute_resolved'), ('payment_status'), ('invoice_issued'), ('trip_incident');

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications
  add constraint notifications_kind_fkey foreign key (kind) references public.notification_kinds (kind);
