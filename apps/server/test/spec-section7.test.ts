import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authzMatrix } from '../reliability/authz-matrix.ts';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { type SpecCall, specSection7Calls } from './helpers/spec-section7.ts';

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Sample values for a path's `{param}`s: well-formed, naming nothing that exists. */
const samples: Record<string, () => string> = {
  id: randomUUID,
  sourceDesktopId: randomUUID,
  widgetId: randomUUID,
  userId: randomUUID,
  code: () => 'ABCDEFGH',
  role: () => 'teacher',
  framework: () => 'tafino-web',
  name: () => 'gibt-es-nicht.png',
  process: () => 'thumbnail',
  path: () => 'ordner',
  bucket: () => 'site',
  app: () => 'tafino',
};
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const sample = samples[name];
    if (!sample) throw new Error(`no sample for {${name}} in ${path}`);
    return sample();
  });
const key = (c: SpecCall) => `${c.method} ${c.path}`;

// The audit of spec section 7 (issue 20): every call the spec names is routed (a request does not
// reach the router's 404), is described in /api/docs with the spec's query parameter names, and has
// an access rule in the reliability suite's authorization matrix (which attacks it as anonymous,
// teacher, other tenant, forged header and admin of another tenant).
describe.each(databaseKinds)('spec section 7 calls on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let anna: string;
  let doc: OpenApiDocument;
  let unknown: { statusCode: number; body: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, anna] = await signInAll(t.app, [demo.admin, demo.anna]);
    doc = (await call('GET', '/api/docs/json')).json() as OpenApiDocument;
    const res = await call('GET', '/api/platform/gibt-es-nicht', admin);
    unknown = { statusCode: res.statusCode, body: res.body };
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);

  it('lists the calls of the spec once each', () => {
    const keys = specSection7Calls.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(90);
    // The router's own answer for a path it does not know, to tell it apart from a missing object.
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body).error.message).toBe('Die angeforderte Adresse wurde nicht gefunden.');
  });

  it.each(specSection7Calls.map((c) => [key(c), c] as const))(
    '%s is in the matrix and in /api/docs',
    (_, c) => {
      expect(authzMatrix[key(c)], `authz-matrix.ts has no entry for ${key(c)}`).toBeDefined();
      const operation = doc.paths[c.path]?.[c.method.toLowerCase()];
      expect(operation, `/api/docs does not describe ${key(c)}`).toBeDefined();
      const names = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining([...(c.query ?? [])]));
    },
  );

  it.each(specSection7Calls.map((c) => [key(c), c] as const))(
    '%s is routed, signed in as its role; without sign-in it asks for one',
    async (_, c) => {
      const rule = authzMatrix[key(c)]?.rule;
      const token = rule === 'admin' || rule === 'host-admin' ? admin : anna;
      const query = Object.fromEntries((c.query ?? []).map((name) => [name, '1']));
      const search = c.query ? `?${new URLSearchParams(query)}` : '';
      const url = `${concrete(c.path)}${search}`;
      const res = await call(c.method, url, token);
      expect(res.statusCode, `${c.method} ${url}: ${res.body}`).toBeLessThan(500);
      expect(
        res.statusCode === unknown.statusCode && res.body === unknown.body,
        `${c.method} ${url} reached the router's 404`,
      ).toBe(false);
      // Signed in as the role the matrix gives it, the call is not refused for want of rights.
      expect([401, 403], `${c.method} ${url}: ${res.body}`).not.toContain(res.statusCode);
      if (rule !== 'public' && rule !== 'capability' && rule !== 'share-code') {
        expect((await call(c.method, url)).statusCode).toBe(401);
      }
    },
  );
});
