/**
 * The web plugin over a fake web build: app routes get index.html with 200, any other path gets
 * index.html too (the SPA shows its German 404 page) but with status 404. The route list is the
 * one the web build writes (dist/app-routes.json, from apps/web/src/app/route-patterns.ts).
 * index.html goes out with the runtime configuration written into it (the anonymous answer of
 * application-configuration), so the SPA starts without asking for it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APP_ROUTE_PATTERNS,
  APP_ROUTES_FILE as WEB_APP_ROUTES_FILE,
} from '../../web/src/app/route-patterns.ts';
import { DOCUMENT_ONLY_HEADERS } from '../src/plugins/external/security.ts';
import { APP_ROUTES_FILE } from '../src/plugins/external/web.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { splitRuntimeConfig } from './helpers/runtime-config-block.ts';

const INDEX = '<!doctype html><html lang="de"><title>TAFINO</title><div id="root"></div></html>';

function fakeWebBuild({ routes = true } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tafino-web-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  if (routes) writeFileSync(path.join(dir, APP_ROUTES_FILE), JSON.stringify(APP_ROUTE_PATTERNS));
  return dir;
}

describe('web plugin: app routes and unknown paths', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = fakeWebBuild();
    t = await createTestApp('pglite', { WEB_DIST_DIR: dir });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('reads the file the web build writes', () => {
    expect(APP_ROUTES_FILE).toBe(WEB_APP_ROUTES_FILE);
  });

  it('answers every app route with index.html and 200', async () => {
    const { runtimeConfig } = (await get('/api/abp/application-configuration')).json();
    expect(runtimeConfig.oidc.authority).toBeTruthy();
    for (const url of [
      '/',
      '/desktops',
      '/desktops/',
      '/desktops/Mathe%205a',
      '/desktops/Deutsch?focus=1',
      '/signin?code=abc&state=xyz',
      '/logout',
      '/login',
      '/landing',
      '/grundschule',
      '/sekundarstufe',
      '/faq',
      '/FAQ',
      '/videos',
      '/copyrights',
      '/impressum',
      '/datenschutz',
      '/iframe?code=ABCD2345',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const { config, rest } = splitRuntimeConfig(response.body);
      expect(rest).toBe(INDEX);
      expect(config).toEqual(runtimeConfig);
    }
  });

  it('answers unknown paths with status 404 and the app (which shows its 404 page)', async () => {
    for (const url of [
      '/gibt-es-nicht',
      '/desktops/Mathe/mehr',
      '/faq/alt',
      '/landing/x',
      '/impressum/alt',
      '/kontakt',
      '/index.php?x=1',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(splitRuntimeConfig(response.body).rest).toBe(INDEX);
    }
  });

  it('writes the configuration into the document: the published version, text that cannot end the block, an ETag', async () => {
    const before = await get('/desktops/Mathe');
    const etag = String(before.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await t.app.inject({ url: '/desktops/Mathe', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // Not found stays not found, whatever the browser has.
    const missing = await t.app.inject({ url: '/gibt-es-nicht', headers: { 'if-none-match': etag } });
    expect(missing.statusCode).toBe(404);

    const version = await t.app.repositories.versions.insert({
      version: '99.0.0',
      platformType: 'Web',
      title: 'Neu </script><script>alert(1)</script>',
      description: "Preise: $& und $' bleiben Text",
    });
    try {
      const after = await get('/desktops/Mathe');
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body).not.toContain('</script><script>');
      const { config, rest } = splitRuntimeConfig(after.body);
      expect(rest).toBe(INDEX);
      expect(config).toMatchObject({
        appVersion: '99.0.0',
        updateNote: {
          version: '99.0.0',
          title: 'Neu </script><script>alert(1)</script>',
          description: "Preise: $& und $' bleiben Text",
        },
      });
      expect(config).toEqual((await get('/api/abp/application-configuration')).json().runtimeConfig);
      const stale = await t.app.inject({ url: '/desktops/Mathe', headers: { 'if-none-match': etag } });
      expect(stale.statusCode).toBe(200);
    } finally {
      await t.app.repositories.versions.remove(version.id);
    }
  });

  it('sends the file as it is when the database cannot be read (the app asks for the configuration)', async () => {
    const latest = vi
      .spyOn(t.app.repositories.versions, 'latest')
      .mockRejectedValueOnce(new Error('connection lost'));
    try {
      const response = await get('/desktops/Mathe');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    } finally {
      latest.mockRestore();
    }
  });

  it('keeps files, missing assets and server paths as they were', async () => {
    const file = await get('/assets/app-1234.js');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/immutable/);
    // A script is never a document: only nosniff and the resource policy of the security headers.
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(file.headers[name], name).toBeUndefined();
    const page = await get('/');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name], name).toBeDefined();
    const api = await get('/api/abp/application-configuration');
    expect(api.headers['content-security-policy']).toBeDefined();
    expect(api.headers['referrer-policy']).toBeDefined();
    const missing = await get('/assets/gone-9999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toBe(INDEX);
    const unknownApi = await get('/api/gibt-es-nicht');
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.body).not.toBe(INDEX);
  });
});

describe('web plugin: a build without the route list', () => {
  it('serves the app for every path (as before the list existed)', async () => {
    const dir = fakeWebBuild({ routes: false });
    const t = await createTestApp('pglite', { WEB_DIST_DIR: dir });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/gibt-es-nicht' });
      expect(response.statusCode).toBe(200);
      expect(splitRuntimeConfig(response.body).rest).toBe(INDEX);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
