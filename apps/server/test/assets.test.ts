import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demo, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { b64, filesIn, png, wav } from './helpers/files.ts';
import { getTokens } from './helpers/sign-in.ts';

const LIMIT_MB = 2;
const LIMIT = LIMIT_MB * 1_000_000;
const LIMIT_MESSAGE = '2MB Upload-Limit ist überschritten.';

interface AssetJson {
  id: string;
  slug: string;
  fileName: string;
  fileSize: number;
  mimeType: string;
  assetType: string;
  tags: string[];
  previewUrl: string | null;
  url: string;
  creationTime: string;
  lastModificationTime: string;
}

describe.each(databaseKinds)('user assets API on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let anna: string;
  let jonas: string;
  let mia: string;
  let admin: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tafino-assets-'));
    t = await createTestApp(kind, { STORAGE_DIR: dir, UPLOAD_LIMIT_MB: String(LIMIT_MB) });
    [anna, jonas, mia, admin] = await Promise.all([
      getTokens(t.app, demo.anna.email, demo.anna.password).then((x) => x.accessToken),
      getTokens(t.app, demo.jonas.email, demo.jonas.password).then((x) => x.accessToken),
      getTokens(t.app, demo.mia.email, demo.mia.password).then((x) => x.accessToken),
      getTokens(t.app, demo.admin.email, demo.admin.password).then((x) => x.accessToken),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const call = apiCaller(() => t.app);

  const upload = async (token: string, body: Record<string, unknown>, expected = 200) => {
    const res = await call('POST', '/api/tafino/userAsset', token, body);
    expect(res.statusCode, res.body).toBe(expected);
    return res.json() as AssetJson;
  };

  const removeAll = async (token: string) => {
    const res = await call('GET', '/api/files/userAssets?MaxResultCount=1000', token);
    for (const a of (res.json() as { items: AssetJson[] }).items) {
      expect((await call('DELETE', `/api/files/${a.id}/userAsset`, token)).statusCode).toBe(204);
    }
  };

  const rowCount = async () => {
    const r = await t.db.database.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };

  describe('requires sign-in', () => {
    const id = randomUUID();
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/tafino/userAsset', { file: 'AA==', fileName: 'a.png' }],
      ['GET', '/api/files/userAssets'],
      ['GET', `/api/files/${id}/userAsset`],
      ['PUT', `/api/files/${id}/userAsset`, { file: 'AA==', fileName: 'a.png' }],
      ['DELETE', `/api/files/${id}/userAsset`],
      ['PUT', `/api/files/${id}/userAssetPatch`, { tags: [] }],
      ['GET', '/api/files/assets'],
      ['GET', '/api/files/pupil-names/3a'],
      ['PUT', '/api/files/pupil-names/3a', { text: 'Ali' }],
    ];
    it.each(routes)('%s %s answers 401 without a token', async (method, url, payload) => {
      const res = await call(method as 'GET', url, undefined, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('Unauthorized');
    });

    it('the bytes need the capability secret (or the owner token)', async () => {
      const a = await upload(anna, { file: b64(await png()), fileName: 'geheim.png' });
      const bare = a.url.split('?')[0]!;
      expect((await call('GET', bare)).statusCode).toBe(404);
      expect((await call('GET', `${bare}?k=${'x'.repeat(32)}`)).statusCode).toBe(404);
      expect((await call('GET', bare, anna)).statusCode).toBe(200);
      expect((await call('GET', bare, jonas)).statusCode).toBe(404);
      expect((await call('GET', a.url)).statusCode).toBe(200);
      await removeAll(anna);
    });
  });

  describe('upload, fetch, replace, tag, delete', () => {
    it('uploads a PNG and serves it and its preview with safe headers', async () => {
      const bytes = await png(640, 480);
      const a = await upload(anna, {
        file: `data:image/png;base64,${b64(bytes)}`,
        fileName: 'Tafelbild Mathe.png',
        tags: ['Mathe'],
      });
      expect(a).toMatchObject({
        slug: 'tafelbild mathe-png',
        fileName: 'Tafelbild Mathe.png',
        fileSize: bytes.length,
        mimeType: 'image/png',
        assetType: 'Image',
        tags: ['Mathe'],
      });
      expect(a.url).toMatch(new RegExp(`^/api/assets/tafino/${a.id}\\?k=[\\w-]{32}$`));
      expect(a.previewUrl).toContain('&w=320&h=240');

      const got = await call('GET', `/api/files/${a.id}/userAsset`, anna);
      expect(got.json()).toEqual(a);

      const file = await call('GET', a.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toMatch(/^inline;/);
      expect(file.headers['content-security-policy']).toContain('sandbox');
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(
        (await call('GET', a.url, undefined, undefined, { 'if-none-match': file.headers.etag as string }))
          .statusCode,
      ).toBe(304);

      const preview = await call('GET', a.previewUrl!);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect(preview.headers['cache-control']).toContain('immutable');
      const meta = await sharp(preview.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([320, 240]);
      const small = await call('GET', `${a.url}&w=100&h=80`);
      const smallMeta = await sharp(small.rawPayload).metadata();
      expect([smallMeta.width, smallMeta.height]).toEqual([100, 75]);
      // Generated once: the second request is served from storage.
      const previews = (await filesIn(dir)).filter((f) => f.includes('preview-'));
      await call('GET', a.previewUrl!);
      expect((await filesIn(dir)).filter((f) => f.includes('preview-'))).toEqual(previews);
      await removeAll(anna);
    });

    it('replaces the bytes, subtracting the old size from the quota', async () => {
      const first = await upload(jonas, { file: b64(wav(1_500_000)), fileName: 'lied.wav' });
      expect(first.assetType).toBe('Audio');
      // 1.5 MB + 1.9 MB would exceed 2 MB, but the old 1.5 MB are replaced.
      const res = await call('PUT', `/api/files/${first.id}/userAsset`, jonas, {
        file: b64(wav(1_900_000)),
        fileName: 'lied-neu.wav',
      });
      expect(res.statusCode, res.body).toBe(200);
      const replaced = res.json() as AssetJson;
      expect(replaced).toMatchObject({
        id: first.id,
        url: first.url,
        fileSize: 1_900_000,
        fileName: 'lied-neu.wav',
      });
      const files = (await filesIn(dir)).filter((f) => f.includes(first.id));
      expect(files).toHaveLength(1);
      const served = await call('GET', first.url);
      expect(served.rawPayload.length).toBe(1_900_000);
      // Replacing with more than the limit is refused and keeps the old bytes.
      const tooBig = await call('PUT', `/api/files/${first.id}/userAsset`, jonas, {
        file: b64(wav(LIMIT + 1)),
        fileName: 'lied.wav',
      });
      expect(tooBig.statusCode).toBe(413);
      expect((await call('GET', first.url)).rawPayload.length).toBe(1_900_000);
      await removeAll(jonas);
    });

    it('patches tags', async () => {
      const a = await upload(anna, { file: b64(await png()), fileName: 'a.png', tags: ['alt'] });
      const res = await call('PUT', `/api/files/${a.id}/userAssetPatch`, anna, {
        tags: ['Deutsch', 'Klasse 3'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().tags).toEqual(['Deutsch', 'Klasse 3']);
      const list = await call('GET', '/api/files/userAssets?Filter=klasse', anna);
      expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id: a.id }] });
      await removeAll(anna);
    });

    it('deletes the row and the bytes', async () => {
      const a = await upload(anna, { file: b64(await png()), fileName: 'weg.png' });
      await call('GET', a.previewUrl!);
      expect((await filesIn(dir)).some((f) => f.includes(a.id))).toBe(true);
      expect((await call('DELETE', `/api/files/${a.id}/userAsset`, anna)).statusCode).toBe(204);
      expect((await call('GET', `/api/files/${a.id}/userAsset`, anna)).statusCode).toBe(404);
      expect((await call('GET', a.url)).statusCode).toBe(404);
      expect((await filesIn(dir)).some((f) => f.includes(a.id))).toBe(false);
      expect((await call('DELETE', `/api/files/${a.id}/userAsset`, anna)).statusCode).toBe(404);
    });

    it('numbers a taken slug by default and replaces it with duplicate=false', async () => {
      const a = await upload(anna, { file: b64(await png()), fileName: 'bild.png', slug: 'Mein_Bild' });
      expect(a.slug).toBe('mein-bild');
      const b = await upload(anna, { file: b64(await png()), fileName: 'bild.png', slug: 'Mein_Bild' });
      expect(b.slug).toBe('mein-bild-2');
      const c = await upload(anna, {
        file: b64(await png(10, 10)),
        fileName: 'b.png',
        slug: 'mein-bild',
        duplicate: false,
      });
      expect(c.id).toBe(a.id);
      expect(c.slug).toBe('mein-bild');
      const list = await call('GET', '/api/files/userAssets', anna);
      expect(list.json().totalCount).toBe(2);
      await removeAll(anna);
    });

    it('lists own uploads paged, newest first', async () => {
      for (const n of [1, 2, 3]) await upload(anna, { file: b64(await png()), fileName: `bild${n}.png` });
      await upload(anna, { file: b64(wav(1000)), fileName: 'ton.wav' });
      const page = await call('GET', '/api/files/userAssets?SkipCount=1&MaxResultCount=2', anna);
      expect(page.json().totalCount).toBe(4);
      expect(page.json().items.map((a: AssetJson) => a.fileName)).toEqual(['bild3.png', 'bild2.png']);
      const audio = await call('GET', '/api/files/userAssets?AssetType=Audio', anna);
      expect(audio.json().items.map((a: AssetJson) => a.fileName)).toEqual(['ton.wav']);
      expect((await call('GET', '/api/files/userAssets', jonas)).json().totalCount).toBe(0);
      await removeAll(anna);
    });

    it('serves byte ranges of audio and video', async () => {
      const data = wav(10_000);
      const a = await upload(anna, { file: b64(data), fileName: 'ton.wav' });
      const part = await call('GET', a.url, undefined, undefined, { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/10000');
      expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);
      const tail = await call('GET', a.url, undefined, undefined, { range: 'bytes=-10' });
      expect(tail.rawPayload.equals(data.subarray(9_990))).toBe(true);
      const bad = await call('GET', a.url, undefined, undefined, { range: 'bytes=20000-' });
      expect(bad.statusCode).toBe(416);
      expect(bad.headers['content-type']).toContain('application/json');
      await removeAll(anna);
    });
  });

  describe('upload limit', () => {
    it('accepts up to the limit and refuses one byte more', async () => {
      const a = await upload(jonas, { file: b64(wav(LIMIT - 1_000)), fileName: 'a.wav' });
      await upload(jonas, { file: b64(wav(1_000)), fileName: 'b.wav' });
      const res = await call('POST', '/api/tafino/userAsset', jonas, {
        file: b64(wav(44)),
        fileName: 'c.wav',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({ code: 'UploadLimitExceeded', message: LIMIT_MESSAGE });
      await call('DELETE', `/api/files/${a.id}/userAsset`, jonas);
      const single = await call('POST', '/api/tafino/userAsset', jonas, {
        file: b64(wav(LIMIT)),
        fileName: 'd.wav',
      });
      expect(single.statusCode).toBe(413);
      await removeAll(jonas);
      expect(await filesIn(path.join(dir, 'assets'))).toEqual([]);
    });

    it('lets exactly one of two racing uploads take the last megabytes', async () => {
      await upload(jonas, { file: b64(wav(500_000)), fileName: 'basis.wav' });
      const body = { file: b64(wav(1_000_000)), fileName: 'race.wav' };
      const results = await Promise.all([
        call('POST', '/api/tafino/userAsset', jonas, body),
        call('POST', '/api/tafino/userAsset', jonas, body),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 413]);
      const list = await call('GET', '/api/files/userAssets', jonas);
      expect(list.json().totalCount).toBe(2);
      // The loser's bytes are gone too.
      expect((await filesIn(path.join(dir, 'assets'))).length).toBe(2);
      await removeAll(jonas);
    });

    it('answers 413 for a body above the per-route limit', async () => {
      const res = await call('POST', '/api/tafino/userAsset', jonas, {
        file: 'A'.repeat(Math.ceil((LIMIT * 4) / 3) + 100_000),
        fileName: 'x.wav',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('PayloadTooLarge');
    });
  });

  describe('not yours', () => {
    it("another user's or tenant's asset answers 404", async () => {
      const a = await upload(anna, { file: b64(await png()), fileName: 'anna.png' });
      for (const token of [jonas, mia, admin]) {
        expect((await call('GET', `/api/files/${a.id}/userAsset`, token)).statusCode).toBe(404);
        expect(
          (
            await call('PUT', `/api/files/${a.id}/userAsset`, token, {
              file: b64(await png()),
              fileName: 'x.png',
            })
          ).statusCode,
        ).toBe(404);
        expect(
          (await call('PUT', `/api/files/${a.id}/userAssetPatch`, token, { tags: ['x'] })).statusCode,
        ).toBe(404);
        expect((await call('DELETE', `/api/files/${a.id}/userAsset`, token)).statusCode).toBe(404);
        expect((await call('GET', '/api/files/userAssets', token)).json().totalCount).toBe(0);
      }
      const still = await call('GET', `/api/files/${a.id}/userAsset`, anna);
      expect(still.json().tags).toEqual([]);
      await removeAll(anna);
    });

    it("another user's class list answers 404", async () => {
      await call('PUT', '/api/files/pupil-names/4b', anna, { text: 'Ali\nBea' });
      expect((await call('GET', '/api/files/pupil-names/4b', jonas)).statusCode).toBe(404);
      expect((await call('GET', '/api/files/pupil-names/4b', mia)).statusCode).toBe(404);
      await removeAll(anna);
    });
  });

  describe('content decides the type', () => {
    it('refuses HTML that claims to be a PNG', async () => {
      const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
      for (const file of [b64(html), `data:image/png;base64,${b64(html)}`]) {
        const res = await call('POST', '/api/tafino/userAsset', anna, { file, fileName: 'foto.png' });
        expect(res.statusCode).toBe(415);
        expect(res.json().error.code).toBe('UnsupportedFileType');
      }
      // An HTML page with an inline SVG is still HTML, and .txt does not make HTML text.
      const withSvg = '<html><svg xmlns="http://www.w3.org/2000/svg"></svg></html>';
      expect(
        (await call('POST', '/api/tafino/userAsset', anna, { file: b64(withSvg), fileName: 'a.svg' }))
          .statusCode,
      ).toBe(415);
      expect(
        (await call('POST', '/api/tafino/userAsset', anna, { file: b64(html), fileName: 'a.txt' }))
          .statusCode,
      ).toBe(415);
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100)]);
      expect(
        (await call('POST', '/api/tafino/userAsset', anna, { file: b64(pdf), fileName: 'a.png' })).statusCode,
      ).toBe(415);
      expect(await rowCount()).toBe(0);
    });

    it('rasterizes an SVG: the script never reaches the browser', async () => {
      const svg =
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" onload="alert(1)"><script>alert(2)</script><rect width="120" height="80" fill="red"/></svg>';
      const a = await upload(anna, { file: b64(svg), fileName: 'bild.svg' });
      expect(a).toMatchObject({ mimeType: 'image/png', assetType: 'Image', fileName: 'bild.png' });
      const res = await call('GET', a.url);
      expect(res.headers['content-type']).toBe('image/png');
      expect(
        res.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      ).toBe(true);
      expect(res.rawPayload.includes('script')).toBe(false);
      expect(res.rawPayload.includes('alert')).toBe(false);
      const meta = await sharp(res.rawPayload).metadata();
      // Rendered crisp for the board: 4x the declared 120x80, at most 2048 px.
      expect([meta.width, meta.height]).toEqual([480, 320]);
      await removeAll(anna);
    });

    it("removes a photo's EXIF (GPS position, camera) and keeps it upright; leaves clean images as they are", async () => {
      // 60x40 pixels stored sideways, with EXIF orientation 6 (rotate 90°) and a GPS position.
      const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({
          IFD0: { Make: 'Kamera-Hersteller', Model: 'Modell 7' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
        })
        .toBuffer();
      const before = await sharp(photo).metadata();
      expect([before.exif !== undefined, before.orientation]).toEqual([true, 6]);
      expect(photo.includes('Kamera-Hersteller')).toBe(true);

      const a = await upload(anna, { file: b64(photo), fileName: 'klassenfoto.jpg' });
      expect(a).toMatchObject({ mimeType: 'image/jpeg', assetType: 'Image' });
      const stored = (await call('GET', a.url)).rawPayload;
      const after = await sharp(stored).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(stored.includes('Kamera-Hersteller')).toBe(false);
      // The orientation was applied: the picture stands as the camera showed it.
      expect([after.width, after.height]).toEqual([40, 60]);
      expect(a.fileSize).toBe(stored.length);

      const clean = await png();
      const b = await upload(anna, { file: b64(clean), fileName: 'sauber.png' });
      expect((await call('GET', b.url)).rawPayload.equals(clean)).toBe(true);
      await removeAll(anna);
    });

    it('neutralises path traversal and refuses reserved names', async () => {
      const a = await upload(anna, { file: b64(await png()), fileName: '../../../etc/passwd.png' });
      expect(a.fileName).not.toMatch(/[/\\]/);
      expect((await filesIn(dir)).every((f) => f.startsWith('assets/'))).toBe(true);
      for (const fileName of ['con.png', 'LPT1', '...', 'nul.txt']) {
        const res = await call('POST', '/api/tafino/userAsset', anna, { file: b64(await png()), fileName });
        expect(res.statusCode, fileName).toBe(400);
        expect(res.json().error.validationErrors[0].members).toEqual(['fileName']);
      }
      expect(
        (await call('POST', '/api/..%2F..%2Fetc/userAsset', anna, { file: 'AA==', fileName: 'a.png' }))
          .statusCode,
      ).toBe(400);
      expect((await call('GET', '/api/assets/tafino/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
      await removeAll(anna);
    });
  });

  describe('invalid input', () => {
    const id = randomUUID();
    const cases: [string, string, string, unknown][] = [
      ['missing fileName', 'POST', '/api/tafino/userAsset', { file: 'AA==' }],
      ['not base64', 'POST', '/api/tafino/userAsset', { file: '!!!', fileName: 'a.png' }],
      ['empty file', 'POST', '/api/tafino/userAsset', { file: '', fileName: 'a.png' }],
      ['unknown field', 'POST', '/api/tafino/userAsset', { file: 'AA==', fileName: 'a.png', owner: 'x' }],
      ['tags not a list', 'POST', '/api/tafino/userAsset', { file: 'AA==', fileName: 'a.png', tags: 'x' }],
      ['bad app slug', 'POST', '/api/t%20x/userAsset', { file: 'AA==', fileName: 'a.png' }],
      ['bad id', 'GET', '/api/files/123/userAsset', undefined],
      ['bad id (put)', 'PUT', '/api/files/123/userAsset', { file: 'AA==', fileName: 'a.png' }],
      [
        'too many tags',
        'PUT',
        `/api/files/${id}/userAssetPatch`,
        { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) },
      ],
      ['empty tag', 'PUT', `/api/files/${id}/userAssetPatch`, { tags: [''] }],
      ['paging', 'GET', '/api/files/userAssets?MaxResultCount=5000', undefined],
      ['text not a string', 'PUT', '/api/files/pupil-names/3a', { text: 1 }],
      ['gallery edition', 'GET', '/api/files/assets?productEdition=Gymnasium', undefined],
      ['gallery preview size', 'GET', '/api/files/assets?previewWidth=9999', undefined],
    ];
    it.each(cases)('%s answers 400', async (_name, method, url, payload) => {
      const res = await call(method as 'GET', url, anna, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('ValidationError');
    });
  });

  describe('no bytes without a row', () => {
    it('a failure after writing the bytes leaves no row and no bytes', async () => {
      const before = await rowCount();
      t.app.assetServices.assets.afterBytes = () => {
        throw new Error('simulated database outage');
      };
      try {
        const res = await call('POST', '/api/tafino/userAsset', anna, {
          file: b64(await png()),
          fileName: 'x.png',
        });
        expect(res.statusCode).toBe(500);
      } finally {
        t.app.assetServices.assets.afterBytes = undefined;
      }
      expect(await rowCount()).toBe(before);
      expect(await filesIn(path.join(dir, 'assets'))).toEqual([]);
      const journal = await t.db.database.db.selectFrom('storageJournal').selectAll().execute();
      expect(journal).toEqual([]);
    });

    it('a crash between bytes and row is swept up later', async () => {
      const { assets } = t.app.assetServices;
      // What a killed process leaves: a journal entry and bytes, no row.
      const prefix = `assets/${randomUUID()}/${randomUUID()}/deadbeef/`;
      await assets.repo.journalUpload(prefix);
      await assets.storage.put(`${prefix}original`, Buffer.from('x'), 'image/png');
      expect((await assets.sweep()).deleted).toBe(0);
      expect(await assets.storage.head(`${prefix}original`)).toBeDefined();
      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      expect((await assets.sweep(later)).deleted).toBe(1);
      expect(await assets.storage.head(`${prefix}original`)).toBeUndefined();
      expect(await t.db.database.db.selectFrom('storageJournal').selectAll().execute()).toEqual([]);
    });

    it('a request killed mid-upload leaves no row and no bytes', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const before = await rowCount();
      const body = JSON.stringify({ file: b64(wav(1_000_000)), fileName: 'abbruch.wav' });
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/tafino/userAsset HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${anna}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
          );
          socket.write(body.slice(0, body.length / 2), () => {
            setTimeout(() => {
              socket.destroy();
              resolve();
            }, 100);
          });
        });
        socket.on('error', reject);
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(await rowCount()).toBe(before);
      expect(await filesIn(path.join(dir, 'assets'))).toEqual([]);
      expect(await filesIn(path.join(dir, '.tmp'))).toEqual([]);
    });
  });

  describe('pupil names', () => {
    it('stores the class list as a text asset and reads it back as names', async () => {
      const missing = await call('GET', '/api/files/pupil-names/3a?productEdition=PrimaryGradeLevel', anna);
      expect(missing.statusCode).toBe(404);
      const text = 'Ali\r\n\r\nBea\n  Cem  \nAli\n';
      const put = await call('PUT', '/api/files/pupil-names/3a?productEdition=PrimaryGradeLevel', anna, {
        text,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().names).toEqual(['Ali', 'Bea', 'Cem']);
      const got = await call('GET', '/api/files/pupil-names/3a', anna);
      expect(got.json()).toMatchObject({ names: ['Ali', 'Bea', 'Cem'], text });
      const asset = (
        await call('GET', `/api/files/${put.json().assetId}/userAsset`, anna)
      ).json() as AssetJson;
      expect(asset).toMatchObject({
        slug: 'primarygradelevel-pupil-names-3a',
        fileName: 'primarygradelevel-pupil-names-3a.txt',
        mimeType: 'text/plain',
        assetType: 'Unknown',
        previewUrl: null,
      });
      // Saving again replaces the same asset.
      const again = await call('PUT', '/api/files/pupil-names/3a', anna, { text: 'Dana' });
      expect(again.json()).toMatchObject({ names: ['Dana'], assetId: asset.id });
      const file = await call('GET', asset.url);
      expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.body).toBe('Dana');
      await removeAll(anna);
    });
  });
});
