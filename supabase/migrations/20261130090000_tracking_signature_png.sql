-- The consignee's signature is a PNG by its bytes, not by its label: every upload is checked on
-- its content (lib/file-type.ts in the browser, the storage's content type), and a data URL is
-- no exception. A PNG starts with 89 50 4E 47 0D 0A 1A 0A, whose base64 begins 'iVBORw0KGg'
-- (the next digit holds bits of the ninth byte).
alter table public.trip_deliveries
  drop constraint trip_deliveries_confirmed_by_signature_format,
  add constraint trip_deliveries_confirmed_by_signature_format check (
    char_length(confirmed_by_signature) <= 200000
    and confirmed_by_signature ~ '^data:image/png;base64,iVBORw0KGg[A-Za-z0-9+/]*={0,2}$'
  );
