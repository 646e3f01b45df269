import type { Kysely } from 'kysely';
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
  shareContext: { ownerUserMail: string; sharedWithDesktopId: string } | null;
};

// "Geteilt: N Kopien wurden übernommen" counts only copies taken by other users (issue 13, item 3).
describe.each(databaseKinds)('takes of a shared desktop on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna, jonas] = await signInAll(t.app, [demo.anna, demo.jonas]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const get = async (token: string, id: string) =>
    (await call('GET', `${base}/${id}`, token)).json() as Desktop;

  it('duplicating an own desktop is not a take; a colleague importing it is', async () => {
    const source = (await call('POST', base, anna, { name: 'Englisch 5' })).json() as Desktop;
    const copy = await call('POST', `${base}/clone-from/${source.id}`, anna);
    expect(copy.statusCode).toBe(200);
    expect((copy.json() as Desktop).shareContext).toBeNull();
    expect((await get(anna, source.id)).sharedContexts).toEqual([]);
    // also after sharing: the own copy does not count, the colleague's does
    const { cloneShareActionCode: code } = (
      await call('PATCH', `${base}/${source.id}/set-share-code`, anna, {})
    ).json() as Desktop;
    const own = await call('POST', `${base}/clone-by-share-code/${code}`, anna);
    expect(own.statusCode).toBe(200);
    expect((await get(anna, source.id)).sharedContexts).toEqual([]);
    const taken = (await call('POST', `${base}/clone-by-share-code/${code}`, jonas)).json() as Desktop;
    const after = await get(anna, source.id);
    expect(after.sharedContexts).toEqual([{ ownerUserMail: demo.anna.email, sharedWithDesktopId: taken.id }]);
    expect(taken.shareContext).toEqual({ ownerUserMail: demo.anna.email, sharedWithDesktopId: taken.id });
    const list = (await call('GET', `${base}/by-user`, anna)).json().items as Desktop[];
    expect(list.find((d) => d.id === source.id)?.sharedContexts).toHaveLength(1);
  });

  it("own takes recorded before are removed by the repair migration, colleagues' stay", async () => {
    const source = (await call('POST', base, anna, { name: 'Erdkunde 6' })).json() as Desktop;
    const copy = (await call('POST', `${base}/clone-from/${source.id}`, anna)).json() as Desktop;
    const { cloneShareActionCode: code } = (
      await call('PATCH', `${base}/${source.id}/set-share-code`, anna, {})
    ).json() as Desktop;
    const taken = (await call('POST', `${base}/clone-by-share-code/${code}`, jonas)).json() as Desktop;
    const db = t.db.database.db;
    // what the old clone command wrote for the own copy
    await db
      .insertInto('desktopSharedContexts')
      .values({
        tenantId: (
          await db
            .selectFrom('desktops')
            .select('tenantId')
            .where('id', '=', source.id)
            .executeTakeFirstOrThrow()
        ).tenantId,
        desktopId: source.id,
        ownerUserMail: demo.anna.email,
        sharedWithDesktopId: copy.id,
      })
      .execute();
    // the presenter counts only colleagues' takes, whatever the table holds
    expect((await get(anna, source.id)).sharedContexts.map((c) => c.sharedWithDesktopId)).toEqual([taken.id]);
    await repair.down(db as unknown as Kysely<unknown>);
    await repair.up(db as unknown as Kysely<unknown>);
    const rows = await db
      .selectFrom('desktopSharedContexts')
      .select('sharedWithDesktopId')
      .where('desktopId', '=', source.id)
      .execute();
    expect(rows.map((r) => r.sharedWithDesktopId)).toEqual([taken.id]);
    expect((await get(anna, source.id)).sharedContexts.map((c) => c.sharedWithDesktopId)).toEqual([taken.id]);
  });
});
