import {
  ADMIN_MENU_ENTRIES,
  DEFAULT_MENU_FRAMEWORK,
  type MenuDto,
  WIDGET_TYPES,
  widgetMenuName,
} from '@tafino/shared';
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

const base = '/api/platform/menus';
const fakeId = '00000000-0000-4000-8000-000000000000';
const fw = DEFAULT_MENU_FRAMEWORK;

// Menus (spec section 7): global entries written by the host admin; grants by role and by user
// per tenant, set by the tenant's admin; every signed-in user reads their effective menu.
describe.each(databaseKinds)('menus API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let anna: string;
  let jonas: string;
  let mia: string;
  let adminB: string;
  let annaId: string;
  let miaId: string;
  let layoutId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addSchuleB(t.app);
    [admin, anna, jonas, mia, adminB] = await signInAll(t.app, [
      demo.admin,
      demo.anna,
      demo.jonas,
      demo.mia,
      schuleBAdmin,
    ]);
    annaId = (await t.app.repositories.users.findByEmail(demo.anna.email))!.id;
    miaId = (await t.app.repositories.users.findByEmail(demo.mia.email))!.id;
    layoutId = (await t.app.repositories.layouts.all()).find((l) => l.name === 'default')!.id;
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const items = async (url: string, token: string) => {
    const res = await call('GET', url, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: MenuDto[] }).items;
  };
  const names = async (url: string, token: string) => (await items(url, token)).map((m) => m.name);
  const idOf = async (name: string) =>
    (await items(`${base}/all?Framework=${fw}`, admin)).find((m) => m.name === name)!.id;
  const change = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    displayName: `Eintrag ${name}`,
    path: `/admin/${name}`,
    ...extra,
  });
  const body = (name: string, extra: Record<string, unknown> = {}) => change(name, { layoutId, ...extra });

  it('seeds the admin entries and one entry per widget type; teachers get the widgets, admins both', async () => {
    const all = await items(`${base}/all?Framework=${fw}`, admin);
    for (const entry of ADMIN_MENU_ENTRIES)
      expect(all.find((m) => m.name === entry.name)?.path).toBe(entry.path);
    for (const type of WIDGET_TYPES) expect(all.some((m) => m.name === widgetMenuName(type))).toBe(true);
    expect(all.find((m) => m.name === 'Widget.ExternalContent')?.displayName).toBe('Webinhalt');
    // Tree order: a parent comes before its children.
    const seen = new Set<string>();
    for (const m of all) {
      if (m.parentId) expect(seen.has(m.parentId)).toBe(true);
      seen.add(m.id);
    }

    const teacher = await names(`${base}/by-current-user`, anna);
    expect(teacher).toContain('Widgets');
    expect(teacher).toContain('Widget.ExternalContent');
    expect(teacher).not.toContain('Admin');
    expect(teacher).not.toContain('Menus');
    const own = await names(`${base}/by-current-user?Framework=${fw}`, admin);
    expect(own).toContain('Menus');
    expect(own).toContain('Widget.Timer');
    // Seeding again at start-up adds nothing.
    await t.app.repositories.menus.seedDefaults();
    expect((await items(`${base}/all?Framework=${fw}`, admin)).length).toBe(all.length);
  });

  it('requires sign-in for every route', async () => {
    for (const [method, url, payload] of [
      ['GET', base],
      ['POST', base, body('anonym')],
      ['GET', `${base}/all`],
      ['GET', `${base}/${fakeId}`],
      ['PUT', `${base}/${fakeId}`, body('anonym')],
      ['DELETE', `${base}/${fakeId}`],
      ['GET', `${base}/by-current-user`],
      ['GET', `${base}/by-role?Role=teacher`],
      ['PUT', `${base}/by-role`, { role: 'teacher', menuIds: [] }],
      ['GET', `${base}/by-role/teacher/${fw}`],
      ['GET', `${base}/by-user?UserId=${fakeId}`],
      ['PUT', `${base}/by-user`, { userId: fakeId, menuIds: [] }],
      ['GET', `${base}/by-user/${fakeId}/${fw}`],
      ['GET', `${base}/users`],
    ] as const) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.message).toBe('Bitte melden Sie sich an.');
    }
  });

  it('lets teachers read only their own menu (403 elsewhere)', async () => {
    const id = await idOf('Menus');
    for (const [method, url, payload] of [
      ['GET', base],
      ['POST', base, body('lehrer')],
      ['GET', `${base}/all`],
      ['GET', `${base}/${id}`],
      ['PUT', `${base}/${id}`, body('Menus')],
      ['DELETE', `${base}/${id}`],
      ['GET', `${base}/by-role?Role=teacher`],
      ['PUT', `${base}/by-role`, { role: 'teacher', menuIds: [] }],
      ['GET', `${base}/by-role/teacher/${fw}`],
      ['GET', `${base}/by-user?UserId=${annaId}`],
      ['PUT', `${base}/by-user`, { userId: annaId, menuIds: [] }],
      ['GET', `${base}/by-user/${annaId}/${fw}`],
      ['GET', `${base}/users`],
    ] as const) {
      const res = await call(method, url, anna, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets only the host admin write entries; an admin of another tenant reads them', async () => {
    const created = await call('POST', base, admin, body('nur-host'));
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json() as MenuDto;
    for (const res of [
      await call('POST', base, adminB, body('fremd')),
      await call('PUT', `${base}/${entry.id}`, adminB, change('fremd')),
      await call('DELETE', `${base}/${entry.id}`, adminB),
      // A forged tenant header is refused, not followed.
      await call('POST', base, admin, body('gefaelscht'), { __tenant: 'schule-b' }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await call('GET', `${base}/${entry.id}`, adminB)).json()).toEqual(entry);
  });

  it('creates, reads, changes and deletes an entry; shipped entries keep their name and stay', async () => {
    const groupId = await idOf('Admin');
    const res = await call(
      'POST',
      base,
      admin,
      body('berichte', { parentId: groupId, order: 95, icon: 'chart' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json() as MenuDto;
    expect(entry).toMatchObject({
      name: 'berichte',
      framework: fw,
      layoutId,
      parentId: groupId,
      order: 95,
      icon: 'chart',
      isStatic: false,
      lastModificationTime: null,
    });
    const changed = await call('PUT', `${base}/${entry.id}`, admin, {
      name: 'berichte-neu',
      displayName: 'Berichte',
      path: '/admin/berichte',
      order: 5,
      parentId: groupId,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'berichte-neu', order: 5, parentId: groupId });
    expect(changed.json().lastModificationTime).not.toBeNull();

    // A duplicate name in the framework: 409.
    const twice = await call('POST', base, admin, body('berichte-neu'));
    expect(twice.statusCode).toBe(409);
    // An entry cannot become its own parent.
    const cycle = await call(
      'PUT',
      `${base}/${entry.id}`,
      admin,
      change('berichte-neu', { parentId: entry.id }),
    );
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.validationErrors[0].members).toEqual(['parentId']);

    const menusId = await idOf('Menus');
    const rename = await call('PUT', `${base}/${menusId}`, admin, change('Umbenannt', { parentId: groupId }));
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.validationErrors[0].members).toEqual(['name']);
    const relabel = await call('PUT', `${base}/${menusId}`, admin, {
      name: 'Menus',
      displayName: 'Menüs',
      path: '/admin/menues',
      icon: 'menu',
      order: 10,
      parentId: groupId,
    });
    expect(relabel.statusCode, relabel.body).toBe(200);
    expect((await call('DELETE', `${base}/${menusId}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `${base}/${groupId}`, admin)).statusCode).toBe(409);

    expect((await call('DELETE', `${base}/${entry.id}`, admin)).statusCode).toBe(204);
    for (const gone of [
      await call('GET', `${base}/${entry.id}`, admin),
      await call('PUT', `${base}/${entry.id}`, admin, change('weg')),
      await call('DELETE', `${base}/${entry.id}`, admin),
    ]) {
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error.message).toBe('Der Menüeintrag wurde nicht gefunden.');
    }
  });

  it('pages, filters and sorts the list on the server', async () => {
    const list = async (query: string) => {
      const res = await call('GET', `${base}?Framework=${fw}&${query}`, adminB);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { totalCount: number; items: MenuDto[] };
      return { totalCount: page.totalCount, names: page.items.map((m) => m.name) };
    };
    expect(await list('Filter=webinhalt')).toEqual({ totalCount: 1, names: ['Widget.ExternalContent'] });
    const uhr = await list('Filter=uhr&Sorting=displayName&MaxResultCount=2');
    expect(uhr.totalCount).toBeGreaterThan(2);
    expect(uhr.names).toEqual(['Widget.Clock', 'Widget.DigitalClock']);
    const next = await list('Filter=uhr&Sorting=displayName&MaxResultCount=2&SkipCount=2');
    expect(next.names).not.toContain('Widget.Clock');
    expect((await list('Filter=%25')).totalCount).toBe(0);
    const widgets = await idOf('Widgets');
    expect((await list(`ParentId=${widgets}&MaxResultCount=1000`)).totalCount).toBe(WIDGET_TYPES.length);
  });

  it('sets a role’s entries per tenant: hiding "Webinhalt" for teachers of one school only', async () => {
    const teacherDefault = await items(`${base}/by-role?Role=teacher&Framework=${fw}`, admin);
    expect(teacherDefault.map((m) => m.name)).toContain('Widget.ExternalContent');
    const webId = await idOf('Widget.ExternalContent');
    const without = teacherDefault.map((m) => m.id).filter((id) => id !== webId);
    const put = await call('PUT', `${base}/by-role`, admin, {
      role: 'teacher',
      framework: fw,
      menuIds: without,
    });
    expect(put.statusCode, put.body).toBe(204);

    expect(await names(`${base}/by-role/teacher/${fw}`, admin)).not.toContain('Widget.ExternalContent');
    expect(await names(`${base}/by-current-user`, anna)).not.toContain('Widget.ExternalContent');
    expect(await names(`${base}/by-current-user`, jonas)).not.toContain('Widget.ExternalContent');
    // The admin is a teacher too: the role's change reaches them as well.
    expect(await names(`${base}/by-current-user`, admin)).not.toContain('Widget.ExternalContent');
    // Another school keeps the shipped defaults.
    expect(await names(`${base}/by-current-user`, mia)).toContain('Widget.ExternalContent');
    expect(await names(`${base}/by-role?Role=teacher`, adminB)).toContain('Widget.ExternalContent');

    // A user grant adds the entry back for Anna alone.
    const grant = await call('PUT', `${base}/by-user`, admin, { userId: annaId, menuIds: [webId] });
    expect(grant.statusCode, grant.body).toBe(204);
    expect(await names(`${base}/by-user/${annaId}/${fw}`, admin)).toEqual(['Widget.ExternalContent']);
    const effective = await names(`${base}/by-current-user`, anna);
    expect(effective).toContain('Widget.ExternalContent');
    expect(effective).toContain('Widgets'); // its group comes along
    expect(await names(`${base}/by-current-user`, jonas)).not.toContain('Widget.ExternalContent');
    const withRoles = await names(`${base}/by-user?UserId=${annaId}&Roles=teacher&Roles=admin`, admin);
    expect(withRoles).toContain('Menus');
    expect(withRoles).toContain('Widget.ExternalContent');

    // Restore: the full set again, and no user grant.
    await call('PUT', `${base}/by-role`, admin, { role: 'teacher', menuIds: [...without, webId] });
    await call('PUT', `${base}/by-user`, admin, { userId: annaId, menuIds: [] });
    expect(await names(`${base}/by-current-user`, jonas)).toContain('Widget.ExternalContent');
  });

  it('never reaches another tenant’s users (404) and keeps grants per tenant', async () => {
    for (const res of [
      await call('GET', `${base}/by-user?UserId=${miaId}`, admin),
      await call('GET', `${base}/by-user/${miaId}/${fw}`, admin),
      await call('PUT', `${base}/by-user`, admin, { userId: miaId, menuIds: [] }),
      await call('GET', `${base}/by-user?UserId=${annaId}`, adminB),
      await call('PUT', `${base}/by-user`, adminB, { userId: annaId, menuIds: [] }),
      await call('GET', `${base}/by-user?UserId=${fakeId}`, admin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Der Benutzer wurde nicht gefunden.');
    }
    // School B's admin empties the teacher role of school B: school A is untouched.
    expect((await call('PUT', `${base}/by-role`, adminB, { role: 'teacher', menuIds: [] })).statusCode).toBe(
      204,
    );
    expect(await names(`${base}/by-current-user`, mia)).toEqual([]);
    expect(await names(`${base}/by-current-user`, anna)).toContain('Widget.Timer');
    await call('PUT', `${base}/by-role`, adminB, {
      role: 'teacher',
      menuIds: (await items(`${base}/by-role?Role=teacher`, admin)).map((m) => m.id),
    });
    expect(await names(`${base}/by-current-user`, mia)).toContain('Widget.Timer');
  });

  it('lists and searches the accounts of the admin’s own tenant only', async () => {
    const page = async (token: string, query = '') => {
      const res = await call('GET', `${base}/users${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { totalCount: number; items: { id: string; name: string; email: string }[] };
    };
    const own = await page(admin, '?MaxResultCount=100');
    expect(own.items.map((u) => u.email)).toEqual(
      expect.arrayContaining([demo.anna.email, demo.jonas.email, demo.admin.email]),
    );
    expect(own.items.map((u) => u.email)).not.toContain(demo.mia.email);
    expect(await page(admin, '?Filter=BECKER')).toMatchObject({
      totalCount: 1,
      items: [{ id: annaId, name: 'Anna Becker', email: demo.anna.email }],
    });
    const other = await page(adminB, '?Filter=example.org&MaxResultCount=100');
    expect(other.items.map((u) => u.email).sort()).toEqual([schuleBAdmin.email, demo.mia.email].sort());
    const first = await page(admin, '?MaxResultCount=1');
    const second = await page(admin, '?MaxResultCount=1&SkipCount=1');
    expect(first.totalCount).toBe(own.totalCount);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it('validates input by schema with German messages, never 5xx', async () => {
    const bad = [
      await call('POST', base, admin, { ...body('x'), name: '' }),
      await call('POST', base, admin, { ...body('x'), layoutId: undefined }),
      await call('POST', base, admin, { ...body('x'), layoutId: fakeId }),
      await call('POST', base, admin, { ...body('x'), parentId: fakeId }),
      await call('POST', base, admin, { ...body('x'), extra: 1 }),
      await call('POST', base, admin, { ...body('x'), order: 'erst' }),
      await call('PUT', `${base}/kein-uuid`, admin, change('x')),
      await call('PUT', `${base}/${fakeId}`, admin, { ...change('x'), layoutId }),
      await call('GET', `${base}/kein-uuid`, admin),
      await call('GET', `${base}?Sorting=passwort`, admin),
      await call('GET', `${base}?MaxResultCount=1001`, admin),
      await call('GET', `${base}?Unbekannt=1`, admin),
      await call('GET', `${base}/by-role`, admin),
      await call('GET', `${base}/by-user?UserId=kein-uuid`, admin),
      await call('PUT', `${base}/by-role`, admin, { role: 'teacher' }),
      await call('PUT', `${base}/by-role`, admin, { role: '', menuIds: [] }),
      await call('PUT', `${base}/by-role`, admin, { role: 'teacher', menuIds: ['x'] }),
      await call('PUT', `${base}/by-role`, admin, { role: 'teacher', menuIds: [fakeId] }),
      await call('PUT', `${base}/by-user`, admin, { userId: annaId, menuIds: [fakeId] }),
      await call('GET', `${base}/by-user/kein-uuid/${fw}`, admin),
      await call('GET', `${base}/users?MaxResultCount=101`, admin),
      await call('GET', `${base}/users?Unbekannt=1`, admin),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.validationErrors.length).toBeGreaterThan(0);
    }
    const unknown = (
      await call('PUT', `${base}/by-role`, admin, { role: 'teacher', menuIds: [fakeId] })
    ).json();
    expect(unknown.error.validationErrors[0].members).toEqual(['menuIds']);
    expect(unknown.error.validationErrors[0].message).toMatch(/^Unbekannte Menüeinträge/);
  });

  it('is described in /api/docs', async () => {
    const doc = (await call('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const methods = (path: string) => Object.keys(doc.paths[`${base}${path}`] ?? {}).sort();
    expect(methods('')).toEqual(['get', 'post']);
    expect(methods('/{id}')).toEqual(['delete', 'get', 'put']);
    expect(methods('/all')).toEqual(['get']);
    expect(methods('/by-current-user')).toEqual(['get']);
    expect(methods('/by-role')).toEqual(['get', 'put']);
    expect(methods('/by-role/{role}/{framework}')).toEqual(['get']);
    expect(methods('/by-user')).toEqual(['get', 'put']);
    expect(methods('/by-user/{userId}/{framework}')).toEqual(['get']);
    expect(methods('/users')).toEqual(['get']);
  });
});
