// Authorization of every /api route, generated from the running server's OpenAPI document:
// each route is called as an anonymous visitor, another user of the same tenant, a user of the
// other tenant, the owner with a forged `__tenant` header, a non-admin (admin routes) and with
// forged tokens; after every call the victim's data is read again and must be unchanged.
import { createHmac, createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import { SettingNames } from '@tafino/shared';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessRule, authzMatrix, type MatrixEntry, type Victim } from './authz-matrix.ts';
import { report, type ServerProcess, signInHttp, startServer } from './support/server-process.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Attacker {
  name: string;
  token?: string;
  headers?: Record<string, string>;
  /** Only for routes with these rules (the owner acting as non-admin). */
  only?: AccessRule[];
}

interface Answer {
  status: number;
  text: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const png1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('authorization matrix of every /api route', () => {
  let server: ServerProcess;
  let call: (
    method: Method,
    path: string,
    options?: { token?: string; headers?: Record<string, string>; body?: unknown },
  ) => Promise<Answer>;

  beforeAll(async () => {
    server = await startServer();
    call = async (method, path, options = {}) => {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      });
      return { status: res.status, text: await res.text() };
    };
  });
  afterAll(async () => server?.stop());

  it('answers every route × attacker as its matrix entry says and never changes the victim', async () => {
    const { baseUrl } = server;
    const [anna, jonas, mia, admin] = await Promise.all([
      signInHttp(baseUrl, 'lehrerin@example.org', 'Tafel-Demo-1'),
      signInHttp(baseUrl, 'lehrer@example.org', 'Tafel-Demo-2'),
      signInHttp(baseUrl, 'lehrerin@schule-b.example.org', 'Tafel-Demo-3'),
      signInHttp(baseUrl, 'admin@example.org', 'Tafel-Admin-1'),
    ]);
    const ok = async (answer: Promise<Answer>) => {
      const a = await answer;
      if (a.status >= 300) throw new Error(`set-up call failed: ${a.status} ${a.text}`);
      return a.text ? JSON.parse(a.text) : undefined;
    };

    // --- the victim: Anna's desktop with a widget linking her picture, class list, setting ----
    const marker = `geheim-${randomBytes(6).toString('hex')}`;
    const desktop = await ok(
      call('POST', '/api/platform/desktops', {
        token: anna,
        body: { name: `Annas Tafel ${marker}`, classCode: '4b' },
      }),
    );
    const asset = await ok(
      call('POST', '/api/tafino/userAsset', {
        token: anna,
        body: { file: png1x1, fileName: `${marker}.png` },
      }),
    );
    const widgetId = randomUUID();
    await ok(
      call('PATCH', `/api/platform/desktops/${desktop.id}/create-widget`, {
        token: anna,
        body: {
          widgetId,
          componentName: 'Media',
          extraProperties: { widgetSettingsData: { assetId: asset.id, note: marker } },
        },
      }),
    );
    const classCode = `k${randomBytes(3).toString('hex')}`;
    await ok(
      call('PUT', `/api/files/pupil-names/${classCode}`, {
        token: anna,
        body: { text: `Ali ${marker}\nBea` },
      }),
    );
    const color = `#${randomBytes(3).toString('hex')}`;
    await ok(
      call('PUT', '/api/setting-management/settings/change-current-user-single', {
        token: anna,
        body: { name: SettingNames.BackgroundColor, value: color },
      }),
    );
    const shared = await ok(
      call('POST', '/api/platform/desktops', { token: anna, body: { name: 'Geteilte Tafel' } }),
    );
    const withCode = await ok(
      call('PATCH', `/api/platform/desktops/${shared.id}/set-share-code`, { token: anna, body: {} }),
    );
    const secret = new URL(asset.url, baseUrl).searchParams.get('k')!;
    const victim: Victim = {
      desktopId: desktop.id,
      widgetId,
      assetId: asset.id,
      assetApp: 'tafino',
      classCode,
      shareCode: withCode.cloneShareActionCode,
    };
    const annaId = (await ok(call('GET', '/api/abp/application-configuration', { token: anna }))).currentUser
      .id;
    // What must never show up in an attacker's answer.
    const secrets = [marker, desktop.id, widgetId, asset.id, secret, color];

    /** Everything of the victim's that an attack could read or change, read as the victim (and admin). */
    const victimState = async () => {
      const parts = await Promise.all([
        call('GET', `/api/platform/desktops/${desktop.id}`, { token: anna }),
        call('GET', `/api/platform/desktops/${desktop.id}/widgets`, { token: anna }),
        call('GET', `/api/files/${asset.id}/userAsset`, { token: anna }),
        call('GET', `${asset.url}`),
        call('GET', `/api/files/pupil-names/${classCode}`, { token: anna }),
        call('GET', '/api/setting-management/settings/by-current-user', { token: anna }),
        call('GET', '/api/setting-management/settings/by-current-tenant', { token: anna }),
        call('GET', '/api/setting-management/settings/by-global', { token: admin }),
        call('GET', '/api/platform/desktops/by-user', { token: anna }).then((a) => ({
          ...a,
          text: JSON.stringify((JSON.parse(a.text).items as { id: string }[]).map((d) => d.id).sort()),
        })),
        call('GET', '/api/files/userAssets?MaxResultCount=1000', { token: anna }).then((a) => ({
          ...a,
          text: JSON.stringify((JSON.parse(a.text).items as { id: string }[]).map((d) => d.id).sort()),
        })),
      ]);
      return parts.map((p) => `${p.status} ${p.text}`);
    };
    const before = await victimState();
    expect(before.every((p) => p.startsWith('200 '))).toBe(true);

    // --- forged tokens ------------------------------------------------------------------------
    const [annaHeader, annaPayload] = anna.split('.') as [string, string, string];
    const [jonasHeader, jonasPayload, jonasSignature] = jonas.split('.') as [string, string, string];
    const discovery = await ok(call('GET', '/oidc/.well-known/openid-configuration'));
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as {
      keys: (JWK & { kid: string })[];
    };
    const serverKey = jwks.keys[0]!;
    const publicPem = createPublicKey({ key: serverKey, format: 'jwk' }).export({
      type: 'spki',
      format: 'pem',
    });
    const hsHeader = b64({ ...decode(annaHeader), alg: 'HS256' });
    const hsSignature = createHmac('sha256', publicPem)
      .update(`${hsHeader}.${annaPayload}`)
      .digest('base64url');
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const unknownKey = await new SignJWT(decode(annaPayload))
      .setProtectedHeader({ ...decode(annaHeader), alg: 'RS256', kid: serverKey.kid })
      .sign(privateKey);
    expect((await exportJWK(publicKey)).n).not.toBe(serverKey.n);

    const attackers: Attacker[] = [
      { name: 'anonymous' },
      { name: 'other user (same tenant)', token: jonas },
      { name: 'user of the other tenant', token: mia },
      { name: 'own token, forged __tenant', token: anna, headers: { __tenant: 'schule-b' } },
      { name: 'non-admin', token: anna, only: ['admin', 'host-admin'] },
      { name: 'alg none', token: `${b64({ ...decode(annaHeader), alg: 'none' })}.${annaPayload}.` },
      { name: 'HS256 signed with the public key', token: `${hsHeader}.${annaPayload}.${hsSignature}` },
      {
        name: "another user's sub, original signature",
        token: `${jonasHeader}.${b64({ ...decode(jonasPayload), sub: annaId })}.${jonasSignature}`,
      },
      { name: 'signed by an unknown key', token: unknownKey },
    ];
    const forged = new Set(attackers.slice(5).map((a) => a.name));

    /** The answers an attacker may get; 'any' = any answer below 500 that carries none of the victim's data. */
    const expected = (entry: MatrixEntry, attacker: Attacker): number[] | 'any' => {
      if (forged.has(attacker.name)) return [401];
      if (attacker.headers?.__tenant) return [403];
      const { rule } = entry;
      if (attacker.name === 'non-admin') return [403];
      if (attacker.name === 'anonymous') {
        if (rule === 'public') return 'any';
        if (rule === 'capability') return [404];
        if (rule === 'share-code' && entry.anonymous === 'allowed') return 'any';
        return [401];
      }
      if (rule === 'admin' || rule === 'host-admin') return [403];
      if (rule === 'owned' || rule === 'capability') return [404];
      if (rule === 'share-code') return attacker.token === mia ? [404, 429] : 'any';
      return 'any';
    };

    // --- the routes of the OpenAPI document ---------------------------------------------------
    const doc = await ok(call('GET', '/api/docs/json'));
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      )
      .sort();
    const missing = routes.filter((r) => !authzMatrix[r]);
    const stale = Object.keys(authzMatrix).filter((r) => !routes.includes(r));
    expect(missing, 'routes of the OpenAPI document without a matrix entry').toEqual([]);
    expect(stale, 'matrix entries for routes the server does not have').toEqual([]);

    let calls = 0;
    let leaks = 0;
    let unchangedChecks = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const entry = authzMatrix[route]!;
      const [method, template] = route.split(' ') as [Method, string];
      for (const attacker of attackers) {
        if (attacker.only && !attacker.only.includes(entry.rule)) continue;
        const aim = entry.aim?.(victim) ?? {};
        let path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
          const value = aim.params?.[name];
          if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
          return encodeURIComponent(value);
        });
        if (aim.query) path += `?${new URLSearchParams(aim.query)}`;
        const answer = await call(method, path, {
          token: attacker.token,
          headers: attacker.headers,
          body: aim.body,
        });
        calls++;
        const want = expected(entry, attacker);
        const carries = secrets.filter((s) => answer.text.includes(s));
        const statusOk = want === 'any' ? answer.status < 500 : want.includes(answer.status);
        const leaked = carries.length > 0 || (!statusOk && answer.status < 300);
        if (leaked) leaks++;
        if (!statusOk || carries.length > 0) {
          failures.push(
            `${route} as ${attacker.name}: ${answer.status} (expected ${want === 'any' ? '<500' : want.join('/')})` +
              (carries.length ? ` carrying the victim's data` : '') +
              ` ${answer.text.slice(0, 160)}`,
          );
        }
        const after = await victimState();
        unchangedChecks++;
        const changed = after.map((p, i) => (p === before[i] ? -1 : i)).filter((i) => i >= 0);
        if (changed.length > 0) {
          leaks++;
          failures.push(
            `${route} as ${attacker.name} changed the victim's data (parts ${changed.join(', ')})`,
          );
          before.splice(0, before.length, ...after);
        }
      }
    }
    // Control: the owner gets through on every owner-scoped route with the same aim, so an
    // attacker's 404 above means "refused", not "aimed at nothing". Deletions run last.
    const rank = (route: string) =>
      route.startsWith('DELETE')
        ? route.includes('/files/')
          ? 2
          : 3
        : route.includes('remove-widget')
          ? 1
          : 0;
    const ownerRoutes = routes
      .filter((r) => ['owned', 'capability'].includes(authzMatrix[r]!.rule))
      .sort((x, y) => rank(x) - rank(y));
    for (const route of ownerRoutes) {
      const [method, template] = route.split(' ') as [Method, string];
      const aim = authzMatrix[route]!.aim?.(victim) ?? {};
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(aim.params?.[name] ?? ''),
      );
      const answer = await call(method, path, { token: anna, body: aim.body });
      if (answer.status >= 300)
        failures.push(`${route} as the owner: ${answer.status} ${answer.text.slice(0, 160)}`);
    }

    report('authz', {
      routes: routes.length,
      'matrix entries': Object.keys(authzMatrix).length,
      calls,
      leaks,
      'unchanged victim checks': unchangedChecks,
      'owner controls': ownerRoutes.length,
    });
    expect(failures).toEqual([]);
    expect(leaks).toBe(0);
    expect(server.alive()).toBe(true);
  });
});
