import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { startS3Server, type TestS3Server } from './helpers/s3-server.ts';

const base = '/api/platform/versions';
const one = '/api/platform/version';
const fakeId = '00000000-0000-4000-8000-000000000000';
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

interface VersionFile {
  id: string;
  name: string;
  path: string;
  size: number;
  sha256: string;
  receivedBytes: number;
  complete: boolean;
}
interface Version {
  id: string;
  version: string;
  platformType: string;
  title: string;
  description: string;
  creationTime: string;
  files: VersionFile[];
}

async function setUp(kind: (typeof databaseKinds)[number], env: Record<string, string> = {}) {
  const t = await createTestApp(kind, env);
  await addSchuleB(t.app);
  const [admin, anna, mia, adminB] = await signInAll(t.app, [demo.admin, demo.anna, demo.mia, schuleBAdmin]);
  return { t, admin, anna, mia, adminB };
}

const appendUrl = (q: Record<string, string | number>) =>
  `${one}/file/append?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`;

// Versions (spec section 7): global, published by the host admin, read by every signed-in user.
describe.each(databaseKinds)('versions API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let anna: string;
  let mia: string;
  let adminB: string;

  beforeAll(async () => {
    ({ t, admin, anna, mia, adminB } = await setUp(kind));
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const body = (version: string, platformType = 'Windows') => ({
    version,
    platformType,
    title: `Version ${version}`,
    description: 'Neu: alles besser.',
  });
  const create = async (version: string, platformType = 'Windows') => {
    const res = await call('POST', base, admin, body(version, platformType));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Version;
  };
  const append = (token: string | undefined, q: Record<string, string | number>, chunk: Buffer) =>
    call('POST', appendUrl(q), token, chunk, { 'content-type': 'application/octet-stream' });

  it('documents every call of the spec in /api/docs', async () => {
    const doc = (await call('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; description?: string }>>;
    };
    const calls = [
      ['post', base],
      ['delete', base],
      ['get', base],
      ['get', `${one}/{id}`],
      ['post', `${one}/file/append`],
      ['delete', `${one}/file/clean`],
      ['get', `${one}/file/download`],
      ['delete', `${one}/file/remove`],
      ['get', `${one}/lastest`],
    ] as const;
    for (const [method, path] of calls) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op?.tags).toEqual(['versions']);
      expect(op?.description).toBeTruthy();
    }
  });

  it('requires sign-in for every route', async () => {
    for (const res of [
      await call('GET', base),
      await call('POST', base, undefined, body('1.0.0')),
      await call('DELETE', `${base}?Version=1.0.0&PlatformType=Web`),
      await call('GET', `${one}/${fakeId}`),
      await call('GET', `${one}/lastest?platformType=Web`),
      await append(
        undefined,
        { VersionId: fakeId, FileName: 'a', CurrentByte: 0, TotalByte: 1, SHA256: sha('a') },
        Buffer.from('a'),
      ),
      await call('DELETE', `${one}/file/clean?Id=${fakeId}`),
      await call('DELETE', `${one}/file/remove?VersionId=${fakeId}&FileName=a`),
      await call('GET', `${one}/file/download?VersionId=${fakeId}&FileName=a`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Bitte melden Sie sich an.');
    }
  });

  it('lets only the host admin write: teachers and admins of another tenant get 403, and may read', async () => {
    const v = await create('3.0.0');
    const data = Buffer.from('Hallo');
    for (const token of [anna, mia, adminB]) {
      for (const res of [
        await call('POST', base, token, body('3.0.1')),
        await call('DELETE', `${base}?Version=3.0.0&PlatformType=Windows`, token),
        await append(
          token,
          { VersionId: v.id, FileName: 'a.txt', CurrentByte: 0, TotalByte: 5, SHA256: sha(data) },
          data,
        ),
        await call('DELETE', `${one}/file/clean?Id=${v.id}`, token),
        await call('DELETE', `${one}/file/remove?VersionId=${v.id}&FileName=a.txt`, token),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe('Sie haben keine Berechtigung für diese Aktion.');
      }
      expect((await call('GET', `${one}/${v.id}`, token)).json()).toEqual(v);
    }
    const forged = await call('POST', base, admin, body('3.0.2'), { __tenant: 'schule-b' });
    expect(forged.statusCode).toBe(403);
    expect((await call('GET', `${base}?Filter=3.0.2`, admin)).json()).toEqual({ totalCount: 0, items: [] });
    expect((await call('GET', `${one}/${v.id}`, admin)).json().files).toEqual([]);
  });

  it('answers the collection calls at the spec base version, too: same rules, same data', async () => {
    for (const res of [
      await call('GET', one),
      await call('POST', one, undefined, body('5.0.0')),
      await call('DELETE', `${one}?Version=5.0.0&PlatformType=Windows`),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    const created = await call('POST', one, admin, body('5.0.0'));
    expect(created.statusCode, created.body).toBe(200);
    const v = created.json() as Version;
    for (const token of [anna, adminB]) {
      expect((await call('POST', one, token, body('5.0.1'))).statusCode).toBe(403);
      expect((await call('DELETE', `${one}?Version=5.0.0&PlatformType=Windows`, token)).statusCode).toBe(403);
    }
    const bad = await call('POST', one, admin, { ...body('5.0.2'), version: 'fünf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors.length).toBeGreaterThan(0);
    const page = (await call('GET', `${one}?Filter=5.0.0&PlatformType=Windows`, anna)).json();
    expect(page).toEqual((await call('GET', `${base}?Filter=5.0.0&PlatformType=Windows`, mia)).json());
    expect(page.items.map((x: Version) => x.id)).toEqual([v.id]);
    expect((await call('DELETE', `${one}?Version=5.0.0&PlatformType=Windows`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${one}/${v.id}`, anna)).statusCode).toBe(404);
  });

  it('publishes, reads, pages and deletes versions; lastest is the highest version of a platform', async () => {
    for (const v of ['1.9.0', '1.10.0', '1.2.0']) await create(v, 'Android');
    const created = await create('0.9.0', 'iOS');
    expect(created).toMatchObject({ ...body('0.9.0', 'iOS'), files: [] });
    expect((await call('GET', `${one}/${created.id}`, anna)).json()).toEqual(created);

    const latest = await call('GET', `${one}/lastest?platformType=android`, anna);
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json().version).toBe('1.10.0');
    const none = await call('GET', `${one}/lastest?platformType=Linux`, anna);
    expect(none.statusCode).toBe(404);

    const list = async (query: string) => {
      const res = await call('GET', `${base}?PlatformType=Android&${query}`, anna);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { totalCount: number; items: Version[] };
      return { totalCount: page.totalCount, versions: page.items.map((v) => v.version) };
    };
    expect(await list('')).toEqual({ totalCount: 3, versions: ['1.10.0', '1.9.0', '1.2.0'] });
    expect(await list('Sorting=version%20asc')).toEqual({
      totalCount: 3,
      versions: ['1.2.0', '1.9.0', '1.10.0'],
    });
    expect(await list('SkipCount=1&MaxResultCount=1')).toEqual({ totalCount: 3, versions: ['1.9.0'] });
    expect(await list('Filter=1.10')).toEqual({ totalCount: 1, versions: ['1.10.0'] });
    expect(await list('Filter=%25')).toEqual({ totalCount: 0, versions: [] });

    const again = await call('POST', base, admin, body('1.9.0', 'android'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Diese Version gibt es für diese Plattform schon.');

    const removed = await call('DELETE', `${base}?Version=1.10.0&PlatformType=Android`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `${one}/lastest?platformType=Android`, anna)).json().version).toBe('1.9.0');
    const gone = await call('DELETE', `${base}?Version=1.10.0&PlatformType=Android`, admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Die Version wurde nicht gefunden.');
  });

  it('a published Web version newer than APP_VERSION becomes appVersion with its note', async () => {
    const config = async () => (await call('GET', '/api/abp/application-configuration')).json().runtimeConfig;
    const before = await config();
    expect(before.updateNote).toBeNull();
    const v = await create('77.1.0', 'Web');
    const after = await config();
    expect(after.appVersion).toBe('77.1.0');
    expect(after.updateNote).toEqual({
      version: '77.1.0',
      title: 'Version 77.1.0',
      description: 'Neu: alles besser.',
      date: v.creationTime,
    });
    await call('DELETE', `${base}?Version=77.1.0&PlatformType=Web`, admin);
    expect(await config()).toEqual(before);
  });

  it('appends chunks in order, refuses gaps and overlaps in German, completes with a matching SHA-256', async () => {
    const v = await create('5.0.0');
    const data = Buffer.from('Die Tafel für die Grundschule, Version 5.', 'utf8');
    const q = {
      VersionId: v.id,
      Version: '5.0.0',
      FilePath: 'bin',
      FileName: 'tafel.txt',
      TotalByte: data.length,
      SHA256: sha(data).toUpperCase(),
    };
    const first = await append(admin, { ...q, CurrentByte: 0 }, data.subarray(0, 10));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      receivedBytes: 10,
      complete: false,
      size: data.length,
      sha256: sha(data),
    });

    const gap = await append(admin, { ...q, CurrentByte: 20 }, data.subarray(20));
    expect(gap.statusCode).toBe(409);
    expect(gap.json().error.message).toBe(
      'Dieser Abschnitt passt nicht an das Ende der Datei. Bisher sind 10 Bytes angekommen; weiter geht es bei Byte 10.',
    );
    const overlap = await append(admin, { ...q, CurrentByte: 5 }, data.subarray(5, 15));
    expect(overlap.statusCode).toBe(409);
    const beyond = await append(
      admin,
      { ...q, CurrentByte: 10 },
      Buffer.concat([data.subarray(10), Buffer.from('x')]),
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.validationErrors[0].members).toEqual(['CurrentByte']);
    const otherSize = await append(admin, { ...q, TotalByte: 99, CurrentByte: 10 }, data.subarray(10, 20));
    expect(otherSize.statusCode).toBe(409);
    // Unfinished: not downloadable, and the version tells where to continue.
    expect(
      (await call('GET', `${one}/file/download?VersionId=${v.id}&FileName=tafel.txt`, anna)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${one}/${v.id}`, admin)).json().files[0]).toMatchObject({
      receivedBytes: 10,
      complete: false,
    });

    const last = await append(admin, { ...q, CurrentByte: 10 }, data.subarray(10));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({
      name: 'tafel.txt',
      path: 'bin',
      receivedBytes: data.length,
      complete: true,
    });
    const twice = await append(admin, { ...q, CurrentByte: 0 }, data);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Die Datei „tafel.txt“ gibt es in dieser Version schon.');

    const download = await call('GET', `${one}/file/download?VersionId=${v.id}&FileName=tafel.txt`, anna);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="tafel.txt"; filename*=UTF-8\'\'tafel.txt',
    );
    expect(download.headers['content-type']).toBe('application/octet-stream');
    // A broken download continues with a range; a range past the end answers 416.
    const rest = await call(
      'GET',
      `${one}/file/download?VersionId=${v.id}&FileName=tafel.txt`,
      anna,
      undefined,
      {
        range: 'bytes=10-',
      },
    );
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 10-${data.length - 1}/${data.length}`);
    expect(rest.rawPayload.equals(data.subarray(10))).toBe(true);
    const past = await call(
      'GET',
      `${one}/file/download?VersionId=${v.id}&FileName=tafel.txt`,
      anna,
      undefined,
      {
        range: `bytes=${data.length}-`,
      },
    );
    expect(past.statusCode).toBe(416);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `${one}/file/download?VersionId=${v.id}&FileName=tafel.txt`,
      headers: { authorization: `Bearer ${anna}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(data.length));

    const removed = await call('DELETE', `${one}/file/remove?VersionId=${v.id}&FileName=tafel.txt`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `${one}/${v.id}`, admin)).json().files).toEqual([]);
    const again = await call('DELETE', `${one}/file/remove?VersionId=${v.id}&FileName=tafel.txt`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Die Datei wurde nicht gefunden.');
  });

  it('discards a file whose assembled bytes do not match SHA256', async () => {
    const v = await create('5.1.0');
    const data = Buffer.from('richtig');
    const q = { VersionId: v.id, FileName: 'x.bin', TotalByte: data.length, SHA256: sha('falsch!') };
    expect((await append(admin, { ...q, CurrentByte: 0 }, data.subarray(0, 3))).statusCode).toBe(200);
    const last = await append(admin, { ...q, CurrentByte: 3 }, data.subarray(3));
    expect(last.statusCode).toBe(400);
    expect(last.json().error.validationErrors[0]).toEqual({
      members: ['SHA256'],
      message:
        'Die zusammengesetzte Datei passt nicht zur Prüfsumme (SHA256); sie wurde verworfen. Bitte laden Sie sie erneut hoch.',
    });
    expect((await call('GET', `${one}/${v.id}`, admin)).json().files).toEqual([]);
    const stored = await t.app.assetServices.storage.list(`versions/${v.id}/`);
    expect(stored).toEqual([]);
  });

  it('cleans every file of a version, and deleting a version removes its stored files', async () => {
    const v = await create('6.0.0');
    for (const name of ['a.bin', 'b.bin']) {
      const res = await append(
        admin,
        { VersionId: v.id, FileName: name, CurrentByte: 0, TotalByte: 3, SHA256: sha('abc') },
        Buffer.from('abc'),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await call('GET', `${one}/${v.id}`, anna)).json().files.map((f: VersionFile) => f.name)).toEqual([
      'a.bin',
      'b.bin',
    ]);
    expect((await call('DELETE', `${one}/file/clean?Id=${v.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${one}/${v.id}`, anna)).json().files).toEqual([]);
    expect((await call('DELETE', `${one}/file/clean?Id=${fakeId}`, admin)).statusCode).toBe(404);

    await append(
      admin,
      { VersionId: v.id, FileName: 'c.bin', CurrentByte: 0, TotalByte: 3, SHA256: sha('abc') },
      Buffer.from('abc'),
    );
    expect((await t.app.assetServices.storage.list(`versions/${v.id}/`)).length).toBe(1);
    expect((await call('DELETE', `${base}?Version=6.0.0&PlatformType=windows`, admin)).statusCode).toBe(204);
    expect(await t.app.assetServices.storage.list(`versions/${v.id}/`)).toEqual([]);
    expect((await call('GET', `${one}/${v.id}`, anna)).statusCode).toBe(404);
  });

  it('validates input by schema with German messages, never 5xx', async () => {
    const v = await create('7.0.0');
    const ok = { VersionId: v.id, FileName: 'a.bin', CurrentByte: 0, TotalByte: 3, SHA256: sha('abc') };
    const abc = Buffer.from('abc');
    const bad = [
      await call('POST', base, admin, { ...body('x'), version: 'eins' }),
      await call('POST', base, admin, { ...body('1.0.0'), platformType: 'Amiga' }),
      await call('POST', base, admin, { ...body('1.0.0'), title: '' }),
      await call('POST', base, admin, { ...body('1.0.0'), extra: 1 }),
      await call('DELETE', `${base}?Version=1.0.0`, admin),
      await call('GET', `${base}?Sorting=passwort`, anna),
      await call('GET', `${base}?MaxResultCount=1001`, anna),
      await call('GET', `${base}?Unbekannt=1`, anna),
      await call('GET', `${one}/kein-uuid`, anna),
      await call('GET', `${one}/lastest`, anna),
      await append(admin, { ...ok, SHA256: 'abc' }, abc),
      await append(admin, { ...ok, FileName: '../x' }, abc),
      await append(admin, { ...ok, FilePath: '../etc' }, abc),
      await append(admin, { ...ok, FilePath: '/abs' }, abc),
      await append(admin, { ...ok, CurrentByte: -1 }, abc),
      await append(admin, { ...ok, TotalByte: 0 }, abc),
      await append(admin, { ...ok, Version: '7.0.1' }, abc),
      await append(admin, ok, Buffer.alloc(0)),
      await call('DELETE', `${one}/file/clean?Id=nein`, admin),
      await call('DELETE', `${one}/file/remove?VersionId=${v.id}`, admin),
      await call('GET', `${one}/file/download?VersionId=${v.id}&FileName=a%00b`, anna),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toMatch(/[a-zäöü]/i);
    }
    const json = await call('POST', appendUrl(ok), admin, { file: 'abc' });
    expect(json.statusCode).toBe(415);
    const huge = await append(admin, { ...ok, TotalByte: 9_000_000 }, Buffer.alloc(8 * 1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
    expect((await call('GET', `${one}/${v.id}`, admin)).json().files).toEqual([]);
    const missing = await append(admin, { ...ok, VersionId: fakeId }, abc);
    expect(missing.statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// A 50 MB file in 4 MiB chunks over real HTTP: a chunk's connection drops halfway, the client
// asks where to continue, a skipped and an overlapping chunk are refused, the rest resumes and
// the assembled download's SHA-256 matches. On the local and the S3 driver.

const TOTAL = 50_000_000;
const CHUNK = 4 * 1024 * 1024;

/** Deterministic bytes of [start, start + length): an xorshift stream keyed by the 4-byte word index. */
function bytesAt(start: number, length: number): Buffer {
  const out = Buffer.allocUnsafe(length);
  const first = Math.floor(start / 4);
  const words = Math.ceil((start + length) / 4) - first;
  const tmp = Buffer.allocUnsafe(words * 4);
  for (let i = 0; i < words; i++) {
    let x = (first + i + 1) * 2654435761;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    tmp.writeUInt32LE(x >>> 0, i * 4);
  }
  tmp.copy(out, 0, start - first * 4, start - first * 4 + length);
  return out;
}

/** A JSON answer over real HTTP. */
interface Answer {
  status: number;
  json: () => { error: { message: string } } & Record<string, unknown>;
}

function request(port: number, method: string, path: string, token: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/octet-stream', 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends the headers and half of the chunk, then drops the connection (a lost network). */
function dropHalfway(port: number, path: string, token: string, body: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'content-length': body.length,
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, body.length >> 1), () => setImmediate(() => req.destroy()));
  });
}

describe.each(['local', 's3'] as const)('chunked 50 MB version upload on the %s driver', (driver) => {
  let t: TestApp;
  let admin: string;
  let anna: string;
  let s3: TestS3Server | undefined;
  let port: number;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (driver === 's3') {
      s3 = await startS3Server();
      env = {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'app/',
      };
    }
    ({ t, admin, anna } = await setUp('pglite', env));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('resumes after a dropped connection and assembles a file whose SHA-256 matches', async () => {
    const hash = createHash('sha256');
    for (let at = 0; at < TOTAL; at += CHUNK) hash.update(bytesAt(at, Math.min(CHUNK, TOTAL - at)));
    const digest = hash.digest('hex');

    const created = await request(port, 'POST', base, admin);
    expect(created.status).toBe(400); // no body: validation, not a crash
    const v = (
      await t.app.inject({
        method: 'POST',
        url: base,
        headers: { authorization: `Bearer ${admin}` },
        payload: { version: '9.0.0', platformType: 'Windows', title: 'Groß' },
      })
    ).json() as Version;
    const q = {
      VersionId: v.id,
      FileName: 'tafino-setup.exe',
      FileVersion: '9.0.0.1',
      FileType: 'exe',
      TotalByte: TOTAL,
      SHA256: digest,
    };
    const send = (at: number, length = Math.min(CHUNK, TOTAL - at)) =>
      request(port, 'POST', appendUrl({ ...q, CurrentByte: at }), admin, bytesAt(at, length));
    const receivedBytes = async () =>
      ((await request(port, 'GET', `${one}/${v.id}`, admin)).json() as unknown as Version).files[0]
        ?.receivedBytes ?? 0;

    for (let at = 0; at < 3 * CHUNK; at += CHUNK) expect((await send(at)).status).toBe(200);
    // The fourth chunk's connection drops halfway: nothing of it counts.
    await dropHalfway(port, appendUrl({ ...q, CurrentByte: 3 * CHUNK }), admin, bytesAt(3 * CHUNK, CHUNK));
    const resumeAt = await receivedBytes();
    expect(resumeAt).toBe(3 * CHUNK);
    // A chunk that skips ahead, and one that overlaps, are refused with where to continue.
    for (const res of [await send(4 * CHUNK), await send(resumeAt - 1000, CHUNK)]) {
      expect(res.status).toBe(409);
      expect(res.json().error.message).toContain(`weiter geht es bei Byte ${resumeAt}`);
    }
    let last: Answer | undefined;
    for (let at = resumeAt; at < TOTAL; at += CHUNK) {
      last = await send(at);
      expect(last.status).toBe(200);
    }
    expect(last?.json()).toMatchObject({ complete: true, receivedBytes: TOTAL, size: TOTAL, sha256: digest });
    // Assembled into one object; the chunks' objects are gone.
    const stored = await t.app.assetServices.storage.list(`versions/${v.id}/`);
    expect(stored.map((o) => o.key)).toEqual([
      `versions/${v.id}/${(last?.json() as { id: string } | undefined)?.id}/file`,
    ]);
    expect((await t.app.assetServices.storage.head(stored[0]!.key))?.size).toBe(TOTAL);

    // The download streams the assembled file; its SHA-256 matches.
    const downloaded = await new Promise<{ status: number; digest: string; length: number }>(
      (resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port,
              path: `${one}/file/download?VersionId=${v.id}&FileName=tafino-setup.exe`,
              headers: { authorization: `Bearer ${anna}` },
            },
            (res) => {
              const h = createHash('sha256');
              let length = 0;
              res.on('data', (c: Buffer) => {
                h.update(c);
                length += c.length;
              });
              res.on('end', () => resolve({ status: res.statusCode ?? 0, digest: h.digest('hex'), length }));
            },
          )
          .on('error', reject);
      },
    );
    expect(downloaded).toEqual({ status: 200, digest, length: TOTAL });

    expect((await request(port, 'DELETE', `${base}?Version=9.0.0&PlatformType=Windows`, admin)).status).toBe(
      204,
    );
    expect(await t.app.assetServices.storage.list(`versions/${v.id}/`)).toEqual([]);
  }, 120_000);
});
