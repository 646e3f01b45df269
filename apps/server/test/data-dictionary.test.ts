import { DataListNames, SHIPPED_DATA_LISTS } from '@tafino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSchuleB,
  apiCaller,
  createTestApp,
  demo,
  schuleBAdmin,
  signInAll,
  type TestApp,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const base = '/api/platform/datas';
const fakeId = '00000000-0000-4000-8000-000000000000';
const subjects = SHIPPED_DATA_LISTS.find((l) => l.name === DataListNames.Subjects)!;
const duties = SHIPPED_DATA_LISTS.find((l) => l.name === DataListNames.ClassDuties)!;

interface Item {
  name: string;
  displayName: string;
  value: string;
  description: string;
  edition: string | null;
  isStatic: boolean;
  isChanged: boolean;
  defaultDisplayName: string | null;
  defaultValue: string | null;
}
interface Data {
  id: string;
  name: string;
  displayName: string;
  description: string;
  valueType: string;
  isStatic: boolean;
  isChanged: boolean;
  items: Item[];
}

// The platform data dictionary (spec section 7): per tenant, the shipped lists with the tenant's
// entries over them; tenant admins write, every signed-in user of the tenant reads.
describe.each(databaseKinds)('data dictionary API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let anna: string;
  let mia: string;
  let adminB: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addSchuleB(t.app);
    [admin, anna, mia, adminB] = await signInAll(t.app, [demo.admin, demo.anna, demo.mia, schuleBAdmin]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const get = async (token: string, url: string) => {
    const res = await call('GET', url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Data;
  };
  const itemOf = (list: Data, name: string) => list.items.find((i) => i.name === name);
  const rename = (displayName: string, value = 'blue') => ({ displayName, value });

  it('reads the shipped lists with the catalogue entries as the default', async () => {
    const all = (await call('GET', `${base}/all`, anna)).json() as { items: Data[] };
    expect(all.items.map((l) => l.name)).toEqual(['subjects', 'class-duties', 'methods', 'event-symbols']);
    const list = await get(anna, `${base}/by-name/subjects`);
    expect(list).toMatchObject({
      id: subjects.id,
      displayName: 'Fächer',
      valueType: 'color',
      isStatic: true,
    });
    expect(list.isChanged).toBe(false);
    expect(itemOf(list, 'subject.math')).toEqual({
      name: 'subject.math',
      displayName: 'Mathematik',
      value: 'blue',
      description: '',
      edition: null,
      isStatic: true,
      isChanged: false,
      defaultDisplayName: 'Mathematik',
      defaultValue: 'blue',
    });
    expect(itemOf(list, 'subject.generalStudies')?.edition).toBe('PrimaryGradeLevel');
    expect(await get(anna, `${base}/${subjects.id}`)).toEqual(list);
  });

  it('requires sign-in for every route', async () => {
    const item = { name: 'subject.x', displayName: 'X', value: 'red' };
    for (const res of [
      await call('GET', base),
      await call('GET', `${base}/all`),
      await call('GET', `${base}/by-name/subjects`),
      await call('GET', `${base}/${subjects.id}`),
      await call('POST', base, undefined, { name: 'anonym', displayName: 'Anonym' }),
      await call('PUT', `${base}/${subjects.id}`, undefined, { displayName: 'Anonym' }),
      await call('DELETE', `${base}/${subjects.id}`),
      await call('POST', `${base}/${subjects.id}/items`, undefined, item),
      await call('PUT', `${base}/${subjects.id}/items/subject.math`, undefined, rename('Mathe')),
      await call('DELETE', `${base}/${subjects.id}/items/subject.math`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Bitte melden Sie sich an.');
    }
  });

  it('lets only tenant admins write; teachers get 403 and read', async () => {
    for (const res of [
      await call('POST', base, anna, { name: 'lehrerin', displayName: 'Lehrerin' }),
      await call('PUT', `${base}/${subjects.id}`, anna, { displayName: 'Meine Fächer' }),
      await call('DELETE', `${base}/${subjects.id}`, anna),
      await call('POST', `${base}/${subjects.id}/items`, anna, {
        name: 'subject.x',
        displayName: 'X',
        value: 'red',
      }),
      await call('PUT', `${base}/${subjects.id}/items/subject.math`, anna, rename('Mathe')),
      await call('DELETE', `${base}/${subjects.id}/items/subject.math`, anna),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    }
    expect(itemOf(await get(anna, `${base}/by-name/subjects`), 'subject.math')?.displayName).toBe(
      'Mathematik',
    );
  });

  it('renames a shipped subject for the tenant only: the key stays, other tenants keep the default', async () => {
    const res = await call(
      'PUT',
      `${base}/${subjects.id}/items/subject.math`,
      admin,
      rename('Mathe', 'green'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as Data;
    expect(changed.isChanged).toBe(true);
    expect(itemOf(changed, 'subject.math')).toMatchObject({
      displayName: 'Mathe',
      value: 'green',
      isStatic: true,
      isChanged: true,
      defaultDisplayName: 'Mathematik',
      defaultValue: 'blue',
    });
    // Same position as shipped; a teacher of the tenant reads the new name.
    const teacher = await get(anna, `${base}/by-name/subjects`);
    expect(teacher.items.map((i) => i.name)).toEqual(subjects.items.map((i) => i.name));
    expect(itemOf(teacher, 'subject.math')?.displayName).toBe('Mathe');
    // Another tenant (its teacher and its admin) still reads the shipped entry.
    for (const token of [mia, adminB]) {
      expect(itemOf(await get(token, `${base}/by-name/subjects`), 'subject.math')?.displayName).toBe(
        'Mathematik',
      );
    }
    // Writing the shipped values again makes it the default entry again.
    const back = await call('PUT', `${base}/${subjects.id}/items/subject.math`, admin, rename('Mathematik'));
    expect(itemOf(back.json(), 'subject.math')?.isChanged).toBe(false);
  });

  it("keeps one tenant's admin out of another tenant's lists (forged header refused, own list not found)", async () => {
    const own = await call('POST', base, admin, { name: 'ags', displayName: 'Arbeitsgemeinschaften' });
    expect(own.statusCode, own.body).toBe(200);
    const id = (own.json() as Data).id;
    for (const res of [
      await call('GET', `${base}/${id}`, adminB),
      await call('GET', `${base}/${id}`, mia),
      await call('PUT', `${base}/${id}`, adminB, { displayName: 'Fremd' }),
      await call('DELETE', `${base}/${id}`, adminB),
      await call('POST', `${base}/${id}/items`, adminB, { name: 'ag.x', displayName: 'X' }),
      await call('GET', `${base}/by-name/ags`, adminB),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Die Liste wurde nicht gefunden.');
    }
    const forged = await call('PUT', `${base}/${subjects.id}/items/subject.math`, adminB, rename('Fremd'), {
      __tenant: 'default',
    });
    expect(forged.statusCode).toBe(403);
    expect(itemOf(await get(anna, `${base}/by-name/subjects`), 'subject.math')?.displayName).toBe(
      'Mathematik',
    );
    expect((await get(admin, `${base}/${id}`)).name).toBe('ags');
  });

  it('adds, changes and removes entries; a removed shipped entry can be put back; delete resets', async () => {
    const added = await call('POST', `${base}/${subjects.id}/items`, admin, {
      name: 'subject.chess',
      displayName: 'Schach',
      value: 'black',
    });
    expect(added.statusCode, added.body).toBe(200);
    const list = added.json() as Data;
    expect(list.items.at(-1)).toMatchObject({
      name: 'subject.chess',
      displayName: 'Schach',
      isStatic: false,
    });
    expect(
      (
        await call('POST', `${base}/${subjects.id}/items`, admin, {
          name: 'subject.chess',
          displayName: 'Y',
          value: 'red',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('POST', `${base}/${subjects.id}/items`, admin, {
          name: 'subject.art',
          displayName: 'Y',
          value: 'red',
        })
      ).statusCode,
    ).toBe(409);

    expect((await call('DELETE', `${base}/${subjects.id}/items/subject.art`, admin)).statusCode).toBe(204);
    expect(itemOf(await get(anna, `${base}/${subjects.id}`), 'subject.art')).toBeUndefined();
    const back = await call('POST', `${base}/${subjects.id}/items`, admin, {
      name: 'subject.art',
      displayName: 'Kunst',
      value: 'pink',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(itemOf(back.json(), 'subject.art')).toMatchObject({ isStatic: true, displayName: 'Kunst' });

    expect((await call('DELETE', `${base}/${subjects.id}/items/subject.chess`, admin)).statusCode).toBe(204);
    const missing = await call('DELETE', `${base}/${subjects.id}/items/subject.chess`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Der Eintrag wurde nicht gefunden.');

    const renamed = await call('PUT', `${base}/${subjects.id}`, admin, { displayName: 'Unsere Fächer' });
    expect(renamed.json()).toMatchObject({ displayName: 'Unsere Fächer', isChanged: true });
    expect((await call('DELETE', `${base}/${subjects.id}`, admin)).statusCode).toBe(204);
    const reset = await get(anna, `${base}/${subjects.id}`);
    expect(reset).toMatchObject({ displayName: 'Fächer', isChanged: false });
    expect(reset.items.map((i) => i.name)).toEqual(subjects.items.map((i) => i.name));
  });

  it('creates, renames and deletes a list of its own; shipped names are taken', async () => {
    const created = await call('POST', base, admin, {
      name: 'rituale',
      displayName: 'Rituale',
      description: 'Morgens',
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = created.json() as Data;
    expect(list).toMatchObject({ name: 'rituale', valueType: 'none', isStatic: false, items: [] });
    const taken = await call('POST', base, admin, { name: 'subjects', displayName: 'Doppelt' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Eine Liste mit diesem Namen gibt es schon.');
    expect((await call('POST', base, admin, { name: 'rituale', displayName: 'Doppelt' })).statusCode).toBe(
      409,
    );
    const item = await call('POST', `${base}/${list.id}/items`, admin, {
      name: 'ritual.song',
      displayName: 'Lied',
    });
    expect(item.json().items).toHaveLength(1);
    expect(
      (await call('PUT', `${base}/${list.id}`, admin, { displayName: 'Unsere Rituale' })).json().displayName,
    ).toBe('Unsere Rituale');
    expect((await call('DELETE', `${base}/${list.id}`, admin)).statusCode).toBe(204);
    const gone = await call('GET', `${base}/${list.id}`, admin);
    expect(gone.statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${fakeId}`, admin)).statusCode).toBe(404);
  });

  it('pages, filters and sorts on the server', async () => {
    const page = (await call('GET', `${base}?MaxResultCount=2&SkipCount=1`, anna)).json();
    expect(page.totalCount).toBeGreaterThanOrEqual(4);
    expect(page.items.map((l: Data) => l.name)).toEqual(['class-duties', 'methods']);
    const found = (await call('GET', `${base}?Filter=${encodeURIComponent('tafeldienst')}`, anna)).json();
    expect(found.items.map((l: Data) => l.name)).toEqual(['class-duties']);
    const sorted = (await call('GET', `${base}?Sorting=displayName%20desc&MaxResultCount=4`, anna)).json();
    expect(sorted.items[0].displayName >= sorted.items[1].displayName).toBe(true);
  });

  it('refuses bad input with German messages naming the members', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', base, { name: 'Böse Liste', displayName: 'X' }, 'name'],
      ['POST', base, { name: 'ok', displayName: '' }, 'displayName'],
      ['POST', base, { name: 'ok', displayName: 'X', valueType: 'json' }, 'valueType'],
      ['POST', base, { name: 'ok', displayName: 'X', extra: 1 }, ''],
      ['PUT', `${base}/${subjects.id}/items/subject.math`, rename('Mathe', 'türkis'), 'value'],
      ['PUT', `${base}/${duties.id}/items/duty.board`, { displayName: 'Tafel', value: '9' }, 'value'],
      ['POST', `${base}/${subjects.id}/items`, { name: '../x', displayName: 'X', value: 'red' }, 'name'],
      ['PUT', `${base}/not-a-uuid`, { displayName: 'X' }, 'id'],
      [
        'PUT',
        `${base}/${subjects.id}/items/subject.math`,
        { displayName: 'x'.repeat(65), value: 'red' },
        'displayName',
      ],
    ];
    for (const [method, url, payload, member] of cases) {
      const res = await call(method as 'POST', url, admin, payload);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      const errors = res.json().error.validationErrors as { message: string; members: string[] }[];
      expect(errors.length).toBeGreaterThan(0);
      if (member)
        expect(
          errors.some((e) => e.members.includes(member)),
          res.body,
        ).toBe(true);
    }
    const colour = await call(
      'PUT',
      `${base}/${subjects.id}/items/subject.math`,
      admin,
      rename('Mathe', 'türkis'),
    );
    expect(colour.json().error.message).toMatch(/^Die Farbe ist eine von/);
    const unknown = await call('PUT', `${base}/${subjects.id}/items/subject.nothing`, admin, rename('X'));
    expect(unknown.statusCode).toBe(404);
  });
});
