// Bounded fuzzing of every route of the OpenAPI document against the server as its own process:
// wrong types, huge and unicode strings, NUL, lone surrogates, deep nesting, missing and extra
// members, malformed JSON, wrong content types and odd path params. Nothing may answer ≥ 500,
// drop the connection or stop the process, and the data a user saved before stays as it was.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report, type ServerProcess, signInHttp, startServer } from './support/server-process.ts';

const TOTAL_REQUESTS = 4_000;
const CONCURRENCY = 8;
const DEPTH = 5_000;
const seed = Number(process.env.RELIABILITY_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: small, fast, good enough to pick cases reproducibly. */
function prng(start: number) {
  let a = start >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

// A 1×1 PNG.
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
interface Route {
  method: string;
  path: string;
  params: Parameter[];
  body?: JsonSchema;
}

/** The raw parts of one request before it is sent. */
interface Case {
  route: Route;
  kind: string;
  method: string;
  /** Path params as raw (already encoded) path segments. */
  pathParams: Record<string, string>;
  /** The query string without '?', already encoded. */
  query: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  token: 'user' | 'none' | 'garbage';
}

interface Outcome {
  status?: number;
  error?: string;
  text?: string;
}

function send(baseUrl: string, agent: http.Agent, c: Case, token: string): Promise<Outcome> {
  const url = new URL(baseUrl);
  const path =
    c.route.path.replace(/\{(\w+)\}/g, (_, name: string) => c.pathParams[name] ?? '') +
    (c.query ? `?${c.query}` : '');
  const headers: Record<string, string | number> = { ...c.headers };
  if (c.token === 'user') headers.authorization = `Bearer ${token}`;
  if (c.token === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
  if (c.body !== undefined) headers['content-length'] = Buffer.byteLength(c.body);
  return new Promise((resolve) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, method: c.method, headers, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (chunks.length < 4) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8').slice(0, 300) }),
        );
        res.on('error', (err) => resolve({ error: `response: ${err.message}` }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout after 30 s')));
    req.on('error', (err) =>
      resolve({ error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}` }),
    );
    if (c.body !== undefined) req.end(c.body);
    else req.end();
  });
}

const UNICODE = [
  'Grüße aus Köln ß',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'שלום עליכם',
  'e\u0301\u0308\u0324',
  '\u200b\u200d\ufeff\u202e',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\uffff\ufffe',
  '\u0085\u2028\u2029',
  '\u001f\u0007\u001b[31m',
];
const ODD_SEGMENTS = [
  '%00',
  'a%00b',
  '..',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%ZZ',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  'x'.repeat(5_000),
  encodeURIComponent('ä😀'),
  encodeURIComponent('\u202e'),
  '%20',
  '-1',
  '0',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];
const ODD_QUERY_VALUES = [
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  'x'.repeat(3_000),
  encodeURIComponent('😀'.repeat(50)),
  '-1',
  '1e309',
  'NaN',
  '9007199254740993',
  '0x10',
  '',
];

function deepJson(rng: Rng): string {
  const kind = rng.int(3);
  if (kind === 0) return `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
  if (kind === 1) return `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
  return `${'[{"b":'.repeat(DEPTH / 2)}null${'}]'.repeat(DEPTH / 2)}`;
}

/** The known-good value of a path param, so that most cases reach the handler. */
type Fixtures = {
  user: Record<string, string>;
  victim: Record<string, string>;
};

function pathParamValue(route: Route, name: string, fixtures: Fixtures, rng: Rng): string {
  const destructive = route.method === 'DELETE' || route.path.includes('remove');
  // Destructive routes get unknown ids mostly, so the fuzzing user's targets survive longer.
  if (destructive && rng.chance(0.8)) return randomUUID();
  const pool = rng.chance(0.1) ? fixtures.victim : fixtures.user;
  const isAssetRoute = route.path.startsWith('/api/files/{id}') || route.path.startsWith('/api/assets/');
  if (name === 'id' && isAssetRoute) return pool.assetId ?? randomUUID();
  if (name === 'id' || name === 'sourceDesktopId') return pool.desktopId ?? randomUUID();
  return pool[name] ?? 'x';
}

function validValue(schema: JsonSchema, rng: Rng, key = ''): unknown {
  if (schema.anyOf?.length) return validValue(rng.pick(schema.anyOf), rng, key);
  if (schema.oneOf?.length) return validValue(rng.pick(schema.oneOf), rng, key);
  if (schema.enum?.length) return rng.pick(schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(k) || rng.chance(0.6)) out[k] = validValue(s, rng, k);
      }
      if (key === 'extraProperties') {
        out.widgetSettingsData = { assetUrl: 'https://example.org/a.png', text: 'Hallo' };
      }
      return out;
    }
    case 'array':
      return schema.items ? [validValue(schema.items, rng, key)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return rng.chance(0.5);
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (key === 'componentName') return rng.pick(['FlipCard', 'Media', 'MultiLineText']);
      if (key === 'file') return PNG_B64;
      if (key === 'fileName') return 'bild.png';
      if (key === 'text') return 'Ada\nBen';
      if (schema.pattern) return 'abc';
      return 'Test';
    default:
      return rng.pick(['Test', 1, true, null]);
  }
}

type PathKey = (string | number)[];

/** Every member path inside a value (objects and arrays), the root included. */
function memberPaths(value: unknown, prefix: PathKey = []): PathKey[] {
  const out: PathKey[] = [prefix];
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push(...memberPaths(v, [...prefix, i]));
    });
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...memberPaths(v, [...prefix, k]));
  return out;
}

function setAt(root: unknown, path: PathKey, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = setAt(copy[head as string], rest, value);
  return copy;
}

function deleteAt(root: unknown, path: PathKey): unknown {
  if (path.length === 0) return undefined;
  if (path.length === 1) {
    if (Array.isArray(root)) return root.filter((_, i) => i !== path[0]);
    const { [path[0] as string]: _, ...rest } = root as Record<string, unknown>;
    return rest;
  }
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = deleteAt(copy[head as string], rest);
  return copy;
}

function getAt(root: unknown, path: PathKey): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], root);
}

const DEEP_MARKER = '"__deep__"';

function makeCase(route: Route, fixtures: Fixtures, rng: Rng): Case {
  const pathParams: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const p of route.params) {
    if (p.in === 'path')
      pathParams[p.name] = encodeURIComponent(pathParamValue(route, p.name, fixtures, rng));
    if (p.in === 'query') {
      if (route.path === '/api/assets/{app}/{id}' && p.name === 'k') {
        const k = rng.chance(0.9) ? fixtures.user.assetKey : fixtures.victim.assetKey;
        if (k) query.push(['k', k]);
      } else if (p.required || rng.chance(0.3))
        query.push([p.name, String(validValue(p.schema, rng, p.name))]);
    }
  }
  let body: unknown = route.body ? validValue(route.body, rng) : undefined;
  let rawBody: string | Buffer | undefined;
  const headers: Record<string, string> = route.body ? { 'content-type': 'application/json' } : {};
  const kinds = [
    'wrongType',
    'hugeString',
    'unicode',
    'nul',
    'loneSurrogate',
    'deepNesting',
    'missingMember',
    'extraMember',
    'malformedJson',
    'wrongContentType',
    'oddPathParam',
    'oddQuery',
  ].filter((k) => {
    if (k === 'oddPathParam') return Object.keys(pathParams).length > 0;
    if (['missingMember', 'malformedJson'].includes(k)) return route.body !== undefined;
    return true;
  });
  const kind = rng.pick(kinds);

  // A string member to change: in the body, the query or the path.
  const where = (): 'body' | 'query' | 'path' => {
    const places: ('body' | 'query' | 'path')[] = [];
    if (body !== undefined) places.push('body', 'body', 'body');
    if (route.params.some((p) => p.in === 'query')) places.push('query');
    if (Object.keys(pathParams).length) places.push('path');
    return places.length ? rng.pick(places) : 'query';
  };
  const replaceString = (make: (old: string) => { json: string; url: string }) => {
    const place = where();
    if (place === 'body') {
      const paths = memberPaths(body);
      const strings = paths.filter((p) => typeof getAt(body, p) === 'string');
      const target = strings.length && rng.chance(0.8) ? rng.pick(strings) : rng.pick(paths);
      const old = getAt(body, target);
      body = setAt(body, target, make(typeof old === 'string' ? old : 'x').json);
    } else if (place === 'path') {
      const name = rng.pick(Object.keys(pathParams));
      pathParams[name] = make(decodeURIComponent(pathParams[name] ?? '')).url;
    } else {
      const names = route.params.filter((p) => p.in === 'query').map((p) => p.name);
      const name = names.length ? rng.pick(names) : 'extra';
      const value = make('x').url;
      const i = query.findIndex(([k]) => k === name);
      if (i >= 0 && rng.chance(0.7)) query[i] = [name, value];
      else query.push([name, value]);
    }
  };

  switch (kind) {
    case 'wrongType': {
      const value = rng.pick<unknown>([0, -1, 1.5, 1e308, true, null, [], {}, [1, 'a'], { a: 1 }, '', '1']);
      if (body !== undefined && rng.chance(0.8)) body = setAt(body, rng.pick(memberPaths(body)), value);
      else replaceString(() => ({ json: '', url: encodeURIComponent(JSON.stringify(value)) }));
      break;
    }
    case 'hugeString': {
      const size = rng.pick([10_000, 100_000, 1_000_000]);
      replaceString(() => {
        const s = rng.pick(['x', 'ä', '😀']).repeat(size);
        return { json: s, url: encodeURIComponent(s.slice(0, 4_000)) };
      });
      break;
    }
    case 'unicode':
      replaceString((old) => {
        const s = rng.chance(0.5) ? `${old}${rng.pick(UNICODE)}` : rng.pick(UNICODE);
        return { json: s, url: encodeURIComponent(s) };
      });
      break;
    case 'nul':
      replaceString((old) => {
        const i = rng.int(old.length + 1);
        const s = `${old.slice(0, i)}\u0000${old.slice(i)}`;
        return { json: s, url: encodeURIComponent(s) };
      });
      break;
    case 'loneSurrogate':
      replaceString((old) => {
        const lone = rng.pick(['\ud800', '\udfff', '\udbff\u0041', 'a\ud83d']);
        return {
          json: `${old}${lone}`,
          url: `${encodeURIComponent(old)}${rng.pick(['%ED%A0%80', '%ED%BF%BF'])}`,
        };
      });
      break;
    case 'deepNesting': {
      if (body !== undefined) {
        const target = rng.pick(memberPaths(body));
        body = setAt(body, target, '__deep__');
        rawBody = JSON.stringify(body).replace(DEEP_MARKER, deepJson(rng));
      } else {
        // Bracket-style query nesting and a deep body on a route without one.
        if (rng.chance(0.5)) query.push([`${'a'.repeat(1)}${'[b]'.repeat(500)}`, '1']);
        else {
          rawBody = deepJson(rng);
          headers['content-type'] = 'application/json';
        }
      }
      break;
    }
    case 'missingMember': {
      const paths = memberPaths(body).filter((p) => p.length > 0);
      if (paths.length) body = deleteAt(body, rng.pick(paths));
      else body = rng.pick([undefined, null, {}, []]);
      if (body === undefined) rawBody = '';
      break;
    }
    case 'extraMember': {
      if (body !== undefined && body !== null && typeof body === 'object' && rng.chance(0.7)) {
        const objects = memberPaths(body).filter((p) => {
          const v = getAt(body, p);
          return v !== null && typeof v === 'object' && !Array.isArray(v);
        });
        const target = objects.length ? rng.pick(objects) : [];
        const name = rng.pick([
          'extra',
          '__proto__',
          'constructor',
          'prototype',
          '',
          '\u0000',
          'a'.repeat(1_000),
        ]);
        if (name === '__proto__' || name === 'constructor') {
          rawBody = JSON.stringify(body).replace(/^\{/, `{"${name}":{"isAdmin":true,"polluted":1},`);
          if (rawBody === JSON.stringify(body)) rawBody = undefined;
        } else body = setAt(body, [...target, name], rng.pick([1, 'x', null, { a: [] }]));
      } else query.push([rng.pick(['extra', '__proto__', 'constructor[prototype][x]', 'a[b]']), '1']);
      break;
    }
    case 'malformedJson': {
      const text = JSON.stringify(body) ?? '{}';
      rawBody = rng.pick<string | Buffer>([
        text.slice(0, Math.max(1, rng.int(text.length))),
        `${text}garbage`,
        `${text},`,
        `\ufeff${text}`,
        "{'name': 'x'}",
        '{"name": "x",}',
        'nul',
        'NaN',
        '"\\u00"',
        '"\\ud800"',
        '1e99999',
        '[1,,2]',
        Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
        Buffer.from([0x00, 0x7b, 0x7d]),
        '',
        ' ',
      ]);
      break;
    }
    case 'wrongContentType': {
      const type = rng.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/merge-patch+json',
        'application/octet-stream',
        '',
        'application/json, text/plain',
        'ä/ö',
      ]);
      if (type) headers['content-type'] = type;
      else delete headers['content-type'];
      if (body === undefined) rawBody = rng.pick(['name=x&classCode=%00', '{"a":1}', '<a/>']);
      else if (type.startsWith('application/x-www')) rawBody = 'name=x%00&classCode=1a&name=y';
      else if (type.startsWith('multipart'))
        rawBody = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
      break;
    }
    case 'oddPathParam': {
      const name = rng.pick(Object.keys(pathParams));
      pathParams[name] = rng.pick(ODD_SEGMENTS);
      break;
    }
    case 'oddQuery': {
      const names = route.params.filter((p) => p.in === 'query').map((p) => p.name);
      const name = names.length && rng.chance(0.8) ? rng.pick(names) : rng.pick(['x', 'Filter', 'k']);
      const value = rng.pick(ODD_QUERY_VALUES);
      if (rng.chance(0.3)) query.push([name, value], [name, value]);
      else query.push([name, value]);
      break;
    }
  }

  const token: Case['token'] = rng.chance(0.9) ? 'user' : rng.pick(['none', 'garbage'] as const);
  if (rawBody === undefined && body !== undefined) rawBody = JSON.stringify(body);
  if (rawBody !== undefined && !('content-type' in headers) && kind !== 'wrongContentType')
    headers['content-type'] = 'application/json';
  return {
    route,
    kind,
    method: route.method,
    pathParams,
    query: query.map(([k, v]) => `${/%|\[/.test(k) ? k : encodeURIComponent(k)}=${v}`).join('&'),
    headers,
    body: rawBody,
    token,
  };
}

async function api(baseUrl: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Everything a user saved: desktops, their widgets, settings, files and the class list. */
async function snapshot(baseUrl: string, token: string) {
  const desktops = await api(baseUrl, token, 'GET', '/api/platform/desktops/by-user');
  const widgets: Record<string, unknown> = {};
  for (const d of desktops.items as { id: string }[])
    widgets[d.id] = await api(baseUrl, token, 'GET', `/api/platform/desktops/${d.id}/widgets`);
  return {
    desktops,
    widgets,
    settings: await api(baseUrl, token, 'GET', '/api/setting-management/settings/by-current-user'),
    assets: await api(baseUrl, token, 'GET', '/api/files/userAssets?MaxResultCount=1000'),
    pupilNames: await api(baseUrl, token, 'GET', '/api/files/pupil-names/1a'),
  };
}

/** Data of one user to aim at: a desktop with a widget, a file, a share code, a class list. */
async function seedUser(baseUrl: string, token: string, name: string): Promise<Record<string, string>> {
  const desktop = await api(baseUrl, token, 'POST', '/api/platform/desktops', { name, classCode: '1a' });
  await api(baseUrl, token, 'PUT', `/api/platform/desktops/${desktop.id}`, {
    name,
    classCode: '1a',
    extraProperties: { desktopLayoutMeta: JSON.stringify({ lg: [{ i: 'w', x: 0, y: 0 }] }) },
  });
  const asset = await api(baseUrl, token, 'POST', '/api/tafino/userAsset', {
    file: PNG_B64,
    fileName: `${name}.png`,
    tags: ['fuzz'],
  });
  const widgetId = randomUUID();
  await api(baseUrl, token, 'PATCH', `/api/platform/desktops/${desktop.id}/create-widget`, {
    widgetId,
    componentName: 'FlipCard',
    extraProperties: {
      widgetSettingsData: {
        frontSide: { text: 'Vorne', assetUrl: asset.url, assetId: asset.id, backgroundColor: 'white' },
        backSide: { text: 'Hinten', assetUrl: '', assetId: '', backgroundColor: 'blue' },
      },
    },
  });
  await api(baseUrl, token, 'PUT', '/api/setting-management/settings/change-current-user-single', {
    name: 'AppPlatform.Desktop.Style.BackgroundColor',
    value: '#123456',
  });
  await api(baseUrl, token, 'PUT', '/api/files/pupil-names/1a', { text: 'Ada\nBen\nCem' });
  const shared = await api(
    baseUrl,
    token,
    'PATCH',
    `/api/platform/desktops/${desktop.id}/set-share-code`,
    {},
  );
  const assetUrl = new URL(asset.url, baseUrl);
  return {
    desktopId: desktop.id,
    widgetId,
    assetId: asset.id,
    assetKey: assetUrl.searchParams.get('k') ?? '',
    app: assetUrl.pathname.split('/')[3] ?? 'tafino',
    code: shared.cloneShareActionCode ?? 'ABCDEFGH',
    classCode: '1a',
    slug: 'x',
  };
}

describe('fuzzing every route of the OpenAPI document', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // PostgreSQL when there is one (its text and jsonb errors are what bad text used to hit).
    server = await startServer({ database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
  afterAll(async () => server?.stop());

  it('answers every bad request below 500, keeps every connection and changes nothing saved', async () => {
    const { baseUrl } = server;
    const [victimToken, userToken] = await Promise.all([
      signInHttp(baseUrl, 'lehrerin@example.org', 'Tafel-Demo-1'),
      signInHttp(baseUrl, 'lehrer@example.org', 'Tafel-Demo-2'),
    ]);
    const fixtures: Fixtures = {
      victim: await seedUser(baseUrl, victimToken, 'Anna vorher'),
      user: await seedUser(baseUrl, userToken, 'Jonas Ziel'),
    };
    // A well-formed clone by the victim's share code would be a colleague's legitimate take (it
    // records a shared context and tags the victim's files), so the fuzzer gets a code that does
    // not exist; the victim's desktop stays shared.
    fixtures.victim.code = 'ABCDEFGH';
    const gallery = (await (await fetch(`${baseUrl}/api/files/assets`)).json()) as {
      items?: { slug?: string }[];
    };
    const slug = gallery.items?.find((i) => i.slug)?.slug;
    if (slug) fixtures.user.slug = fixtures.victim.slug = slug;
    const before = await snapshot(baseUrl, victimToken);

    const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes: Route[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        routes.push({
          method: method.toUpperCase(),
          path,
          params: op.parameters ?? [],
          body: op.requestBody?.content['application/json']?.schema,
        });
      }
    expect(routes.filter((r) => r.path.startsWith('/api/')).length).toBeGreaterThan(30);

    const rng = prng(seed);
    const perRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    const cases: Case[] = [];
    for (const route of routes) for (let i = 0; i < perRoute; i++) cases.push(makeCase(route, fixtures, rng));
    // Interleave routes so a slow route does not serialize the run.
    for (let i = cases.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [cases[i], cases[j]] = [cases[j] as Case, cases[i] as Case];
    }

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const failures: { c: Case; outcome: Outcome }[] = [];
    let fiveXx = 0;
    let dropped = 0;
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) {
          const c = cases[next++] as Case;
          const outcome = await send(baseUrl, agent, c, userToken);
          if (outcome.error) dropped++;
          else if ((outcome.status ?? 0) >= 500) fiveXx++;
          else continue;
          failures.push({ c, outcome });
        }
      }),
    );
    agent.destroy();
    const alive = server.alive() && (await fetch(`${baseUrl}/healthz`)).ok;
    const after = alive ? await snapshot(baseUrl, victimToken) : undefined;

    report('fuzz', {
      routes: routes.length,
      requests: cases.length,
      '5xx': fiveXx,
      dropped,
      crashes: alive ? 0 : 1,
      seconds: Math.round((Date.now() - started) / 1000),
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      seed,
    });
    if (failures.length) {
      const byKind = new Map<string, number>();
      for (const { c } of failures) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
      process.stdout.write(
        `[reliability] fuzz failures (seed ${seed}) by kind: ${JSON.stringify(Object.fromEntries(byKind))}\n`,
      );
      for (const { c, outcome } of failures.slice(0, 25)) {
        const body = c.body === undefined ? '' : String(c.body).slice(0, 120);
        process.stdout.write(
          `  ${c.kind} ${c.method} ${c.route.path} ${JSON.stringify(c.pathParams).slice(0, 120)} ?${c.query.slice(0, 80)} ${body} → ${outcome.status ?? outcome.error} ${outcome.text ?? ''}\n`,
        );
      }
    }
    expect({ fiveXx, dropped, alive, seed }).toEqual({ fiveXx: 0, dropped: 0, alive: true, seed });
    expect(after, `seed ${seed}`).toEqual(before);
  });
});
