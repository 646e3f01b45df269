import { type Kysely, sql } from 'kysely';

// Live writes with per-setting changes merged in the database: apply_document_changes(doc, changes,
// max_bytes) applies `set` and `unset` changes ({ op, path, value }) in order, exactly as the shared
// applyChanges does (the objects on a path are created on the way, a non-object in the way is
// replaced by one), so such a write is one statement without a read before it. Keyed-array changes
// (upsertItems, removeItems) are not handled here (the server merges those itself). The merged
// document's JSON text must stay within max_bytes, else it raises program_limit_exceeded (54000):
// the text of jsonb is never shorter than the JSON the server would send, so a document within the
// limit here is within it everywhere.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function apply_document_changes(doc jsonb, changes jsonb, max_bytes integer)
    returns jsonb language plpgsql immutable as $$
    declare
      change jsonb;
      path text[];
      i integer;
    begin
      if doc is null or jsonb_typeof(doc) <> 'object' then
        doc := '{}'::jsonb;
      end if;
      for change in select value from jsonb_array_elements(changes) loop
        path := array(select jsonb_array_elements_text(change -> 'path'));
        if coalesce(array_length(path, 1), 0) = 0 then
          raise exception 'document change without a path';
        end if;
        for i in 1 .. array_length(path, 1) - 1 loop
          if jsonb_typeof(doc #> path[1:i]) is distinct from 'object' then
            doc := jsonb_set(doc, path[1:i], '{}'::jsonb, true);
          end if;
        end loop;
        if change ->> 'op' = 'set' and change ? 'value' then
          doc := jsonb_set(doc, path, change -> 'value', true);
        elsif change ->> 'op' = 'unset' then
          doc := doc #- path;
        else
          raise exception 'document change % not applied in the database', change ->> 'op';
        end if;
      end loop;
      if octet_length(doc::text) > max_bytes then
        raise exception using errcode = 'program_limit_exceeded', message = 'merged document too large';
      end if;
      return doc;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists apply_document_changes(jsonb, jsonb, integer)`.execute(db);
}
