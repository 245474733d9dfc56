-- NaN and infinity pass no CHECK (issue 22, hole 7). In Postgres NaN is greater than every
-- number, so `price >= 0` or `weight_kg > 0` hold for it, and `'infinity'::date` passes
-- `delivery_date >= pickup_date`: 'NaN €' reached a card and sorted above every listing. Each
-- number and date that people type is now finite. (A typmod'd numeric already refuses infinity.)
alter table public.cargo_listings
  add constraint cargo_listings_weight_kg_finite check (weight_kg <> 'NaN'),
  add constraint cargo_listings_price_finite check (price <> 'NaN'),
  add constraint cargo_listings_dimensions_finite check (
    length_cm <> 'NaN' and width_cm <> 'NaN' and height_cm <> 'NaN'
  ),
  add constraint cargo_listings_dates_finite check (isfinite(pickup_date) and isfinite(delivery_date));

alter table public.proposals
  add constraint proposals_price_finite check (price <> 'NaN');

alter table public.documents
  add constraint documents_expires_on_finite check (isfinite(expires_on));
