import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
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
import { b64, png, wav } from './helpers/files.ts';
import { startS3Server, type TestS3Server } from './helpers/s3-server.ts';

const LIMIT_MB = 1;

type Driver = 'local' | 's3';
// Every database kind on the local driver, and PGlite on the S3 driver.
const setups: [string, (typeof databaseKinds)[number], Driver][] = [
  ...databaseKinds.map(
    (k) => [`${k} + local`, k, 'local'] as [string, (typeof databaseKinds)[number], Driver],
  ),
  ['pglite + s3', 'pglite', 's3'],
];

interface FileDto {
  name: string;
  path: string;
  isFolder: boolean;
  size: number;
  mimeType: string | null;
  url: string | null;
}

describe.each(setups)('files and storage management on %s', (_label, kind, driver) => {
  let t: TestApp;
  let dir: string;
  let s3: TestS3Server | undefined;
  let admin: string;
  let anna: string;
  let jonas: string;
  let mia: string;
  let adminB: string;
  let tenantBId: string;
  let annaId: string;
  let defaultTenantId: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tafino-files-'));
    const env: Record<string, string> = { UPLOAD_LIMIT_MB: String(LIMIT_MB) };
    if (driver === 's3') {
      s3 = await startS3Server('tafino-files');
      Object.assign(env, {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'app/',
      });
    } else env.STORAGE_DIR = dir;
    t = await createTestApp(kind, env);
    tenantBId = await addSchuleB(t.app);
    [admin, anna, jonas, mia, adminB] = await signInAll(t.app, [
      demo.admin,
      demo.anna,
      demo.jonas,
      demo.mia,
      schuleBAdmin,
    ]);
    const me = JSON.parse(Buffer.from(anna.split('.')[1]!, 'base64url').toString());
    annaId = me.sub;
    defaultTenantId = me.tenantid;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const call = apiCaller(() => t.app);
  const storageKeys = async () => (await t.app.assetServices.storage.list('')).map((o) => o.key);
  const upload = async (token: string, space: string, body: Record<string, unknown>) => {
    const res = await call('POST', `/api/files/${space}`, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FileDto;
  };

  it('requires sign-in for every route but the static reads and share links', async () => {
    const routes: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['POST', '/api/files/private', { name: 'a.png', file: 'AAAA' }],
      ['DELETE', '/api/files/private?Name=a.png'],
      ['GET', '/api/files/private/search'],
      ['POST', '/api/files/private/upload', {}],
      ['GET', '/api/files/private/a.png'],
      ['GET', '/api/files/private/a.png/thumbnail'],
      ['GET', '/api/files/private/p/x/a.png'],
      ['GET', '/api/files/private/p/x/a.png/thumbnail'],
      ['GET', '/api/files/private/share'],
      ['POST', '/api/files/private/share', { name: 'a.png' }],
      ['POST', '/api/files/public', { name: 'a.png', file: 'AAAA' }],
      ['DELETE', '/api/files/public?Name=a.png'],
      ['GET', '/api/files/public/search'],
      ['POST', '/api/files/public/upload', {}],
      ['GET', '/api/files/public/a.png'],
      ['GET', '/api/files/public/p/x/a.png/small'],
      ['POST', '/api/files/static', { bucket: 'web', name: 'a.png', file: 'AAAA' }],
      ['DELETE', '/api/files/static?Bucket=web&Name=a.png'],
      ['GET', '/api/files/static/search?Bucket=web'],
      ['POST', '/api/files/static/upload', {}],
      ['GET', '/api/oss-management/containes'],
      ['GET', '/api/oss-management/containes/objects?Bucket=x'],
      ['GET', '/api/oss-management/containes/x'],
      ['POST', '/api/oss-management/containes/x'],
      ['DELETE', '/api/oss-management/containes/x'],
      ['POST', '/api/oss-management/objects', { bucket: 'x', object: 'a/' }],
      ['GET', '/api/oss-management/objects?Bucket=x&Object=a'],
      ['DELETE', '/api/oss-management/objects?Bucket=x&Object=a'],
      ['POST', '/api/oss-management/objects/bulk-delete', { bucket: 'x', objects: ['a'] }],
      ['GET', '/api/oss-management/objects/download?Bucket=x&Object=a'],
      ['POST', '/api/oss-management/objects/upload', {}],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(method, url, undefined, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.message).toBe('Bitte melden Sie sich an.');
    }
  });

  it('keeps private files for their owner: upload, read, process, search, delete', async () => {
    const image = await png(400, 300);
    const file = await upload(anna, 'private', {
      path: 'Klasse 3a/Bilder',
      name: 'Übung 1.png',
      file: b64(image),
    });
    expect(file).toMatchObject({
      name: 'Übung 1.png',
      path: 'Klasse 3a/Bilder',
      size: image.length,
      mimeType: 'image/png',
    });
    expect(file.url).toBe('/api/files/private/p/Klasse%203a%2FBilder/%C3%9Cbung%201.png');
    // Stored below Anna's own prefix, the names encoded into safe segments.
    expect(await storageKeys()).toContain(
      `files/${defaultTenantId}/private/${annaId}/Klasse_203a/Bilder/_C3_9Cbung_201.png`,
    );

    const read = await call('GET', file.url!, anna);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.equals(image)).toBe(true);
    const part = await call('GET', file.url!, anna, undefined, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const thumb = await call('GET', `${file.url}/thumbnail`, anna);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(128);
    expect((await call('GET', `${file.url}/200x100`, anna)).statusCode).toBe(200);
    expect((await call('GET', `${file.url}/riesig`, anna)).statusCode).toBe(400);

    // Nobody else reaches it: the same address names their own (empty) space.
    for (const token of [jonas, mia, admin, adminB]) {
      const res = await call('GET', file.url!, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Die Datei wurde nicht gefunden.');
      expect(
        (await call('DELETE', '/api/files/private?Name=%C3%9Cbung%201.png&Path=Klasse%203a/Bilder', token))
          .statusCode,
      ).toBe(404);
    }

    const search = await call('GET', '/api/files/private/search?Path=Klasse%203a&Filter=bild', anna);
    expect(search.json()).toMatchObject({
      totalCount: 1,
      items: [{ name: 'Bilder', isFolder: true, path: 'Klasse 3a' }],
    });
    const inner = await call(
      'GET',
      '/api/files/private/search?Path=Klasse%203a/Bilder&Filter=%C3%BCBUNG',
      anna,
    );
    expect(inner.json().items.map((i: FileDto) => i.name)).toEqual(['Übung 1.png']);
    expect(
      (await call('GET', '/api/files/private/search?Path=Klasse%203a/Bilder', jonas)).json().totalCount,
    ).toBe(0);

    // A file at the top, read by name; deleting a process removes only that preview.
    await upload(anna, 'private', { name: 'stern.png', file: b64(image) });
    expect((await call('GET', '/api/files/private/stern.png/small', anna)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/files/private?Name=stern.png&Process=small', anna)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/files/private/stern.png', anna)).statusCode).toBe(200);

    const removed = await call(
      'DELETE',
      '/api/files/private?Name=%C3%9Cbung%201.png&Path=Klasse%203a/Bilder',
      anna,
    );
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', file.url!, anna)).statusCode).toBe(404);
    expect((await storageKeys()).some((k) => k.includes('_C3_9Cbung'))).toBe(false);
  });

  it('checks uploads like the asset pipeline: type by content, SVG as PNG, size limit', async () => {
    const html = await call('POST', '/api/files/private', anna, {
      name: 'seite.png',
      file: b64('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(415);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script><rect width="20" height="20" fill="red"/></svg>`;
    const stored = await upload(anna, 'private', { name: 'logo.svg', file: b64(svg) });
    expect(stored).toMatchObject({ name: 'logo.png', mimeType: 'image/png' });
    const bytes = (await call('GET', stored.url!, anna)).rawPayload;
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.includes(Buffer.from('script'))).toBe(false);

    const over = await call('POST', '/api/files/private', anna, {
      name: 'laut.wav',
      file: b64(wav(LIMIT_MB * 1_000_000 + 1)),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().error.message).toBe(`${LIMIT_MB}MB Upload-Limit ist überschritten.`);
    const text = await upload(anna, 'private', { name: 'namen.txt', file: b64('Anna\nBen\n') });
    expect((await call('GET', text.url!, anna)).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it.each([
    [{ name: '..', file: 'AAAA' }, 'name', 'Der Name darf nicht „.“ oder „..“ sein.'],
    [{ name: 'a/b.png', file: 'AAAA' }, 'name', 'Der Name darf keinen Schrägstrich enthalten.'],
    [{ name: 'CON.png', file: 'AAAA' }, 'name', STORAGE_RESERVED],
    [{ path: '/etc', name: 'a.png', file: 'AAAA' }, 'path', 'Der Pfad darf nicht mit „/“ beginnen.'],
    [{ path: 'a/../../b', name: 'a.png', file: 'AAAA' }, 'path', 'Der Name darf nicht „.“ oder „..“ sein.'],
    [
      { path: 'a\\b', name: 'a.png', file: 'AAAA' },
      'path',
      'Der Name darf keinen umgekehrten Schrägstrich (\\) enthalten.',
    ],
    [{ name: 'a.png', file: '%%%' }, 'file', 'Die Datei muss base64-kodiert sein.'],
  ])('refuses %j with 400 naming the member', async (body, member, message) => {
    const res = await call('POST', '/api/files/private', anna, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.validationErrors).toContainEqual({ message, members: [member] });
  });

  it('refuses hostile names in reads, deletes and queries with 400', async () => {
    for (const url of [
      '/api/files/private/..',
      '/api/files/private/p/..%2F..%2Fetc/passwd',
      '/api/files/private/p/%2Fetc/passwd',
      '/api/files/private/p/a%5Cb/c.png',
      '/api/files/static/..%2F..%2Fassets/x.png',
      '/api/files/private/search?Path=..',
    ]) {
      const res = await call('GET', url, anna);
      expect(res.statusCode, url).toBe(url.endsWith('/..') ? 404 : 400);
    }
    expect((await call('DELETE', '/api/files/private?Name=..', anna)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/files/private?Name=x&Path=/etc', anna)).statusCode).toBe(400);
  });

  it("property: no name or path reaches outside the caller's own prefix", async () => {
    const hostile = fc.constantFrom(
      '..',
      '.',
      '/',
      '\\',
      'CON',
      'a',
      'ä',
      ' ',
      '_2E',
      '%2e%2e',
      '.keep',
      '.previews',
    );
    const text = fc
      .array(fc.oneof(hostile, fc.string({ maxLength: 4 })), { minLength: 1, maxLength: 4 })
      .map((p) => p.join(''));
    const image = b64(await png(4, 4));
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.array(text, { maxLength: 3 }).map((p) => p.join('/')),
        async (name, folder) => {
          const res = await call('POST', '/api/files/private', jonas, {
            path: folder,
            name: `${name}.png`,
            file: image,
          });
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400)
            expect(res.json().error.validationErrors[0].message).toMatch(/^Der (Name|Pfad)/);
        },
      ),
      { numRuns: 60, seed: 20 },
    );
    const jonasId = JSON.parse(Buffer.from(jonas.split('.')[1]!, 'base64url').toString()).sub;
    const mine = `files/${defaultTenantId}/private/${jonasId}/`;
    const keys = await storageKeys();
    const outside = keys.filter(
      (k) => k.startsWith(`files/${defaultTenantId}/private/`) && !k.includes(`/private/${annaId}/`),
    );
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter((k) => !k.startsWith(mine))).toEqual([]);
    // Every key is one of the app's areas: nothing escaped to the storage root.
    expect(keys.filter((k) => !/^(files|assets|symbol-packs)\//.test(k))).toEqual([]);
  });

  it('keeps a name either a file or a folder (409 otherwise, on both drivers)', async () => {
    const image = b64(await png(4, 4));
    await upload(jonas, 'private', { path: 'Mappe', name: 'blatt.png', file: image });
    const asFile = await call('POST', '/api/files/private', jonas, { name: 'Mappe', file: image });
    expect(asFile.statusCode).toBe(409);
    expect(asFile.json().error.message).toBe('„Mappe“ ist hier schon ein Ordner.');
    const below = await call('POST', '/api/files/private', jonas, {
      path: 'Mappe/blatt.png',
      name: 'x.png',
      file: image,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().error.message).toBe('„blatt.png“ ist eine Datei, kein Ordner.');
  });

  it('lets tenant admins write public files that every user of the tenant reads', async () => {
    const image = await png(40, 40);
    const denied = await call('POST', '/api/files/public', anna, { name: 'plan.png', file: b64(image) });
    expect(denied.statusCode).toBe(403);
    const file = await upload(admin, 'public', { path: 'Aushang', name: 'plan.png', file: b64(image) });
    expect((await call('GET', file.url!, anna)).rawPayload.equals(image)).toBe(true);
    expect((await call('GET', '/api/files/public/search?Path=Aushang', jonas)).json().totalCount).toBe(1);
    // Another tenant's users and admins see their own (empty) public space.
    expect((await call('GET', file.url!, mia)).statusCode).toBe(404);
    expect((await call('GET', file.url!, adminB)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/files/public?Name=plan.png&Path=Aushang', adminB)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/files/public?Name=plan.png&Path=Aushang', anna)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/files/public?Name=plan.png&Path=Aushang', admin)).statusCode).toBe(
      204,
    );
  });

  it('serves static buckets publicly per tenant; only admins write them', async () => {
    const image = await png(300, 200);
    expect(
      (
        await call('POST', '/api/files/static', anna, {
          bucket: 'website',
          name: 'logo.png',
          file: b64(image),
        })
      ).statusCode,
    ).toBe(403);
    const file = await upload(admin, 'static', {
      bucket: 'website',
      path: 'bilder',
      name: 'logo.png',
      file: b64(image),
    });
    expect(file.url).toBe('/api/files/static/website/p/bilder/logo.png');
    const anonymous = await call('GET', file.url!);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=300');
    expect(anonymous.headers.vary).toContain('__tenant');
    expect(anonymous.rawPayload.equals(image)).toBe(true);
    expect((await call('GET', `${file.url}/thumbnail`)).headers['content-type']).toBe('image/webp');
    // The same address for the other tenant names that tenant's bucket.
    expect((await call('GET', file.url!, undefined, undefined, { __tenant: 'schule-b' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', file.url!, mia)).statusCode).toBe(404);
    await upload(adminB, 'static', { bucket: 'website', name: 'b.png', file: b64(image) });
    expect(
      (await call('GET', '/api/files/static/website/b.png', undefined, undefined, { __tenant: 'schule-b' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/files/static/website/b.png')).statusCode).toBe(404);
    const search = await call('GET', '/api/files/static/search?Bucket=website&Path=bilder', anna);
    expect(search.json().items.map((i: FileDto) => i.name)).toEqual(['logo.png']);
    expect(
      (await call('DELETE', '/api/files/static?Bucket=website&Name=logo.png&Path=bilder', adminB)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', '/api/files/static?Bucket=website&Name=logo.png&Path=bilder', admin)).statusCode,
    ).toBe(204);
    expect((await call('GET', file.url!)).statusCode).toBe(404);
  });

  it('shares a private file by a link that expires and counts its openings', async () => {
    const image = await png(20, 20);
    await upload(anna, 'private', { path: 'Teilen', name: 'blatt.png', file: b64(image) });
    // Only the owner's own files can be shared.
    expect(
      (await call('POST', '/api/files/private/share', jonas, { path: 'Teilen', name: 'blatt.png' }))
        .statusCode,
    ).toBe(404);
    const past = await call('POST', '/api/files/private/share', anna, {
      path: 'Teilen',
      name: 'blatt.png',
      expirationTime: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.validationErrors[0].members).toEqual(['expirationTime']);

    const res = await call('POST', '/api/files/private/share', anna, {
      path: 'Teilen',
      name: 'blatt.png',
      maxAccessCount: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const share = res.json();
    expect(share).toMatchObject({ name: 'blatt.png', path: 'Teilen', maxAccessCount: 2, accessCount: 0 });
    expect(new Date(share.expirationTime).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(
      (await call('GET', '/api/files/private/share', anna)).json().items.map((s: { id: string }) => s.id),
    ).toContain(share.id);
    expect((await call('GET', '/api/files/private/share', jonas)).json().items).toEqual([]);

    const opened = await call('GET', share.url);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(image)).toBe(true);
    expect((await call('GET', share.url, mia)).statusCode).toBe(200);
    const third = await call('GET', share.url);
    expect(third.statusCode).toBe(404);
    expect(third.json().error.message).toBe('Die Freigabe wurde nicht gefunden.');

    // An expired link opens nothing.
    const second = (
      await call('POST', '/api/files/private/share', anna, { path: 'Teilen', name: 'blatt.png' })
    ).json();
    expect((await call('GET', second.url)).statusCode).toBe(200);
    await t.app.database.db
      .updateTable('fileShares')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', second.id)
      .execute();
    expect((await call('GET', second.url)).statusCode).toBe(404);
    expect((await call('GET', '/api/files/share/erfundener-link-0123456789')).statusCode).toBe(404);

    // The owner ends a share at once; nobody else can.
    const ended = (
      await call('POST', '/api/files/private/share', anna, { path: 'Teilen', name: 'blatt.png' })
    ).json();
    expect((await call('DELETE', `/api/files/private/share/${ended.id}`, jonas)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/files/private/share/${ended.id}`, mia)).statusCode).toBe(404);
    expect((await call('GET', ended.url)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/files/private/share/${ended.id}`, anna)).statusCode).toBe(204);
    expect((await call('GET', ended.url)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/files/private/share/${ended.id}`)).statusCode).toBe(401);

    // Deleting the file ends its shares.
    const third2 = (
      await call('POST', '/api/files/private/share', anna, { path: 'Teilen', name: 'blatt.png' })
    ).json();
    expect((await call('DELETE', '/api/files/private?Name=blatt.png&Path=Teilen', anna)).statusCode).toBe(
      204,
    );
    expect((await call('GET', third2.url)).statusCode).toBe(404);
    expect((await call('GET', '/api/files/private/share', anna)).json().items).toEqual([]);
  });

  it('assembles a chunked upload sent out of order and resumed', async () => {
    const audio = wav(250_000);
    const parts = [audio.subarray(0, 100_000), audio.subarray(100_000, 200_000), audio.subarray(200_000)];
    const chunk = (n: number, extra: Record<string, unknown> = {}) => ({
      path: 'Ton',
      name: 'lied.wav',
      identifier: 'upload-0001',
      chunkNumber: n,
      totalChunks: 3,
      totalSize: audio.length,
      file: b64(parts[n - 1]!),
      ...extra,
    });
    const first = await call('POST', '/api/files/private/upload', anna, chunk(3));
    expect(first.json()).toEqual({ completed: false, received: [3], file: null });
    // The connection broke; the client sends chunk 1 twice, then the rest.
    await call('POST', '/api/files/private/upload', anna, chunk(1));
    expect((await call('POST', '/api/files/private/upload', anna, chunk(1))).json().received).toEqual([1, 3]);
    const other = await call('POST', '/api/files/private/upload', anna, chunk(2, { totalSize: 5 }));
    expect(other.statusCode).toBe(409);
    const done = await call('POST', '/api/files/private/upload', anna, chunk(2));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      completed: true,
      received: [1, 2, 3],
      file: { name: 'lied.wav', size: audio.length },
    });
    expect((await call('GET', '/api/files/private/p/Ton/lied.wav', anna)).rawPayload.equals(audio)).toBe(
      true,
    );
    expect((await storageKeys()).some((k) => k.includes('.uploads'))).toBe(false);

    const tooBig = await call(
      'POST',
      '/api/files/private/upload',
      anna,
      chunk(1, { identifier: 'upload-0002', totalSize: 2_000_000 }),
    );
    expect(tooBig.statusCode).toBe(413);
    const wrong = await call('POST', '/api/files/private/upload', anna, {
      ...chunk(1, { identifier: 'upload-0003', totalChunks: 1, totalSize: 99 }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.validationErrors[0].members).toEqual(['totalSize']);
  });

  it('manages containers and objects: tenant admins inside their prefix, the host admin everywhere', async () => {
    const oss = '/api/oss-management';
    for (const token of [anna, mia]) {
      expect((await call('GET', `${oss}/containes`, token)).statusCode).toBe(403);
      expect((await call('POST', `${oss}/containes/Archiv`, token)).statusCode).toBe(403);
    }
    const created = await call('POST', `${oss}/containes/Archiv 2025`, adminB);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Archiv 2025', objectCount: 0, protected: false });
    expect((await call('POST', `${oss}/containes/Archiv 2025`, adminB)).statusCode).toBe(409);
    expect((await call('POST', `${oss}/containes/a%5Cb`, adminB)).statusCode).toBe(400);
    expect((await call('POST', `${oss}/containes/CON`, adminB)).statusCode).toBe(400);

    const image = await png(60, 60);
    const object = await call('POST', `${oss}/objects`, adminB, {
      bucket: 'Archiv 2025',
      path: 'Fotos',
      object: 'Fest.png',
      file: b64(image),
    });
    expect(object.statusCode, object.body).toBe(200);
    expect(
      (
        await call('POST', `${oss}/objects`, adminB, {
          bucket: 'Archiv 2025',
          path: 'Fotos',
          object: 'Fest.png',
          file: b64(image),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `${oss}/objects`, adminB, { bucket: 'Archiv 2025', object: 'Leer/' })).statusCode,
    ).toBe(200);

    const list = await call('GET', `${oss}/containes/objects?Bucket=Archiv%202025`, adminB);
    expect(list.json()).toMatchObject({
      totalCount: 2,
      bucket: 'Archiv 2025',
      items: [
        { name: 'Fotos', isFolder: true },
        { name: 'Leer', isFolder: true },
      ],
    });
    const deep = await call('GET', `${oss}/containes/objects?Bucket=Archiv%202025&Delimiter=`, adminB);
    expect(deep.json().items.map((i: FileDto) => `${i.path}/${i.name}`)).toEqual(['Fotos/Fest.png']);
    const info = await call('GET', `${oss}/objects?Bucket=Archiv%202025&Path=Fotos&Object=Fest.png`, adminB);
    expect(info.json()).toMatchObject({ name: 'Fest.png', size: image.length, isFolder: false });
    const download = await call('GET', info.json().url, adminB);
    expect(download.rawPayload.equals(image)).toBe(true);
    expect((await call('GET', `${info.json().url}&Process=thumbnail`, adminB)).headers['content-type']).toBe(
      'image/webp',
    );

    const containers = await call('GET', `${oss}/containes?Sorting=name%20desc&MaxResultCount=1`, adminB);
    expect(containers.json()).toMatchObject({
      totalCount: 2,
      items: [{ name: 'static' }],
      nextMarker: 'static',
    });
    const after = await call('GET', `${oss}/containes?Marker=Archiv%202025`, adminB);
    expect(after.json().items.map((c: { name: string }) => c.name)).toEqual(['static']);

    // The tenant admin of the default tenant is the host admin and sees the whole store,
    // the other tenant's container under files/{tenant}/; admin B sees nothing of the default tenant.
    const host = await call('GET', `${oss}/containes`, admin);
    expect(host.json().items.map((c: { name: string }) => c.name)).toContain('files');
    const hostObjects = await call('GET', `${oss}/containes/objects?Bucket=files&Prefix=${tenantBId}`, admin);
    expect(hostObjects.json().items.map((i: FileDto) => i.name)).toContain('Archiv 2025');
    expect((await call('GET', `${oss}/containes/objects?Bucket=private`, adminB)).statusCode).toBe(404);
    expect(
      (await call('GET', `${oss}/containes/objects?Bucket=Archiv%202025&Prefix=..`, adminB)).statusCode,
    ).toBe(400);
    expect((await call('GET', `${oss}/containes/objects?Bucket=..&Prefix=`, adminB)).statusCode).toBe(400);
    expect((await call('GET', `${oss}/containes/Archiv%202025`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${oss}/containes/files`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `${oss}/containes/static`, adminB)).statusCode).toBe(409);
    const managed = await call('POST', `${oss}/objects`, admin, { bucket: 'assets', object: 'x/' });
    expect(managed.statusCode).toBe(409);
    expect(managed.json().error.message).toBe(
      'Der Container „assets“ wird von der Anwendung verwaltet und kann hier nicht geändert werden.',
    );

    // Chunked upload into a container.
    const chunked = await call('POST', `${oss}/objects/upload`, adminB, {
      bucket: 'Archiv 2025',
      name: 'ton.wav',
      identifier: 'oss-upload-1',
      chunkNumber: 1,
      totalChunks: 1,
      totalSize: 1000,
      file: b64(wav(1000)),
    });
    expect(chunked.json()).toMatchObject({ completed: true, file: { name: 'ton.wav', size: 1000 } });

    const bulk = await call('POST', `${oss}/objects/bulk-delete`, adminB, {
      bucket: 'Archiv 2025',
      objects: ['Leer/', 'ton.wav', 'gibt-es-nicht.png'],
    });
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect(
      (await call('DELETE', `${oss}/objects?Bucket=Archiv%202025&Path=Fotos&Object=Fest.png`, admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `${oss}/objects?Bucket=Archiv%202025&Path=Fotos&Object=Fest.png`, adminB))
        .statusCode,
    ).toBe(204);
    expect((await call('DELETE', `${oss}/containes/Archiv%202025`, adminB)).statusCode).toBe(204);
    expect((await call('GET', `${oss}/containes/Archiv%202025`, adminB)).statusCode).toBe(404);
  });

  it('leaves the local server file routes working beside the file spaces', async () => {
    expect((await call('GET', '/api/files/assets?productEdition=PrimaryGradeLevel', anna)).statusCode).toBe(
      200,
    );
    const asset = await call('POST', '/api/tafino/userAsset', anna, {
      file: b64(await png(8, 8)),
      fileName: 'x.png',
    });
    expect(asset.statusCode).toBe(200);
    expect((await call('GET', `/api/files/${asset.json().id}/userAsset`, anna)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/files/${asset.json().id}/userAsset`, anna)).statusCode).toBe(204);
  });
});

const STORAGE_RESERVED =
  'Der Name ist reserviert: Gerätenamen wie CON, PRN, AUX, NUL, COM1 oder LPT1 sind nicht erlaubt.';
