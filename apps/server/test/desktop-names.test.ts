import { DESKTOP_NAME_TAKEN } from '@tafino/shared';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repair from '../src/db/migrations/0004-desktop-names-and-takes.ts';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const base = '/api/platform/desktops';
type Desktop = {
  id: string;
  name: string;
  cloneShareActionCode: string | null;
  sharedContexts: { ownerUserMail: string; sharedWithDesktopId: string }[];
};

// Desktops are opened by name (/desktops/:name): every path that creates or renames one keeps
// names unique per user, so no desktop is ever unreachable (issue 13, item 8).
describe.each(databaseKinds)('unique desktop names on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna, jonas] = await signInAll(t.app, [demo.anna, demo.jonas]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const create = async (token: string, name: string) => {
    const res = await call('POST', base, token, { name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Desktop;
  };
  const names = async (token: string) =>
    ((await call('GET', `${base}/by-user`, token)).json().items as Desktop[]).map((d) => d.name);
  const expectUnique = (list: string[]) => expect(new Set(list).size).toBe(list.length);

  it('POST with a taken name answers 409 with the German message; another case is another name', async () => {
    await create(anna, 'Deutsch 2a');
    const again = await call('POST', base, anna, { name: 'Deutsch 2a' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DESKTOP_NAME_TAKEN);
    // surrounding blanks are trimmed by the schema, so this is the same name
    expect((await call('POST', base, anna, { name: '  Deutsch 2a ' })).statusCode).toBe(409);
    // the web app and the URL compare names exactly
    expect((await call('POST', base, anna, { name: 'deutsch 2a' })).statusCode).toBe(200);
    // another user may use the name
    expect((await call('POST', base, jonas, { name: 'Deutsch 2a' })).statusCode).toBe(200);
    expectUnique(await names(anna));
  });

  it('PUT renaming to a taken name answers 409; keeping the own name is fine', async () => {
    const a = await create(anna, 'Musik A');
    const b = await create(anna, 'Musik B');
    const clash = await call('PUT', `${base}/${b.id}`, anna, { name: 'Musik A', classCode: '' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(DESKTOP_NAME_TAKEN);
    const same = await call('PUT', `${base}/${a.id}`, anna, { name: 'Musik A', classCode: '4c' });
    expect(same.statusCode).toBe(200);
    expect((await call('GET', `${base}/${b.id}`, anna)).json().name).toBe('Musik B');
  });

  it('importing a code whose name the user has, and the same code twice, gives "Name (2)", "Name (3)"', async () => {
    const source = await create(anna, 'Sachkunde');
    const { cloneShareActionCode: code } = (
      await call('PATCH', `${base}/${source.id}/set-share-code`, anna, {})
    ).json() as Desktop;
    await create(jonas, 'Sachkunde');
    const first = await call('POST', `${base}/clone-by-share-code/${code}`, jonas);
    const second = await call('POST', `${base}/clone-by-share-code/${code}`, jonas);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().name).toBe('Sachkunde (2)');
    expect(second.json().name).toBe('Sachkunde (3)');
    const list = await names(jonas);
    expectUnique(list);
    expect(list).toEqual(expect.arrayContaining(['Sachkunde', 'Sachkunde (2)', 'Sachkunde (3)']));
  });

  it('duplicating an own desktop gives the next free numbered name', async () => {
    const source = await create(anna, 'Kunst');
    await create(anna, 'Kunst (2)');
    const copy = await call('POST', `${base}/clone-from/${source.id}`, anna);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().name).toBe('Kunst (3)');
    expectUnique(await names(anna));
  });

  it('concurrent creates of one name: exactly one succeeds, the rest answer 409 (never 500)', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', base, anna, { name: 'Parallel' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await names(anna)).filter((n) => n === 'Parallel')).toHaveLength(1);
  });

  it('concurrent imports and duplicates all succeed with distinct names', async () => {
    const source = await create(anna, 'Gleichzeitig');
    const { cloneShareActionCode: code } = (
      await call('PATCH', `${base}/${source.id}/set-share-code`, anna, {})
    ).json() as Desktop;
    const imports = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', `${base}/clone-by-share-code/${code}`, jonas)),
    );
    const copies = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', `${base}/clone-from/${source.id}`, anna)),
    );
    for (const r of [...imports, ...copies]) expect(r.statusCode, r.body).toBe(200);
    const importNames = imports.map((r) => r.json().name as string);
    expect(new Set(importNames).size).toBe(6);
    expect(new Set(copies.map((r) => r.json().name as string)).size).toBe(6);
    expectUnique(await names(anna));
    expectUnique(await names(jonas));
  });

  it('the repair migration renames later duplicates and the unique index then guards every path', async () => {
    const db = t.db.database.db;
    const [user] = await db
      .selectFrom('users')
      .select(['id', 'tenantId'])
      .where('email', '=', demo.jonas.email)
      .execute();
    // the state before the repair: no unique index, duplicates written by the old clone path
    await repair.down(db as unknown as Kysely<unknown>);
    const insert = (name: string, createdAt: string) =>
      db
        .insertInto('desktops')
        .values({
          tenantId: user!.tenantId,
          ownerId: user!.id,
          name,
          classCode: '',
          extraProperties: '{}',
          createdAt: new Date(createdAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const oldest = await insert('Altbestand', '2020-01-01T00:00:00Z');
    const later = await insert('Altbestand', '2020-01-02T00:00:00Z');
    const latest = await insert('Altbestand', '2020-01-03T00:00:00Z');
    await insert('Altbestand (2)', '2020-01-04T00:00:00Z'); // a name the repair must not take
    await repair.up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('desktops')
      .select(['id', 'name'])
      .where('ownerId', '=', user!.id)
      .where('name', 'like', 'Altbestand%')
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    expect(byId.get(oldest.id)).toBe('Altbestand');
    expect(byId.get(later.id)).toBe('Altbestand (3)');
    expect(byId.get(latest.id)).toBe('Altbestand (4)');
    expectUnique(await names(jonas));
    // the index refuses a duplicate written by any path, even by hand
    await expect(insert('Altbestand', '2020-01-05T00:00:00Z')).rejects.toThrow();
    await expect(sql`select 1`.execute(db)).resolves.toBeTruthy();
  });
});
