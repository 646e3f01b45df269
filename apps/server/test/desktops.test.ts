import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const base = '/api/platform/desktops';

describe.each(databaseKinds)('desktops and widgets API on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;
  let mia: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna, jonas, mia, admin] = await signInAll(t.app, [demo.anna, demo.jonas, demo.mia, demo.admin]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);

  // names are unique per user: the default one gets a suffix of its own
  const createDesktop = async (
    token: string,
    name = `Mathe 3a ${randomUUID().slice(0, 8)}`,
    classCode = '3a',
  ) => {
    const res = await call('POST', base, token, { name, classCode });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; name: string; classCode: string };
  };

  const addWidget = async (token: string, desktopId: string, extraProperties: object = {}) => {
    const widgetId = randomUUID();
    const res = await call('PATCH', `${base}/${desktopId}/create-widget`, token, {
      widgetId,
      componentName: 'Timer',
      extraProperties,
    });
    expect(res.statusCode).toBe(200);
    return widgetId;
  };

  describe('requires sign-in', () => {
    const id = randomUUID();
    const routes: [string, string, unknown?][] = [
      ['POST', base, { name: 'x' }],
      ['GET', `${base}/by-user`],
      ['GET', `${base}/all`],
      ['GET', `${base}/${id}`],
      ['PUT', `${base}/${id}`, { name: 'x' }],
      ['DELETE', `${base}/${id}`],
      ['GET', `${base}/${id}/widgets`],
      ['PATCH', `${base}/${id}/create-widget`, { widgetId: id, componentName: 'Timer' }],
      ['PATCH', `${base}/${id}/update-widget`, { widgetId: id, extraProperties: {} }],
      ['PATCH', `${base}/${id}/${id}/remove-widget`],
      ['PATCH', `${base}/${id}/set-share-code`, {}],
      ['POST', `${base}/clone-by-share-code/ABCD`],
      ['POST', `${base}/clone-from/${id}`],
    ];
    it.each(routes)('%s %s answers 401 without a token', async (method, url, payload) => {
      const res = await call(method as 'GET', url, undefined, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('Unauthorized');
    });

    it('answers 401 for a malformed or forged token', async () => {
      const forged = `${anna.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
      for (const token of ['not-a-jwt', forged]) {
        const res = await call('GET', `${base}/by-user`, token);
        expect(res.statusCode).toBe(401);
      }
      const basic = await t.app.inject({ url: `${base}/by-user`, headers: { authorization: 'Basic abc' } });
      expect(basic.statusCode).toBe(401);
    });
  });

  describe('desktops', () => {
    it('creates, lists, reads, updates and deletes an own desktop', async () => {
      const created = await createDesktop(anna, '  Deutsch 2b ', '2b');
      expect(created).toMatchObject({
        name: 'Deutsch 2b',
        classCode: '2b',
        clonedFromDesktopId: null,
        sharedContexts: [],
        extraProperties: {},
      });
      const list = await call('GET', `${base}/by-user`, anna);
      expect(list.json().items.map((d: { id: string }) => d.id)).toContain(created.id);

      const layout = {
        version: 1,
        cols: 96,
        items: [{ i: randomUUID(), x: 0, y: 0, w: 36, h: 24, layoutData: { isInitial: true } }],
      };
      const put = await call('PUT', `${base}/${created.id}`, anna, {
        name: 'Deutsch 2b (neu)',
        classCode: '2b',
        extraProperties: { desktopLayoutMeta: layout },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().extraProperties.desktopLayoutMeta).toEqual(layout);

      const got = await call('GET', `${base}/${created.id}`, anna);
      expect(got.json()).toMatchObject({
        name: 'Deutsch 2b (neu)',
        extraProperties: { desktopLayoutMeta: layout },
      });

      const del = await call('DELETE', `${base}/${created.id}`, anna);
      expect(del.statusCode).toBe(204);
      expect((await call('GET', `${base}/${created.id}`, anna)).statusCode).toBe(404);
    });

    it('gives extraProperties back with their keys as stored (snake_case and capitals inside the JSON)', async () => {
      const d = await createDesktop(anna);
      const extraProperties = {
        desktopLayoutMeta: { items: [], notiz_fuer_mich: 'a' },
        klasse_3a: { Anna_M: 1, nested_list: [{ sitz_platz: 2 }] },
      };
      const put = await call('PUT', `${base}/${d.id}`, anna, { name: 'Keys', extraProperties });
      expect(put.json().extraProperties).toEqual(extraProperties);
      expect((await call('GET', `${base}/${d.id}`, anna)).json().extraProperties).toEqual(extraProperties);
      const listed = (await call('GET', `${base}/by-user`, anna))
        .json()
        .items.find((item: { id: string }) => item.id === d.id);
      expect(listed.extraProperties).toEqual(extraProperties);
    });

    it('keeps extraProperties when a PUT omits them, resets them on null', async () => {
      const d = await createDesktop(anna);
      await call('PUT', `${base}/${d.id}`, anna, {
        name: 'A',
        extraProperties: { desktopLayoutMeta: { items: [] } },
      });
      await call('PUT', `${base}/${d.id}`, anna, { name: 'B', classCode: '' });
      expect((await call('GET', `${base}/${d.id}`, anna)).json().extraProperties).toEqual({
        desktopLayoutMeta: { items: [] },
      });
      await call('PUT', `${base}/${d.id}`, anna, { name: 'C', extraProperties: null });
      expect((await call('GET', `${base}/${d.id}`, anna)).json().extraProperties).toEqual({});
    });

    it('rejects invalid input with validationErrors and saves nothing', async () => {
      const d = await createDesktop(anna, 'Unverändert', '1a');
      const cases: [string, unknown, string][] = [
        ['missing name', { classCode: '1a' }, 'name'],
        ['empty name', { name: '   ' }, 'name'],
        ['wrong type', { name: 42 }, 'name'],
        ['too long', { name: 'x'.repeat(101) }, 'name'],
        ['unknown field', { name: 'ok', isAdmin: true }, 'isAdmin'],
      ];
      for (const [, payload, member] of cases) {
        const res = await call('PUT', `${base}/${d.id}`, anna, payload);
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body.error.code).toBe('ValidationError');
        expect(
          body.error.validationErrors.flatMap((v: { members: string[] }) => v.members).join(','),
        ).toContain(member);
      }
      const post = await call('POST', base, anna, { name: '' });
      expect(post.statusCode).toBe(400);
      expect(post.json().error.validationErrors[0].members).toEqual(['name']);
      expect((await call('GET', `${base}/${d.id}`, anna)).json()).toMatchObject({
        name: 'Unverändert',
        classCode: '1a',
      });
    });

    it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
      const d = await createDesktop(anna, 'Groß');
      const malformed = await t.app.inject({
        method: 'PUT',
        url: `${base}/${d.id}`,
        headers: { authorization: `Bearer ${anna}`, 'content-type': 'application/json' },
        payload: '{"name": "x",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.message).toMatch(/JSON/);
      const huge = await call('PUT', `${base}/${d.id}`, anna, {
        name: 'x',
        extraProperties: { desktopLayoutMeta: 'y'.repeat(3 * 1024 * 1024) },
      });
      expect(huge.statusCode).toBe(413);
      expect((await call('GET', `${base}/${d.id}`, anna)).json().name).toBe('Groß');
    });

    it('answers 400 for non-UUID ids and 404 for unknown ones', async () => {
      expect((await call('GET', `${base}/not-a-uuid`, anna)).statusCode).toBe(400);
      expect((await call('GET', `${base}/${randomUUID()}/widgets`, anna)).statusCode).toBe(404);
      expect((await call('DELETE', `${base}/${randomUUID()}`, anna)).statusCode).toBe(404);
      const res = await call('PUT', `${base}/${randomUUID()}`, anna, { name: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Der Desktop wurde nicht gefunden.');
    });

    it("hides another user's desktop (404) and leaves it unchanged", async () => {
      const d = await createDesktop(anna, 'Annas Tafel');
      const widgetId = await addWidget(anna, d.id, { widgetComponentData: { status: 'idle' } });
      for (const token of [jonas, mia]) {
        expect((await call('GET', `${base}/${d.id}`, token)).statusCode).toBe(404);
        expect((await call('PUT', `${base}/${d.id}`, token, { name: 'gekapert' })).statusCode).toBe(404);
        expect((await call('GET', `${base}/${d.id}/widgets`, token)).statusCode).toBe(404);
        expect(
          (
            await call('PATCH', `${base}/${d.id}/create-widget`, token, {
              widgetId: randomUUID(),
              componentName: 'Dice',
            })
          ).statusCode,
        ).toBe(404);
        expect(
          (
            await call('PATCH', `${base}/${d.id}/update-widget`, token, {
              widgetId,
              extraProperties: { x: 1 },
            })
          ).statusCode,
        ).toBe(404);
        expect((await call('PATCH', `${base}/${d.id}/${widgetId}/remove-widget`, token)).statusCode).toBe(
          404,
        );
        expect((await call('DELETE', `${base}/${d.id}`, token)).statusCode).toBe(404);
        const theirs = await call('GET', `${base}/by-user`, token);
        expect(theirs.json().items.map((x: { id: string }) => x.id)).not.toContain(d.id);
      }
      expect((await call('GET', `${base}/${d.id}`, anna)).json().name).toBe('Annas Tafel');
      const widgets = await call('GET', `${base}/${d.id}/widgets`, anna);
      expect(widgets.json().items).toHaveLength(1);
      expect(widgets.json().items[0].extraProperties).toEqual({ widgetComponentData: { status: 'idle' } });
    });

    it('lists all desktops of the tenant for admins only', async () => {
      const d = await createDesktop(anna, 'Für Admin sichtbar');
      const asAdmin = await call('GET', `${base}/all`, admin);
      expect(asAdmin.json().items.map((x: { id: string }) => x.id)).toContain(d.id);
      const asJonas = await call('GET', `${base}/all`, jonas);
      expect(asJonas.json().items.map((x: { id: string }) => x.id)).not.toContain(d.id);
      const otherTenant = await call('GET', `${base}/all`, mia);
      expect(otherTenant.json().items.map((x: { id: string }) => x.id)).not.toContain(d.id);
    });
  });

  describe('tenant header', () => {
    it('refuses a __tenant header naming another tenant (403)', async () => {
      const res = await call('GET', `${base}/by-user`, anna, undefined, { __tenant: 'schule-b' });
      expect(res.statusCode).toBe(403);
      const own = await call('GET', `${base}/by-user`, anna, undefined, { __tenant: 'default' });
      expect(own.statusCode).toBe(200);
    });

    it('selects the tenant of anonymous calls and rejects unknown tenants', async () => {
      const other = await call('GET', '/api/abp/application-configuration', undefined, undefined, {
        __tenant: 'schule-b',
      });
      expect(other.json().currentTenant.name).toBe('schule-b');
      const unknown = await call('GET', '/api/abp/application-configuration', undefined, undefined, {
        __tenant: 'nirgendwo',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('widgets', () => {
    it('creates, lists, updates and removes widgets with their extraProperties as sent', async () => {
      const d = await createDesktop(anna);
      const extra = {
        widgetComponentData: { status: 'running', endsAt: 1_757_500_000_000, laps: [1, 2, 3] },
        widgetSettingsData: { ownerName: '', extraSettings: { totalSeconds: 300, presetSeconds: [60, 120] } },
      };
      const widgetId = await addWidget(anna, d.id, extra);
      const list = await call('GET', `${base}/${d.id}/widgets`, anna);
      expect(list.json().items).toMatchObject([
        { id: widgetId, componentName: 'Timer', extraProperties: extra },
      ]);

      const changed = { ...extra, widgetComponentData: { status: 'paused', remainingMs: 1234 } };
      const upd = await call('PATCH', `${base}/${d.id}/update-widget`, anna, {
        widgetId,
        extraProperties: changed,
      });
      expect(upd.statusCode).toBe(200);
      expect(upd.json().extraProperties).toEqual(changed);
      expect((await call('GET', `${base}/${d.id}/widgets`, anna)).json().items[0].extraProperties).toEqual(
        changed,
      );

      const rm = await call('PATCH', `${base}/${d.id}/${widgetId}/remove-widget`, anna);
      expect(rm.statusCode).toBe(204);
      expect((await call('GET', `${base}/${d.id}/widgets`, anna)).json().items).toEqual([]);
      expect((await call('PATCH', `${base}/${d.id}/${widgetId}/remove-widget`, anna)).statusCode).toBe(404);
    });

    it('refuses a duplicate widget id (409), unknown widgets (404) and bad widget input (400)', async () => {
      const d = await createDesktop(anna);
      const widgetId = await addWidget(anna, d.id);
      const dup = await call('PATCH', `${base}/${d.id}/create-widget`, anna, {
        widgetId,
        componentName: 'Dice',
      });
      expect(dup.statusCode).toBe(409);
      const unknown = await call('PATCH', `${base}/${d.id}/update-widget`, anna, {
        widgetId: randomUUID(),
        extraProperties: {},
      });
      expect(unknown.statusCode).toBe(404);
      for (const payload of [
        { widgetId: 'nope', componentName: 'Timer' },
        { widgetId: randomUUID(), componentName: '<script>' },
        { widgetId: randomUUID(), componentName: 'Timer', extraProperties: [] },
        { widgetId: randomUUID(), componentName: 'Timer', surprise: 1 },
      ]) {
        const res = await call('PATCH', `${base}/${d.id}/create-widget`, anna, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.validationErrors.length).toBeGreaterThan(0);
      }
      const badUpdate = await call('PATCH', `${base}/${d.id}/update-widget`, anna, {
        widgetId,
        extraProperties: 'x',
      });
      expect(badUpdate.statusCode).toBe(400);
      expect((await call('GET', `${base}/${d.id}/widgets`, anna)).json().items).toHaveLength(1);
    });

    it('deleting a desktop deletes its widgets', async () => {
      const d = await createDesktop(anna);
      const widgetId = await addWidget(anna, d.id);
      await call('DELETE', `${base}/${d.id}`, anna);
      const d2 = await createDesktop(anna);
      const reuse = await call('PATCH', `${base}/${d2.id}/create-widget`, anna, {
        widgetId,
        componentName: 'Timer',
      });
      expect(reuse.statusCode).toBe(200);
    });
  });
});
