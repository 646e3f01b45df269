import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const settingsBase = '/api/setting-management/settings';
const edition = 'AppPlatform.Desktop.ProductEdition';
const background = 'AppPlatform.Desktop.Style.BackgroundImageSlug';

describe('configuration', () => {
  it('stops start-up with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', SEED_DEMO: 'vielleicht' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', SEED_DEMO: 'vielleicht' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SEED_DEMO');
    }
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.org' })).toThrow(/OIDC_AUDIENCE/);
  });

  it('has embedded defaults and reads the runtime configuration from the environment', () => {
    const config = loadConfig({
      PORT: '4000',
      SURVEY_URL_PRIMARY: 'https://umfrage.example.org/p',
      UPLOAD_LIMIT_MB: '50',
    });
    expect(config.origin).toBe('http://localhost:4000');
    expect(config.database.kind).toBe('pglite');
    expect(config.identity).toMatchObject({ kind: 'embedded', issuer: 'http://localhost:4000/oidc' });
    expect(config.runtime.tafinoOpinionSurveyUrl.primaryGradeLevel).toBe('https://umfrage.example.org/p');
    expect(config.runtime.uploadLimitMb).toBe(50);
    expect(config.runtime.authProxyTarget).toBe('http://localhost:4000/');
    const external = loadConfig({
      OIDC_ISSUER: 'https://id.example.org/realms/schule',
      OIDC_AUDIENCE: 'tafino',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(external.identity).toMatchObject({ kind: 'external', seedDemo: false });
    expect(external.database.kind).toBe('postgres');
  });
});

describe.each(databaseKinds)('platform API on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;
  let mia: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      SURVEY_URL_PRIMARY: 'https://umfrage.example.org/grundschule',
      APP_VERSION: '2.3.0',
    });
    [anna, jonas, mia, admin] = await signInAll(t.app, [demo.anna, demo.jonas, demo.mia, demo.admin]);
  });
  afterAll(async () => t?.close());

  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ok', database: kind });
  });

  it('serves the OpenAPI document with the desktop routes at /api/docs', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toContain('/api/platform/desktops/{id}/update-widget');
    expect(paths).toContain('/api/abp/application-configuration');
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('<html');
  });

  describe('application configuration', () => {
    it('works anonymously with the runtime configuration', async () => {
      const res = await t.app.inject('/api/abp/application-configuration');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.currentUser).toMatchObject({ isAuthenticated: false, id: null });
      expect(body.currentTenant).toMatchObject({ name: 'default', isAvailable: true });
      expect(body.runtimeConfig).toMatchObject({
        appVersion: '2.3.0',
        tafinoOpinionSurveyUrl: {
          primaryGradeLevel: 'https://umfrage.example.org/grundschule',
          secondaryGradeLevel: null,
        },
        authProxyTarget: 'http://localhost:3000/',
        oidc: { authority: 'http://localhost:3000/oidc', clientId: 'tafino-web' },
      });
      expect(body.runtimeConfig.oidc.scope.split(' ')).toEqual(
        expect.arrayContaining(['openid', 'profile', 'email', 'offline_access', 'tafino-api']),
      );
      expect(body.setting.values[edition]).toBe('PrimaryGradeLevel');
    });

    it('names the signed-in user, roles and tenant', async () => {
      const res = await t.app.inject({ url: '/api/abp/application-configuration', headers: auth(anna) });
      expect(res.json().currentUser).toMatchObject({
        isAuthenticated: true,
        name: demo.anna.name,
        email: demo.anna.email,
        roles: [],
      });
      const adminRes = await t.app.inject({
        url: '/api/abp/application-configuration',
        headers: auth(admin),
      });
      expect(adminRes.json().currentUser.roles).toContain('admin');
      const miaRes = await t.app.inject({ url: '/api/abp/application-configuration', headers: auth(mia) });
      expect(miaRes.json().currentTenant.name).toBe('schule-b');
      expect(miaRes.json().runtimeConfig.tenant).toBe('schule-b');
    });
  });

  describe('settings', () => {
    it('requires sign-in', async () => {
      for (const [method, url] of [
        ['GET', `${settingsBase}/by-current-user`],
        ['GET', `${settingsBase}/by-current-tenant`],
        ['GET', `${settingsBase}/by-global`],
        ['PUT', `${settingsBase}/change-current-user-single`],
        ['PUT', `${settingsBase}/change-current-user`],
        ['PUT', `${settingsBase}/change-current-tenant`],
        ['PUT', `${settingsBase}/change-global`],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          payload: method === 'PUT' ? { name: background, value: 'x' } : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it("changes a user's own setting without touching other users or tenants", async () => {
      const put = await t.app.inject({
        method: 'PUT',
        url: `${settingsBase}/change-current-user-single`,
        headers: auth(anna),
        payload: { name: background, value: 'tafelgruen' },
      });
      expect(put.statusCode).toBe(204);
      const read = async (token: string) =>
        Object.fromEntries(
          (await t.app.inject({ url: `${settingsBase}/by-current-user`, headers: auth(token) }))
            .json()
            .items.map((s: { name: string; value: string }) => [s.name, s.value]),
        );
      expect((await read(anna))[background]).toBe('tafelgruen');
      expect((await read(jonas))[background]).toBeNull();
      expect((await read(mia))[background]).toBeNull();
      const config = await t.app.inject({ url: '/api/abp/application-configuration', headers: auth(anna) });
      expect(config.json().setting.values[background]).toBe('tafelgruen');
    });

    it('rejects unknown setting names and oversized values', async () => {
      for (const payload of [
        { name: 'Evil.Setting', value: 'x' },
        { name: background, value: 'x'.repeat(2001) },
        { name: background },
      ]) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `${settingsBase}/change-current-user-single`,
          headers: auth(anna),
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.validationErrors.length).toBeGreaterThan(0);
      }
    });

    it('lets only admins change tenant settings, and only host admins global ones', async () => {
      const payload = [{ name: edition, value: 'SecondaryGradeLevel' }];
      const asTeacher = await t.app.inject({
        method: 'PUT',
        url: `${settingsBase}/change-current-tenant`,
        headers: auth(jonas),
        payload,
      });
      expect(asTeacher.statusCode).toBe(403);
      const asMia = await t.app.inject({
        method: 'PUT',
        url: `${settingsBase}/change-global`,
        headers: auth(mia),
        payload,
      });
      expect(asMia.statusCode).toBe(403);
      const asAdmin = await t.app.inject({
        method: 'PUT',
        url: `${settingsBase}/change-current-tenant`,
        headers: auth(admin),
        payload,
      });
      expect(asAdmin.statusCode).toBe(204);
      const jonasView = await t.app.inject({ url: `${settingsBase}/by-current-user`, headers: auth(jonas) });
      expect(jonasView.json().items.find((s: { name: string }) => s.name === edition).value).toBe(
        'SecondaryGradeLevel',
      );
      const miaView = await t.app.inject({ url: `${settingsBase}/by-current-user`, headers: auth(mia) });
      expect(miaView.json().items.find((s: { name: string }) => s.name === edition).value).toBe(
        'PrimaryGradeLevel',
      );
      await t.app.inject({
        method: 'PUT',
        url: `${settingsBase}/change-current-tenant`,
        headers: auth(admin),
        payload: [{ name: edition, value: null }],
      });
    });
  });

  it('answers unknown API paths with an ABP 404', async () => {
    const res = await t.app.inject('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NotFound');
  });
});

describe('log redaction', () => {
  it('removes capability secrets and codes from logged URLs', async () => {
    const { redactSecrets } = await import('../src/app.ts');
    expect(redactSecrets('/api/assets/tafino/1?k=geheim&w=100')).toBe(
      '/api/assets/tafino/1?k=[redacted]&w=100',
    );
    expect(redactSecrets('/signin?code=abc&state=x')).toBe('/signin?code=[redacted]&state=x');
    expect(redactSecrets('/api/platform/desktops/by-user')).toBe('/api/platform/desktops/by-user');
    expect(redactSecrets('/api/platform/desktops/clone-by-share-code/ABCD2345')).toBe(
      '/api/platform/desktops/clone-by-share-code/[redacted]',
    );
  });
});
