-- An approved document is the file the admin saw (issue 22, hole 2).
--
-- A carrier could replace (upsert) or delete-and-upload again the object a document under review
-- names, after the admin opened it: the admin then approved bytes they never saw. The object a
-- `documents` row names is now immutable for its owner: no replacement, no move, no removal while
-- the row exists. To change a document under review its owner deletes the row (allowed while
-- 'En revisión'), which frees the file to be removed, and uploads a new one under a new path: a
-- new document, reviewed anew. Files not yet registered stay the owner's to replace or remove.
alter policy "Users replace their own unreviewed document files" on storage.objects
using (
  bucket_id = 'documents'
  and (storage.foldername(name))[1] = (select auth.uid()::text)
  and not exists (select 1 from public.documents d where d.storage_path = objects.name)
)
with check (
  bucket_id = 'documents'
  and (storage.foldername(name))[1] = (select auth.uid()::text)
  and not exists (select 1 from public.documents d where d.storage_path = objects.name)
);
alter policy "Users replace their own unreviewed document files" on storage.objects
rename to "Users replace their own unregistered document files";

alter policy "Users delete their own unreviewed document files" on storage.objects
using (
  bucket_id = 'documents'
  and (storage.foldername(name))[1] = (select auth.uid()::text)
  and not exists (select 1 from public.documents d where d.storage_path = objects.name)
);
alter policy "Users delete their own unreviewed document files" on storage.objects
rename to "Users delete their own unregistered document files";
