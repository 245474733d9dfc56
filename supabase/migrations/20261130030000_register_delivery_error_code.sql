-- register_delivery, re-created for the remito (20261129220000) after the vocabulary migration,
-- raised the older error code again; the app reads not_assigned_transporter. The function stays
-- as it is otherwise (its privileges and settings included).
do $$
declare
  f oid;
begin
  for f in
    select p.oid from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.proname = 'register_delivery'
  loop
    execute replace(
      pg_get_functiondef(f), '''not_assigned_carrier''', '''not_assigned_transporter'''
    );
  end loop;
end;
$$;
