import { DEFAULT_LAYOUT_FRAMEWORK } from '@tafino/shared';
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

const base = '/api/platform/layouts';
const fakeId = '00000000-0000-4000-8000-000000000000';

interface Layout {
  id: string;
  name: string;
  displayName: string;
  description: string;
  path: string;
  redirect: string;
  framework: string;
  creationTime: string;
  lastModificationTime: string | null;
}

// Layouts (spec section 7): global, managed by the host admin (admin of the default tenant),
// read by every signed-in user.
describe.each(databaseKinds)('layouts API on %s', (kind) => {
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
  const body = (name: string, framework = 'test-fw') => ({
    name,
    displayName: `Layout ${name}`,
    description: 'Zum Testen',
    path: `layouts/${name}`,
    framework,
  });
  const change = (name: string) => {
    const { framework: _, ...rest } = body(name);
    return rest;
  };
  const create = async (name: string, framework = 'test-fw') => {
    const res = await call('POST', base, admin, body(name, framework));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Layout;
  };

  it('seeds the default and the neutral layout of the web app', async () => {
    const res = await call('GET', `${base}/all`, anna);
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: Layout[] }).items;
    expect(items.filter((l) => l.framework === DEFAULT_LAYOUT_FRAMEWORK).map((l) => l.name)).toEqual([
      'default',
      'neutral',
    ]);
  });

  it('requires sign-in for every route', async () => {
    for (const res of [
      await call('GET', base),
      await call('GET', `${base}/all`),
      await call('GET', `${base}/${fakeId}`),
      await call('POST', base, undefined, body('anonym')),
      await call('PUT', `${base}/${fakeId}`, undefined, change('anonym')),
      await call('DELETE', `${base}/${fakeId}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Bitte melden Sie sich an.');
    }
  });

  it('lets only the host admin write: teachers and admins of another tenant get 403, and may read', async () => {
    const layout = await create('nur-host');
    for (const token of [anna, mia, adminB]) {
      for (const res of [
        await call('POST', base, token, body('fremd')),
        await call('PUT', `${base}/${layout.id}`, token, change('fremd')),
        await call('DELETE', `${base}/${layout.id}`, token),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe('Sie haben keine Berechtigung für diese Aktion.');
      }
      expect((await call('GET', `${base}/${layout.id}`, token)).json()).toEqual(layout);
    }
    // A forged tenant header is refused, not followed.
    const forged = await call('POST', base, admin, body('gefaelscht'), { __tenant: 'schule-b' });
    expect(forged.statusCode).toBe(403);
    const page = (await call('GET', `${base}?Filter=gefaelscht`, admin)).json();
    expect(page).toEqual({ totalCount: 0, items: [] });
  });

  it('creates, reads, changes and deletes a layout', async () => {
    const created = await create('unterricht');
    expect(created).toMatchObject({ ...body('unterricht'), redirect: '', lastModificationTime: null });
    expect((await call('GET', `${base}/${created.id}`, anna)).json()).toEqual(created);

    const changed = await call('PUT', `${base}/${created.id}`, admin, {
      name: 'unterricht-neu',
      displayName: 'Unterricht',
      path: 'layouts/unterricht',
      redirect: '/tafel',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: created.id,
      name: 'unterricht-neu',
      displayName: 'Unterricht',
      description: '',
      redirect: '/tafel',
      framework: 'test-fw',
    });
    expect(changed.json().lastModificationTime).not.toBeNull();

    const removed = await call('DELETE', `${base}/${created.id}`, admin);
    expect(removed.statusCode).toBe(204);
    for (const res of [
      await call('GET', `${base}/${created.id}`, admin),
      await call('PUT', `${base}/${created.id}`, admin, change('weg')),
      await call('DELETE', `${base}/${created.id}`, admin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Das Layout wurde nicht gefunden.');
    }
  });

  it('refuses a second layout of the same name in a framework (409), allows it in another', async () => {
    await create('doppelt');
    const again = await call('POST', base, admin, body('doppelt'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Ein Layout mit diesem Namen gibt es für dieses Framework schon.',
    );
    await create('doppelt', 'anderes-fw');
    const other = await create('doppelt-2');
    const renamed = await call('PUT', `${base}/${other.id}`, admin, change('doppelt'));
    expect(renamed.statusCode).toBe(409);
    // The framework of a layout stays as created.
    const moved = await call('PUT', `${base}/${other.id}`, admin, { ...change('doppelt-3'), framework: 'x' });
    expect(moved.statusCode).toBe(400);
  });

  it('pages, filters, sorts and reverses the list', async () => {
    for (const name of ['liste-c', 'liste-a', 'liste-b']) await create(name, 'liste-fw');
    const list = async (query: string) => {
      const res = await call('GET', `${base}?Framework=liste-fw&${query}`, anna);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { totalCount: number; items: Layout[] };
      return { totalCount: page.totalCount, names: page.items.map((l) => l.name) };
    };
    expect(await list('')).toEqual({ totalCount: 3, names: ['liste-a', 'liste-b', 'liste-c'] });
    expect(await list('Sorting=name%20desc')).toEqual({
      totalCount: 3,
      names: ['liste-c', 'liste-b', 'liste-a'],
    });
    expect(await list('Reverse=true')).toEqual({ totalCount: 3, names: ['liste-c', 'liste-b', 'liste-a'] });
    expect(await list('Sorting=displayName%20desc&Reverse=true')).toEqual({
      totalCount: 3,
      names: ['liste-a', 'liste-b', 'liste-c'],
    });
    expect(await list('SkipCount=1&MaxResultCount=1')).toEqual({ totalCount: 3, names: ['liste-b'] });
    expect(await list('Filter=LISTE-B')).toEqual({ totalCount: 1, names: ['liste-b'] });
    // A % in the filter is a character, not a wildcard.
    expect(await list('Filter=%25')).toEqual({ totalCount: 0, names: [] });
    const seeded = (await call('GET', `${base}?Framework=${DEFAULT_LAYOUT_FRAMEWORK}`, anna)).json();
    expect(seeded.totalCount).toBe(2);
  });

  it('validates input by schema with German messages, never 5xx', async () => {
    const bad = [
      await call('POST', base, admin, { ...body('x'), name: '' }),
      await call('POST', base, admin, { ...body('x'), framework: undefined }),
      await call('POST', base, admin, { ...body('x'), extra: 1 }),
      await call('POST', base, admin, { ...body('x'), name: 'n'.repeat(65) }),
      await call('PUT', `${base}/${fakeId}`, admin, { displayName: 'ohne Namen', path: 'p' }),
      await call('PUT', `${base}/kein-uuid`, admin, change('x')),
      await call('GET', `${base}/kein-uuid`, anna),
      await call('DELETE', `${base}/kein-uuid`, admin),
      await call('GET', `${base}?Sorting=passwort`, anna),
      await call('GET', `${base}?Sorting=name;drop%20table%20layouts`, anna),
      await call('GET', `${base}?Reverse=vielleicht`, anna),
      await call('GET', `${base}?MaxResultCount=1001`, anna),
      await call('GET', `${base}?SkipCount=-1`, anna),
      await call('GET', `${base}?Unbekannt=1`, anna),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.validationErrors.length).toBeGreaterThan(0);
    }
    const empty = (await call('POST', base, admin, { ...body('x'), name: '   ' })).json();
    expect(empty.error.validationErrors[0]).toEqual({
      message: 'Der Name darf nicht leer sein.',
      members: ['name'],
    });
    const sorting = (await call('GET', `${base}?Sorting=passwort`, anna)).json();
    expect(sorting.error.validationErrors[0].message).toMatch(/^Sortierung nach name/);
  });

  it('is described in /api/docs', async () => {
    const doc = (await call('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths[base] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[`${base}/all`] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths[`${base}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
  });
});
