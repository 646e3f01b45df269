import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SymbolPackService } from '../src/domain/symbol-packs/symbol-pack-service.ts';
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
import { b64, filesIn, png } from './helpers/files.ts';
import { makeZip, type ZipEntry } from './helpers/zip.ts';

const base = '/api/symbol-packs';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#000"/></svg>';

function manifest(overrides: Record<string, unknown> = {}) {
  return {
    id: 'test-pack',
    name: 'METACOM',
    version: '1.0',
    license: 'Lizenz der Schule',
    attribution: 'Symbole: Testverlag',
    weekdayColors: ['red', 'orange', 'yellow', 'green', 'blue', 'white', 'white'],
    symbols: {
      'material.scissors': { file: 'bilder/schere.png', keywords: ['Schere', 'schneiden'] },
      'socialForm.pairWork': { file: 'bilder/partner.webp', keywords: ['Partnerarbeit'] },
      'weekday.monday': { file: 'montag.svg', keywords: ['Montag'] },
      'material.glue': { file: 'bilder/schere.png', keywords: ['Kleber'] },
    },
    ...overrides,
  };
}

async function packEntries(m: unknown = manifest()): Promise<ZipEntry[]> {
  const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#cc3366' } })
    .webp()
    .toBuffer();
  return [
    { name: 'manifest.json', data: JSON.stringify(m) },
    { name: 'bilder/schere.png', data: await png(48, 48) },
    { name: 'bilder/partner.webp', data: webp, store: true },
    { name: 'montag.svg', data: SVG },
  ];
}

// Licensed symbol packs (catalogue 1.6): installed per tenant by its admin from a zip, files served
// only through the signed URLs the signed-in app of that tenant gets.
describe.each(databaseKinds)('symbol packs on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let admin: string;
  let anna: string;
  let mia: string;
  let adminB: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tafino-packs-'));
    t = await createTestApp(kind, { STORAGE_DIR: dir });
    await addSchuleB(t.app);
    [admin, anna, mia, adminB] = await signInAll(t.app, [demo.admin, demo.anna, demo.mia, schuleBAdmin]);
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const call = apiCaller(() => t.app);
  const install = (token: string | undefined, zip: Buffer, fileName = 'paket.zip') =>
    call('POST', base, token, { file: b64(zip), fileName });
  const installOk = async (zip: Buffer) => {
    const res = await install(admin, zip);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; packId: string; name: string; active: boolean; symbolCount: number };
  };
  const fakeId = '00000000-0000-4000-8000-000000000000';

  it('requires sign-in for every route', async () => {
    const zip = makeZip(await packEntries());
    expect((await call('GET', base)).statusCode).toBe(401);
    expect((await install(undefined, zip)).statusCode).toBe(401);
    expect((await call('POST', `${base}/${fakeId}/activate`)).statusCode).toBe(401);
    expect((await call('POST', `${base}/${fakeId}/deactivate`)).statusCode).toBe(401);
    expect((await call('DELETE', `${base}/${fakeId}`)).statusCode).toBe(401);
    expect((await call('GET', `${base}/active`)).statusCode).toBe(401);
  });

  it('is for admins only: a teacher may only read the active pack', async () => {
    const zip = makeZip(await packEntries());
    for (const res of [
      await call('GET', base, anna),
      await install(anna, zip),
      await call('POST', `${base}/${fakeId}/activate`, anna),
      await call('POST', `${base}/${fakeId}/deactivate`, anna),
      await call('DELETE', `${base}/${fakeId}`, anna),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    }
    expect((await call('GET', `${base}/active`, anna)).json()).toEqual({ pack: null });
    expect((await call('GET', base, admin)).json()).toEqual({ items: [] });
  });

  it('validates input by schema', async () => {
    const res = await call('POST', base, admin, { file: 'UEsFBg==', fileName: 'x.zip', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect((await call('POST', `${base}/not-a-uuid/activate`, admin)).statusCode).toBe(400);
    expect((await call('POST', base, admin, { fileName: 'x.zip' })).statusCode).toBe(400);
  });

  it('installs a pack made by the test, activates it, serves its files to the tenant and removes it', async () => {
    const pack = await installOk(makeZip(await packEntries()));
    expect(pack).toMatchObject({ packId: 'test-pack', name: 'METACOM', active: false, symbolCount: 4 });
    expect((await call('GET', `${base}/active`, anna)).json()).toEqual({ pack: null });

    const activated = await call('POST', `${base}/${pack.id}/activate`, admin);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().active).toBe(true);

    const active = (await call('GET', `${base}/active`, anna)).json() as {
      pack: {
        baseUrl: string;
        manifest: {
          name: string;
          weekdayColors: string[];
          symbols: Record<string, { file: string; keywords: string[] }>;
        };
      };
    };
    expect(active.pack.manifest.name).toBe('METACOM');
    expect(active.pack.manifest.weekdayColors).toHaveLength(7);
    const symbols = active.pack.manifest.symbols;
    expect(symbols['material.scissors']!.keywords).toEqual(['Schere', 'schneiden']);
    // one stored file for two concepts; the SVG became a PNG
    expect(symbols['material.glue']!.file).toBe(symbols['material.scissors']!.file);
    expect(symbols['weekday.monday']!.file).toMatch(/^[0-9a-f]{16}\.png$/);
    expect(symbols['socialForm.pairWork']!.file).toMatch(/\.webp$/);
    expect(active.pack.baseUrl).toMatch(/^\/api\/symbol-packs\/files\/[^/]+\/$/);

    // <img> sends no token: the signed URL is enough, with safe headers
    const file = await call('GET', `${active.pack.baseUrl}${symbols['weekday.monday']!.file}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    const webp = await call('GET', `${active.pack.baseUrl}${symbols['socialForm.pairWork']!.file}`);
    expect(webp.headers['content-type']).toBe('image/webp');

    // the other tenant sees no pack; a forged or altered signature, another file name: 404
    expect((await call('GET', `${base}/active`, mia)).json()).toEqual({ pack: null });
    const forged = active.pack.baseUrl.replace(/.(\/)$/, (m) => (m[0] === 'A' ? 'B/' : 'A/'));
    expect((await call('GET', `${forged}${symbols['weekday.monday']!.file}`)).statusCode).toBe(404);
    expect((await call('GET', `${active.pack.baseUrl}0000000000000000.png`)).statusCode).toBe(404);
    expect((await call('GET', `${active.pack.baseUrl}..%2fmanifest.json`)).statusCode).toBe(400);
    const dashes = `/api/symbol-packs/files/${'-'.repeat(36)}.9999999999.${'A'.repeat(43)}/0000000000000000.png`;
    expect((await call('GET', dashes)).statusCode).toBe(404);

    // deactivate: no active pack; activate again, then remove: files gone
    expect((await call('POST', `${base}/${pack.id}/deactivate`, admin)).json().active).toBe(false);
    expect((await call('GET', `${base}/active`, anna)).json()).toEqual({ pack: null });
    await call('POST', `${base}/${pack.id}/activate`, admin);
    const list = (await call('GET', base, admin)).json() as { items: { id: string; active: boolean }[] };
    expect(list.items).toEqual([expect.objectContaining({ id: pack.id, active: true })]);
    expect((await filesIn(dir)).filter((f) => f.startsWith('symbol-packs/'))).toHaveLength(3);
    expect((await call('DELETE', `${base}/${pack.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${base}/active`, anna)).json()).toEqual({ pack: null });
    expect((await call('GET', `${active.pack.baseUrl}${symbols['weekday.monday']!.file}`)).statusCode).toBe(
      404,
    );
    expect((await filesIn(dir)).filter((f) => f.startsWith('symbol-packs/'))).toEqual([]);
    expect((await call('DELETE', `${base}/${pack.id}`, admin)).statusCode).toBe(404);
  });

  it('keeps one active pack per tenant and refuses a second pack with the same id', async () => {
    const a = await installOk(makeZip(await packEntries(manifest({ id: 'pack-a', name: 'A' }))));
    const b = await installOk(makeZip(await packEntries(manifest({ id: 'pack-b', name: 'B' }))));
    const again = await install(admin, makeZip(await packEntries(manifest({ id: 'pack-a' }))));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('bereits installiert');
    await call('POST', `${base}/${a.id}/activate`, admin);
    await call('POST', `${base}/${b.id}/activate`, admin);
    const items = (await call('GET', base, admin)).json().items as { id: string; active: boolean }[];
    expect(items.filter((i) => i.active).map((i) => i.id)).toEqual([b.id]);
    expect((await call('GET', `${base}/active`, anna)).json().pack.manifest.name).toBe('B');
    await call('DELETE', `${base}/${a.id}`, admin);
    await call('DELETE', `${base}/${b.id}`, admin);
  });

  it("another tenant's admin neither sees nor changes the tenant's packs", async () => {
    const pack = await installOk(makeZip(await packEntries(manifest({ id: 'pack-c' }))));
    expect((await call('GET', base, adminB)).json()).toEqual({ items: [] });
    expect((await call('POST', `${base}/${pack.id}/activate`, adminB)).statusCode).toBe(404);
    expect((await call('POST', `${base}/${pack.id}/deactivate`, adminB)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${pack.id}`, adminB)).statusCode).toBe(404);
    // a header naming the other tenant is refused, never followed
    expect((await call('GET', base, admin, undefined, { __tenant: 'schule-b' })).statusCode).toBe(403);
    // Schule B installs the same pack id for itself; activating it changes nothing here
    const own = await install(
      adminB,
      makeZip(await packEntries(manifest({ id: 'pack-c', name: 'B-Paket' }))),
    );
    expect(own.statusCode, own.body).toBe(200);
    await call('POST', `${base}/${own.json().id}/activate`, adminB);
    expect((await call('GET', `${base}/active`, anna)).json()).toEqual({ pack: null });
    expect((await call('GET', `${base}/active`, mia)).json().pack.manifest.name).toBe('B-Paket');
    expect((await call('GET', base, admin)).json().items).toHaveLength(1);
    await call('DELETE', `${base}/${pack.id}`, admin);
    await call('DELETE', `${base}/${own.json().id}`, adminB);
  });

  describe('refuses bad zips with a German message and keeps no bytes', () => {
    const refused = async (zip: Buffer, status: number, message: RegExp) => {
      const res = await install(admin, zip);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toMatch(message);
      expect((await filesIn(dir)).filter((f) => f.startsWith('symbol-packs/'))).toEqual([]);
      expect((await call('GET', base, admin)).json()).toEqual({ items: [] });
      return res.json().error as { validationErrors?: { members: string[] }[] };
    };

    it('not a zip', async () => {
      await refused(Buffer.from('kein zip, nur Text'), 400, /keine gültige Zip-Datei/);
    });

    it('without manifest.json', async () => {
      const entries = (await packEntries()).filter((e) => e.name !== 'manifest.json');
      await refused(makeZip(entries), 400, /fehlt die Datei „manifest.json“/);
    });

    it('a manifest of the wrong shape', async () => {
      const error = await refused(
        makeZip(await packEntries(manifest({ weekdayColors: ['red'], id: 'Mit Leerzeichen' }))),
        400,
        /entspricht nicht dem Format/,
      );
      const members = error.validationErrors!.flatMap((v) => v.members);
      expect(members).toEqual(expect.arrayContaining(['manifest.weekdayColors', 'manifest.id']));
      await refused(makeZip(await packEntries(manifest({ id: 'open-symbols' }))), 400, /entspricht nicht/);
      await refused(makeZip([{ name: 'manifest.json', data: '{ kaputt' }]), 400, /kein gültiges JSON/);
    });

    it('an image whose bytes are not PNG, JPEG, WebP or SVG', async () => {
      const entries = await packEntries();
      entries[1] = {
        name: 'bilder/schere.png',
        data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      };
      await refused(makeZip(entries), 415, /„bilder\/schere.png“ ist kein PNG-, JPEG-, WebP- oder SVG-Bild/);
      entries[1] = { name: 'bilder/schere.png', data: '<html><body>nein</body></html>' };
      await refused(makeZip(entries), 415, /ist kein PNG-, JPEG-, WebP- oder SVG-Bild/);
    });

    it('an SVG with a script or an event handler', async () => {
      const entries = await packEntries();
      entries[3] = {
        name: 'montag.svg',
        data: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      };
      await refused(makeZip(entries), 415, /enthält Skripte oder Ereignis-Attribute/);
      entries[3] = {
        name: 'montag.svg',
        data: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"></svg>',
      };
      await refused(makeZip(entries), 415, /enthält Skripte/);
    });

    it('a path leaving the pack, in the zip or in the manifest', async () => {
      const entries = await packEntries();
      await refused(
        makeZip([...entries, { name: '../../etc/evil.png', data: await png() }]),
        400,
        /unzulässigen Pfad/,
      );
      await refused(
        makeZip([...entries, { name: '/abs/evil.png', data: await png() }]),
        400,
        /unzulässigen Pfad/,
      );
      const m = manifest({ symbols: { 'material.scissors': { file: '../schere.png', keywords: [] } } });
      await refused(makeZip(await packEntries(m)), 400, /Dateipfad „..\/schere.png“ .* nicht erlaubt/);
      const missing = manifest({ symbols: { 'material.scissors': { file: 'fehlt.png', keywords: [] } } });
      await refused(
        makeZip(await packEntries(missing)),
        400,
        /„fehlt.png“ von „material.scissors“ fehlt im Paket/,
      );
    });

    it('too large: the zip, a file, a zip bomb, a file that lies about its size', async () => {
      const limits = {
        zipBytes: 200_000,
        fileBytes: 100_000,
        totalBytes: 150_000,
        files: 10,
        symbols: 10,
        manifestBytes: 10_000,
      };
      const service = new SymbolPackService(
        t.app.repositories.symbolPacks,
        t.app.repositories.assets,
        t.app.assetServices.storage,
        t.app.transactions,
        { limits },
      );
      const tenant = {
        tenantId: (await t.app.repositories.tenants.find(t.app.config.defaultTenant))?.id ?? '',
      };
      const tryInstall = (zip: Buffer) => service.install(tenant, { file: b64(zip), fileName: 'p.zip' });
      const entries = await packEntries();
      await expect(
        tryInstall(Buffer.concat([makeZip(entries), Buffer.alloc(300_000)])),
      ).rejects.toMatchObject({
        statusCode: 413,
        message: 'Die Zip-Datei ist größer als 195 KB.',
      });
      // 1 MB of zeros deflates to about 1 KB: refused by its size before it is inflated
      await expect(
        tryInstall(makeZip([...entries, { name: 'bombe.png', data: Buffer.alloc(1_000_000) }])),
      ).rejects.toMatchObject({
        statusCode: 413,
        message: expect.stringContaining('„bombe.png“ ist größer als'),
      });
      // headers that claim 100 bytes for 1 MB: stopped while inflating
      await expect(
        tryInstall(
          makeZip([...entries, { name: 'luege.png', data: Buffer.alloc(1_000_000), declaredSize: 100 }]),
        ),
      ).rejects.toMatchObject({ statusCode: 400 });
      const many = [...entries, ...Array.from({ length: 10 }, (_, i) => ({ name: `x${i}.png`, data: 'x' }))];
      await expect(tryInstall(makeZip(many))).rejects.toMatchObject({
        statusCode: 413,
        message: 'Das Paket enthält mehr als 10 Dateien.',
      });
      const total = [
        ...entries,
        ...[1, 2].map((i) => ({ name: `gross${i}.png`, data: Buffer.alloc(90_000) })),
      ];
      await expect(tryInstall(makeZip(total))).rejects.toMatchObject({
        statusCode: 413,
        message: expect.stringContaining('Das entpackte Paket ist größer als'),
      });
      expect((await filesIn(dir)).filter((f) => f.startsWith('symbol-packs/'))).toEqual([]);
    });
  });
});
