import { OssSettingNames, SettingNames } from '@tafino/shared';
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

const settings = '/api/setting-management/settings';
const oss = '/api/setting-management/oss-management';
const colour = SettingNames.BackgroundColor;

// The settings chain (spec section 7): global → tenant → user; the host admin changes global values,
// a tenant admin the tenant's, every user their own; known names only, values checked per name.
describe.each(databaseKinds)('settings API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let anna: string;
  let mia: string;
  let adminB: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { UPLOAD_LIMIT_MB: '42' });
    await addSchuleB(t.app);
    [admin, anna, mia, adminB] = await signInAll(t.app, [demo.admin, demo.anna, demo.mia, schuleBAdmin]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const readValue = async (url: string, token: string, name: string) => {
    const res = await call('GET', url, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { name: string; value: string | null }[]).find((s) => s.name === name)?.value;
  };
  const put = (path: string, token: string, payload: unknown) =>
    call('PUT', `${settings}/${path}`, token, payload);

  it('reads global, then tenant, then user values, each level written by whom it belongs to', async () => {
    expect((await put('change-global', admin, [{ name: colour, value: '#111111' }])).statusCode).toBe(204);
    expect(await readValue(`${settings}/by-global`, admin, colour)).toBe('#111111');
    expect(await readValue(`${settings}/by-current-user`, mia, colour)).toBe('#111111');
    expect(
      (await put('change-current-tenant', adminB, [{ name: colour, value: '#222222' }])).statusCode,
    ).toBe(204);
    expect(await readValue(`${settings}/by-current-tenant`, mia, colour)).toBe('#222222');
    expect(await readValue(`${settings}/by-current-user`, anna, colour)).toBe('#111111');
    expect(
      (await put('change-current-user-single', mia, { name: colour, value: '#333333' })).statusCode,
    ).toBe(204);
    expect(await readValue(`${settings}/by-current-user`, mia, colour)).toBe('#333333');
    expect(await readValue(`${settings}/by-current-tenant`, mia, colour)).toBe('#222222');
    // null removes a level's value: the next level shows through again.
    await put('change-current-user', mia, [{ name: colour, value: null }]);
    await put('change-current-tenant', adminB, [{ name: colour, value: null }]);
    expect(await readValue(`${settings}/by-current-user`, mia, colour)).toBe('#111111');
    await put('change-global', admin, [{ name: colour, value: null }]);
    expect(await readValue(`${settings}/by-current-user`, mia, colour)).toBeNull();
  });

  it('marks in by-current-tenant which values the tenant stored itself (an inherited one has nothing to reset)', async () => {
    const storedOf = async (token: string) => {
      const res = await call('GET', `${settings}/by-current-tenant`, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { name: string; value: string | null; stored: boolean }[]).find(
        (s) => s.name === colour,
      );
    };
    expect((await put('change-global', admin, [{ name: colour, value: '#444444' }])).statusCode).toBe(204);
    expect(await storedOf(mia)).toEqual({ name: colour, value: '#444444', stored: false });
    expect(
      (await put('change-current-tenant', adminB, [{ name: colour, value: '#555555' }])).statusCode,
    ).toBe(204);
    expect(await storedOf(mia)).toEqual({ name: colour, value: '#555555', stored: true });
    // The other tenant's value is not this tenant's: the default tenant still only inherits.
    expect(await storedOf(anna)).toEqual({ name: colour, value: '#444444', stored: false });
    await put('change-current-tenant', adminB, [{ name: colour, value: null }]);
    await put('change-global', admin, [{ name: colour, value: null }]);
    expect(await storedOf(mia)).toEqual({ name: colour, value: null, stored: false });
  });

  it('refuses unknown names and values that do not fit the setting, in German', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'Evil.Setting', value: 'x' }, 'Unbekannte Einstellung.'],
      [{ name: SettingNames.ProductEdition, value: 'Oberstufe' }, 'Die Ausgabe ist'],
      [{ name: SettingNames.SoundEnabled, value: 'ja' }, 'Der Wert ist „true“ oder „false“.'],
      [{ name: colour, value: 'url(javascript:x)' }, 'Die Farbe ist'],
      [{ name: SettingNames.BackgroundColors, value: '["#fff", "rot"]' }, 'Die Farbpalette ist'],
    ];
    for (const [payload, message] of cases) {
      const res = await put('change-current-user-single', anna, payload);
      expect(res.statusCode, res.body).toBe(400);
      const errors = res.json().error.validationErrors as { message: string; members: string[] }[];
      expect(
        errors.some((e) => e.message.startsWith(message)),
        res.body,
      ).toBe(true);
    }
    const list = await put('change-current-tenant', admin, [
      { name: SettingNames.SoundEnabled, value: 'vielleicht' },
    ]);
    expect(list.statusCode).toBe(400);
    expect(list.json().error.validationErrors[0].members).toEqual(['0.value']);
  });

  it('answers the storage settings of oss-management to admins only', async () => {
    const tenantView = await call('GET', `${oss}/by-current-tenant`, adminB);
    expect(tenantView.statusCode).toBe(200);
    expect(tenantView.json().items).toEqual([
      { name: OssSettingNames.StorageDriver, value: 'local' },
      { name: OssSettingNames.FileLimitLength, value: '42' },
      { name: OssSettingNames.MaxRequestBytes, value: expect.stringMatching(/^\d+$/) },
    ]);
    expect((await call('GET', `${oss}/by-global`, admin)).json()).toEqual(tenantView.json());
    for (const [url, token] of [
      [`${oss}/by-current-tenant`, anna],
      [`${oss}/by-global`, anna],
      [`${oss}/by-global`, adminB],
    ] as const) {
      expect((await call('GET', url, token)).statusCode).toBe(403);
    }
    for (const url of [`${oss}/by-current-tenant`, `${oss}/by-global`]) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Bitte melden Sie sich an.');
    }
    // A forged tenant header is refused, not followed.
    expect(
      (await call('GET', `${oss}/by-global`, adminB, undefined, { __tenant: 'default' })).statusCode,
    ).toBe(403);
  });

  it("keeps tenant and user values apart: another tenant's admin cannot reach them", async () => {
    await put('change-current-tenant', admin, [
      { name: SettingNames.ProductEdition, value: 'SecondaryGradeLevel' },
    ]);
    await put('change-current-user-single', anna, { name: SettingNames.SoundEnabled, value: 'false' });
    expect(await readValue(`${settings}/by-current-tenant`, mia, SettingNames.ProductEdition)).toBe(
      'PrimaryGradeLevel',
    );
    expect(await readValue(`${settings}/by-current-user`, adminB, SettingNames.SoundEnabled)).toBe('true');
    const own = await put('change-current-tenant', adminB, [
      { name: SettingNames.ProductEdition, value: 'Unset' },
    ]);
    expect(own.statusCode).toBe(204);
    expect(await readValue(`${settings}/by-current-tenant`, anna, SettingNames.ProductEdition)).toBe(
      'SecondaryGradeLevel',
    );
    await put('change-current-tenant', admin, [{ name: SettingNames.ProductEdition, value: null }]);
    await put('change-current-tenant', adminB, [{ name: SettingNames.ProductEdition, value: null }]);
  });
});
