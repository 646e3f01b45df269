import { type Kysely, sql } from 'kysely';

// Repairs two things the clone path used to write, then guards the first by an index:
// 1. Desktop names are unique per user (the web app opens a desktop by its name, so a second
//    one of the same name could not be opened). Later duplicates, by creation time, become
//    'Name (2)', 'Name (3)', ... (the first free number; names compare exactly, as the URL does).
// 2. A copy of one's own desktop is no take: shared contexts whose copy has the source's owner
//    are removed ("Geteilt: 1 Kopie wurde übernommen" counts colleagues only).
// The naming rule is written out here (not imported) so this migration never changes.
const NAME_MAX = 100;

function numbered(base: string, n: number): string {
  const suffix = ` (${n})`;
  const room = NAME_MAX - suffix.length;
  const head = base.length <= room ? base : `${base.slice(0, Math.max(1, room - 1)).trimEnd()}…`;
  return `${head}${suffix}`;
}

// One-word aliases: result keys stay as they are with or without the camel-case plugin.
interface Row {
  id: string;
  tenant: string;
  owner: string;
  name: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from desktop_shared_contexts c
    using desktops s, desktops copy
    where c.desktop_id = s.id and c.shared_with_desktop_id = copy.id and copy.owner_id = s.owner_id`.execute(
    db,
  );

  const { rows } = await sql<Row>`
    select d.id, d.tenant_id as tenant, d.owner_id as owner, d.name from desktops d
    where (d.tenant_id, d.owner_id) in (
      select tenant_id, owner_id from desktops group by tenant_id, owner_id, name having count(*) > 1)
    order by d.tenant_id, d.owner_id, d.created_at, d.id`.execute(db);
  const owners = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.tenant}:${row.owner}`;
    owners.set(key, [...(owners.get(key) ?? []), row]);
  }
  for (const desktops of owners.values()) {
    const taken = new Set(desktops.map((d) => d.name));
    const seen = new Set<string>();
    for (const desktop of desktops) {
      if (!seen.has(desktop.name)) {
        seen.add(desktop.name);
        continue;
      }
      let n = 2;
      while (taken.has(numbered(desktop.name, n))) n++;
      const name = numbered(desktop.name, n);
      taken.add(name);
      seen.add(name);
      await sql`update desktops set name = ${name} where id = ${desktop.id}`.execute(db);
    }
  }

  await sql`create unique index desktops_owner_name_unique on desktops (tenant_id, owner_id, name)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists desktops_owner_name_unique`.execute(db);
}
