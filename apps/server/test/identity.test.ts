import { randomBytes } from 'node:crypto';
import { SettingNames } from '@tafino/shared';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, demo, TEST_ORIGIN, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  createPkce,
  formAction,
  getTokens,
  openSignInPage,
  pageAlert,
  redirectTarget,
  refreshTokens,
  SPA_SCOPE,
  signIn,
  TestBrowser,
  tokenRequest,
} from './helpers/sign-in.ts';

const host = new URL(TEST_ORIGIN).host;
const failedMessage = 'E-Mail oder Passwort ist falsch.';
const throttledMessage = 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten.';

/** Every test that counts failed sign-ins gets its own client address. */
const freshAddress = () => `10.${randomBytes(3).join('.')}`;
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.org`;
const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe.each(databaseKinds)('embedded identity provider on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  const jwks = async () => createLocalJWKSet((await get('/oidc/jwks')).json() as JSONWebKeySet);

  const register = (browser: TestBrowser, form: Record<string, string>, query = '') =>
    browser.post(`/account/register${query}`, form);

  /** A new account in the default tenant, so tests that change accounts leave the demo ones alone. */
  const newAccount = async (label: string, password = 'Kreide-Tafel-1') => {
    const email = uniqueEmail(label);
    const res = await register(new TestBrowser(t.app), {
      email,
      name: `Test ${label}`,
      password,
      passwordRepeat: password,
    });
    expect(res.statusCode).toBe(200);
    return { email, password };
  };

  describe('discovery', () => {
    it('publishes the issuer, its endpoints and S256 as the only PKCE method', async () => {
      const res = await get('/oidc/.well-known/openid-configuration');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc).toMatchObject({
        issuer: `${TEST_ORIGIN}/oidc`,
        authorization_endpoint: `${TEST_ORIGIN}/oidc/auth`,
        token_endpoint: `${TEST_ORIGIN}/oidc/token`,
        jwks_uri: `${TEST_ORIGIN}/oidc/jwks`,
        userinfo_endpoint: `${TEST_ORIGIN}/oidc/me`,
        end_session_endpoint: `${TEST_ORIGIN}/oidc/session/end`,
        revocation_endpoint: `${TEST_ORIGIN}/oidc/token/revocation`,
        code_challenge_methods_supported: ['S256'],
        response_types_supported: ['code'],
        token_endpoint_auth_methods_supported: ['none'],
      });
      expect(doc.scopes_supported).toEqual(
        expect.arrayContaining(['openid', 'profile', 'email', 'offline_access', 'tafino-api']),
      );
    });
  });

  describe('authorization code flow with PKCE', () => {
    it('signs in through the German form and issues an RS256 JWT access token for the API', async () => {
      const browser = new TestBrowser(t.app);
      const { page } = await openSignInPage(browser);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="de">');
      expect(page.body).toContain('<label for="field-email">E-Mail</label>');
      expect(page.body).toContain('<label for="field-password">Passwort</label>');
      expect(page.body).toContain('<button type="submit">Anmelden</button>');

      const tokens = await signIn(browser, demo.anna.email, demo.anna.password);
      expect(tokens.refreshToken).toBeTruthy();
      expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
      const { payload } = await jwtVerify(tokens.accessToken, await jwks(), {
        issuer: `${TEST_ORIGIN}/oidc`,
        audience: 'tafino-api',
      });
      const tenant = await t.app.services.tenants.find('default');
      const anna = await t.app.services.users.findByEmail(demo.anna.email);
      expect(payload).toMatchObject({
        sub: anna!.id,
        tenantid: tenant!.id,
        email: demo.anna.email,
        name: demo.anna.name,
        role: [],
        client_id: 'tafino-web',
        scope: 'tafino-api',
      });
      expect(payload.exp! - payload.iat!).toBe(7200);

      const idToken = decodeJwt(tokens.idToken);
      expect(idToken).toMatchObject({ aud: 'tafino-web', name: demo.anna.name, email: demo.anna.email });
    });

    it('issues tokens the API accepts', async () => {
      const { accessToken } = await getTokens(t.app, demo.anna.email, demo.anna.password);
      const url = '/api/setting-management/settings/by-current-user';
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, { authorization: `Bearer ${accessToken}` })).statusCode).toBe(200);
    });

    it('signs a returning browser in without the form', async () => {
      const browser = new TestBrowser(t.app);
      await signIn(browser, demo.jonas.email, demo.jonas.password);
      const { page } = await openSignInPage(browser);
      expect(redirectTarget(page)).toMatch(/^http:\/\/localhost:3000\/signin\?code=/);
    });

    it('answers userinfo for a token without the API scope', async () => {
      const { accessToken } = await getTokens(t.app, demo.anna.email, demo.anna.password, {
        scope: 'openid profile email',
      });
      const res = await get('/oidc/me', { authorization: `Bearer ${accessToken}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: demo.anna.name, email: demo.anna.email });
    });

    const authorize = (params: Record<string, string>) =>
      get(
        `/oidc/auth?${new URLSearchParams({
          client_id: 'tafino-web',
          response_type: 'code',
          redirect_uri: `${TEST_ORIGIN}/signin`,
          scope: SPA_SCOPE,
          state: 'abc',
          ...params,
        })}`,
      );

    it('refuses the plain PKCE method', async () => {
      const res = await authorize({ code_challenge: createPkce().verifier, code_challenge_method: 'plain' });
      const target = new URL(redirectTarget(res)!);
      expect(target.pathname).toBe('/signin');
      expect(target.searchParams.get('error')).toBe('invalid_request');
    });

    it('refuses an authorization request without a code challenge', async () => {
      const res = await authorize({});
      const target = new URL(redirectTarget(res)!);
      expect(target.searchParams.get('error')).toBe('invalid_request');
      expect(target.searchParams.get('error_description')).toMatch(/PKCE/);
    });

    it('refuses a code exchanged with the wrong verifier', async () => {
      const browser = new TestBrowser(t.app);
      const { page } = await openSignInPage(browser);
      const done = await browser.follow(
        await browser.post(formAction(page.body), { email: demo.anna.email, password: demo.anna.password }),
      );
      const code = new URL(redirectTarget(done)!).searchParams.get('code')!;
      const res = await tokenRequest(t.app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${TEST_ORIGIN}/signin`,
        code_verifier: createPkce().verifier,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant' });
    });
  });

  describe('failed sign-in', () => {
    const attempt = async (browser: TestBrowser, email: string, password: string) => {
      const { page } = await openSignInPage(browser);
      return browser.post(formAction(page.body), { email, password });
    };

    it('gives the same German answer for a wrong password and an unknown address', async () => {
      const browser = new TestBrowser(t.app, { remoteAddress: freshAddress() });
      const wrongPassword = await attempt(browser, demo.anna.email, 'falsches-Passwort');
      const unknownEmail = await attempt(browser, 'niemand@example.org', demo.anna.password);
      for (const res of [wrongPassword, unknownEmail]) {
        expect(res.statusCode).toBe(400);
        expect(pageAlert(res.body)).toBe(failedMessage);
      }
    });

    it('stops after 10 failed attempts for one address, even with the right password', async () => {
      const { email, password } = await newAccount('limit');
      const browser = new TestBrowser(t.app, { remoteAddress: freshAddress() });
      for (let i = 0; i < 10; i++) {
        expect((await attempt(browser, email, `falsch-${i}-Passwort`)).statusCode).toBe(400);
      }
      const blocked = await attempt(browser, email, password);
      expect(blocked.statusCode).toBe(429);
      expect(pageAlert(blocked.body)).toBe(throttledMessage);
      // Other accounts are not affected.
      await expect(getTokens(t.app, demo.jonas.email, demo.jonas.password)).resolves.toBeTruthy();
    });

    it('stops after 30 failed attempts from one network address', async () => {
      const remoteAddress = freshAddress();
      const browser = new TestBrowser(t.app, { remoteAddress });
      for (let i = 0; i < 30; i++) {
        expect((await attempt(browser, `unbekannt-${i}@example.org`, 'irgendein-Passwort')).statusCode).toBe(
          400,
        );
      }
      await expect(getTokens(t.app, demo.anna.email, demo.anna.password, { remoteAddress })).rejects.toThrow(
        throttledMessage,
      );
    });
  });

  describe('refresh tokens', () => {
    it('rotate: a used refresh token is refused, and its reuse ends the grant', async () => {
      const first = await getTokens(t.app, demo.anna.email, demo.anna.password);
      const second = await refreshTokens(t.app, first.refreshToken!);
      expect(second.refreshToken).toBeTruthy();
      expect(second.refreshToken).not.toBe(first.refreshToken);
      const { payload } = await jwtVerify(second.accessToken, await jwks(), { audience: 'tafino-api' });
      expect(payload.exp! - payload.iat!).toBe(7200);

      const reused = await tokenRequest(t.app, {
        grant_type: 'refresh_token',
        refresh_token: first.refreshToken!,
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
      await expect(refreshTokens(t.app, second.refreshToken!)).rejects.toThrow(/invalid_grant/);
    });

    it('end with the sign-in session at logout', async () => {
      const browser = new TestBrowser(t.app);
      const tokens = await signIn(browser, demo.jonas.email, demo.jonas.password);
      const query = new URLSearchParams({
        id_token_hint: tokens.idToken,
        post_logout_redirect_uri: `${TEST_ORIGIN}/logout`,
      });
      const confirm = await browser.request({ url: `/oidc/session/end?${query}` });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.body).toContain('<html lang="de">');
      expect(confirm.body).toContain('src="/account/assets/logout.js"');
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
      const done = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
      expect(redirectTarget(done)).toBe(`${TEST_ORIGIN}/logout`);
      await expect(refreshTokens(t.app, tokens.refreshToken!)).rejects.toThrow(/invalid_grant/);
    });
  });

  describe('registration', () => {
    it('shows the German form, also for an edition', async () => {
      const res = await get('/account/register?edition=secondaryGradeLevel');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="de">');
      for (const label of ['E-Mail', 'Anzeigename', 'Passwort', 'Passwort wiederholen']) {
        expect(res.body).toContain(`>${label}</label>`);
      }
      expect(res.body).toContain('Ausgabe: Sekundarstufe');
      expect(formAction(res.body)).toBe('/account/register?edition=secondaryGradeLevel');
    });

    it('checks the input', async () => {
      const browser = new TestBrowser(t.app);
      const res = await register(browser, {
        email: 'keine-adresse',
        name: '',
        password: 'kurz',
        passwordRepeat: 'anders',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
      expect(res.body).toContain('Bitte geben Sie einen Anzeigenamen ein.');
      expect(res.body).toContain('Das Passwort muss mindestens 8 Zeichen lang sein.');
      expect(res.body).toContain('Die Passwörter stimmen nicht überein.');
      expect(res.body).toContain('value="keine-adresse"');
    });

    it('creates an account that can sign in and stores the chosen edition', async () => {
      const email = uniqueEmail('sek');
      const res = await register(
        new TestBrowser(t.app),
        { email, name: 'Sina Sekundar', password: 'Sekundar-1', passwordRepeat: 'Sekundar-1' },
        '?edition=secondaryGradeLevel',
      );
      expect(res.statusCode).toBe(200);
      const { accessToken } = await getTokens(t.app, email, 'Sekundar-1');
      const claims = decodeJwt(accessToken);
      expect(claims).toMatchObject({ email, name: 'Sina Sekundar' });
      const setting = await t.app.services.database.db
        .selectFrom('settings')
        .selectAll()
        .where('providerName', '=', 'U')
        .where('providerKey', '=', String(claims.sub))
        .where('name', '=', SettingNames.ProductEdition)
        .executeTakeFirst();
      expect(setting).toMatchObject({ value: 'SecondaryGradeLevel', tenantId: claims.tenantid });
    });

    it('answers a taken address like a new one and leaves the account unchanged', async () => {
      const email = uniqueEmail('twice');
      const form = { email, name: 'Erste', password: 'Erstes-Passwort', passwordRepeat: 'Erstes-Passwort' };
      const first = await register(new TestBrowser(t.app), form);
      const second = await register(new TestBrowser(t.app), {
        ...form,
        email: email.toUpperCase(),
        name: 'Zweite',
        password: 'Zweites-Passwort',
        passwordRepeat: 'Zweites-Passwort',
      });
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.body).toBe(first.body);
      await expect(getTokens(t.app, email, 'Erstes-Passwort')).resolves.toBeTruthy();
      expect((await t.app.services.users.findByEmail(email))?.name).toBe('Erste');
    });
  });

  describe('account management', () => {
    it('changes the display name and, with the current password, the password', async () => {
      const account = await newAccount('manage');
      const browser = new TestBrowser(t.app);
      await signIn(browser, account.email, account.password);

      const page = await browser.request({ url: '/Account/Manage' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(account.email);
      const csrf = csrfOf(page.body);

      const renamed = await browser.post('/Account/Manage/profile', { csrf, name: 'Neuer Name' });
      expect(redirectTarget(renamed)).toBe('/Account/Manage?saved=profile');
      expect((await browser.request({ url: '/Account/Manage?saved=profile' })).body).toContain(
        'Ihr Anzeigename wurde gespeichert.',
      );
      expect(decodeJwt((await getTokens(t.app, account.email, account.password)).accessToken).name).toBe(
        'Neuer Name',
      );

      const wrongCurrent = await browser.post('/Account/Manage/password', {
        csrf,
        currentPassword: 'nicht-das-Passwort',
        newPassword: 'Neues-Passwort-1',
        newPasswordRepeat: 'Neues-Passwort-1',
      });
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.body).toContain('Das aktuelle Passwort ist falsch.');

      const changed = await browser.post('/Account/Manage/password', {
        csrf,
        currentPassword: account.password,
        newPassword: 'Neues-Passwort-1',
        newPasswordRepeat: 'Neues-Passwort-1',
      });
      expect(redirectTarget(changed)).toBe('/Account/Manage?saved=password');
      await expect(getTokens(t.app, account.email, account.password)).rejects.toThrow(failedMessage);
      await expect(getTokens(t.app, account.email, 'Neues-Passwort-1')).resolves.toBeTruthy();
    });

    it('refuses a form without the token of the sign-in', async () => {
      const account = await newAccount('csrf');
      const browser = new TestBrowser(t.app);
      await signIn(browser, account.email, account.password);
      const res = await browser.post('/Account/Manage/profile', { csrf: 'gefälscht', name: 'Angreifer' });
      expect(res.statusCode).toBe(403);
      expect((await t.app.services.users.findByEmail(account.email))?.name).toBe('Test csrf');
    });

    it('asks a visitor without session to sign in first, then returns to the page', async () => {
      const account = await newAccount('visitor');
      const browser = new TestBrowser(t.app);
      const form = await browser.request({ url: '/account/manage' });
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain('>Anmelden</button>');
      expect(formAction(form.body)).toBe('/Account/Manage/login');

      const failed = await browser.post('/Account/Manage/login', {
        email: account.email,
        password: 'falsch-falsch',
      });
      expect(pageAlert(failed.body)).toBe(failedMessage);

      const signedIn = await browser.post('/Account/Manage/login', account);
      expect(redirectTarget(signedIn)).toBe('/Account/Manage');
      const page = await browser.request({ url: '/Account/Manage' });
      expect(page.body).toContain(account.email);
      expect(csrfOf(page.body)).not.toBe('');
      // Not signed in: the forms send the visitor to the sign-in.
      const anonymous = await new TestBrowser(t.app).post('/Account/Manage/profile', {
        csrf: 'x',
        name: 'y',
      });
      expect(redirectTarget(anonymous)).toBe('/Account/Manage');
    });
  });

  describe('demo accounts', () => {
    it('exist with their tenants and roles', async () => {
      const { users, tenants } = t.app.services;
      const home = await tenants.find('default');
      const schuleB = await tenants.find('schule-b');
      expect(schuleB).toMatchObject({ name: 'schule-b', displayName: 'Schule B' });
      expect(await users.findByEmail(demo.anna.email)).toMatchObject({
        name: 'Anna Becker',
        tenantId: home!.id,
      });
      expect(await users.findByEmail(demo.jonas.email)).toMatchObject({
        name: 'Jonas Weber',
        tenantId: home!.id,
      });
      expect(await users.findByEmail(demo.admin.email)).toMatchObject({
        roles: ['admin'],
        tenantId: home!.id,
      });
      expect(await users.findByEmail(demo.mia.email)).toMatchObject({
        name: 'Mia Schulz',
        tenantId: schuleB!.id,
      });

      const admin = decodeJwt((await getTokens(t.app, demo.admin.email, demo.admin.password)).accessToken);
      expect(admin.role).toEqual(['admin']);
      const mia = decodeJwt((await getTokens(t.app, demo.mia.email, demo.mia.password)).accessToken);
      expect(mia.tenantid).toBe(schuleB!.id);
    });

    it('are not seeded with SEED_DEMO=false', async () => {
      const other = await createTestApp(kind, { SEED_DEMO: 'false' });
      try {
        const count = await other.db.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(0);
        expect(await other.app.services.tenants.find('schule-b')).toBeNull();
      } finally {
        await other.close();
      }
    });
  });

  describe('restart', () => {
    it('keeps keys, sessions and refresh tokens in the database', async () => {
      const tokens = await getTokens(t.app, demo.anna.email, demo.anna.password);
      const second = await buildApp(t.app.services.config, { database: t.db.database, logger: false });
      try {
        await second.ready();
        const keys = createLocalJWKSet(
          (await second.inject({ url: '/oidc/jwks', headers: { host } })).json() as JSONWebKeySet,
        );
        await expect(jwtVerify(tokens.accessToken, keys, { audience: 'tafino-api' })).resolves.toBeTruthy();
        const res = await second.inject({
          url: '/api/setting-management/settings/by-current-user',
          headers: { host, authorization: `Bearer ${tokens.accessToken}` },
        });
        expect(res.statusCode).toBe(200);
        await expect(refreshTokens(second, tokens.refreshToken!)).resolves.toBeTruthy();
      } finally {
        await second.close();
      }
    });
  });
});
