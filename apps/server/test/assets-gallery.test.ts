import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGalleryDir } from '../src/plugins/app/gallery.ts';
import { createTestApp, demo, type TestApp } from './helpers/app.ts';
import { filesIn } from './helpers/files.ts';
import { getTokens } from './helpers/sign-in.ts';

interface Listing {
  folders: { path: string; title: string; kind: string; count: number; attribution: string }[];
  items: {
    slug: string;
    title: string;
    label: string;
    folder: string;
    kind: string;
    license: string;
    properties: string | null;
    width: number;
    height: number;
    url: string;
    previewUrl: string;
  }[];
}

describe('gallery', () => {
  let t: TestApp;
  let dir: string;
  let anna: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tafino-gallery-'));
    t = await createTestApp('pglite', { STORAGE_DIR: dir });
    anna = (await getTokens(t.app, demo.anna.email, demo.anna.password)).accessToken;
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const list = async (query: string) => {
    const res = await t.app.inject({
      url: `/api/files/assets?${query}`,
      headers: { authorization: `Bearer ${anna}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Listing;
  };

  it('ships the folders and items the catalogue asks for', async () => {
    const all = await list('productEdition=PrimaryGradeLevel');
    const count = (folder: string) => all.items.filter((i) => i.folder.split('/')[0] === folder).length;
    expect(all.folders.map((f) => f.title)).toEqual([
      'Hintergründe',
      'Zeichenhintergründe',
      'Lob & Symbole',
      'Tiere',
      'Rechengeld',
      'Flaggen',
      'Körper & Flächen',
    ]);
    expect(count('lob-und-symbole')).toBeGreaterThanOrEqual(8);
    expect(count('tiere')).toBeGreaterThanOrEqual(8);
    expect(count('rechengeld')).toBeGreaterThanOrEqual(8);
    expect(count('flaggen')).toBeGreaterThanOrEqual(10);
    expect(count('koerper-und-flaechen')).toBeGreaterThanOrEqual(10);
    expect(count('hintergruende')).toBeGreaterThanOrEqual(3);
    const shapes = all.items.filter((i) => i.folder.startsWith('koerper-und-flaechen')).map((i) => i.title);
    for (const name of [
      'Kreis',
      'Dreieck',
      'Quadrat',
      'Rechteck',
      'Würfel',
      'Quader',
      'Kugel',
      'Zylinder',
      'Kegel',
      'Pyramide',
    ]) {
      expect(shapes).toContain(name);
    }
    const draw = all.items.filter((i) => i.kind === 'draw-background').map((i) => i.slug);
    expect(draw).toEqual([
      'blank',
      'squared',
      'lined',
      'primary-lines',
      'dotted',
      'chalkboard',
      'music-staff',
    ]);
    // Own drawings are CC0; "Lob & Symbole" and "Tiere" are OpenMoji (CC BY-SA 4.0), "Flaggen" flag-icons (MIT).
    const licenseOf = (folder: string) =>
      new Set(all.items.filter((i) => i.folder.split('/')[0] === folder).map((i) => i.license));
    expect(
      [...licenseOf('koerper-und-flaechen'), ...licenseOf('rechengeld'), ...licenseOf('hintergruende')].every(
        (l) => l.includes('CC0'),
      ),
    ).toBe(true);
    expect([...licenseOf('lob-und-symbole')]).toEqual(['CC BY-SA 4.0']);
    expect([...licenseOf('tiere')]).toEqual(['CC BY-SA 4.0']);
    expect([...licenseOf('flaggen')]).toEqual(['MIT']);
    const footer = (path: string) => all.folders.find((f) => f.path === path)?.attribution;
    expect(footer('lob-und-symbole')).toBe(
      'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0',
    );
    expect(footer('flaggen')).toMatch(/flag-icons.*MIT/);
    expect(footer('koerper-und-flaechen')).toBe('Eigenes Werk, CC0 1.0 (gemeinfrei), TAFINO-Team');
    // About 100 animals in six subfolders, about 250 flags with the EU.
    expect(count('tiere')).toBeGreaterThanOrEqual(95);
    expect(new Set(all.items.filter((i) => i.folder.startsWith('tiere/')).map((i) => i.folder)).size).toBe(6);
    expect(count('flaggen')).toBeGreaterThanOrEqual(245);
    expect(all.items.find((i) => i.slug === 'flagge-polen')?.title).toBe('Polen');
    expect(all.items.find((i) => i.slug === 'flagge-europaeische-union')?.folder).toBe('flaggen/europa');
    expect(all.items.find((i) => i.slug === 'wuerfel')?.properties).toBe('6 Flächen · 12 Kanten · 8 Ecken');
    expect(all.items.find((i) => i.slug === 'igel')?.label).toBe('der Igel');
    const euro = (slug: string) => all.items.find((i) => i.slug === slug)!;
    expect(euro('muenze-2-euro').width).toBeGreaterThan(euro('muenze-1-euro').width);
    expect([euro('schein-5-euro').width, euro('schein-5-euro').height]).toEqual([240, 124]);
  });

  it('filters by edition: no animals or money in the secondary edition, a coordinate system there', async () => {
    const secondary = await list('productEdition=SecondaryGradeLevel');
    expect(secondary.folders.map((f) => f.path)).not.toContain('tiere');
    expect(secondary.folders.map((f) => f.path)).not.toContain('rechengeld');
    expect(secondary.items.map((i) => i.slug)).toContain('coordinate-system');
    expect((await list('productEdition=Unset')).items.map((i) => i.slug)).toContain('igel');
  });

  it('filters by folder id, German title or sub-folder, and by German search word', async () => {
    expect((await list('path=K%C3%B6rper%20%26%20Fl%C3%A4chen')).items.length).toBeGreaterThanOrEqual(10);
    const solids = await list('path=koerper-und-flaechen/koerper');
    expect(solids.items.every((i) => i.folder === 'koerper-und-flaechen/koerper')).toBe(true);
    // Catalogue 3.7: searching "Pol" lists "Polen" (and Französisch-Polynesien).
    expect((await list('filter=Pol')).items.map((i) => i.title)).toContain('Polen');
    expect((await list('filter=Polen')).items.map((i) => i.title)).toEqual(['Polen']);
    expect((await list('filter=wurfel')).items.map((i) => i.slug)).toEqual(['wuerfel', 'wuerfelnetz']);
    // Every coin and every note is marked as play money.
    expect((await list('filter=Spielgeld')).items.length).toBe(14);
    expect((await list('path=tiere&filter=stern')).items).toEqual([]);
  });

  it('previews honour previewWidth/previewHeight: Draw backgrounds at 100x80', async () => {
    const res = await list('kind=draw-background&previewWidth=100&previewHeight=80');
    const squared = res.items.find((i) => i.slug === 'squared')!;
    expect(squared.previewUrl).toMatch(/^\/api\/files\/assets\/squared\?v=\w+&w=100&h=80$/);
    const preview = await t.app.inject({ url: squared.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(preview.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 80]);
    // A sticker keeps its aspect ratio inside the box.
    const note = (await list('filter=Schein&previewWidth=200&previewHeight=200')).items[0]!;
    const noteMeta = await sharp((await t.app.inject({ url: note.previewUrl })).rawPayload).metadata();
    expect(noteMeta.width).toBe(200);
    expect(noteMeta.height).toBeLessThan(120);
  });

  it('generates each preview size once and caches it', async () => {
    const item = (await list('filter=Stern&previewWidth=64&previewHeight=64')).items[0]!;
    await t.app.inject({ url: item.previewUrl });
    const before = await filesIn(dir);
    expect(before.filter((f) => f.startsWith('gallery/') && f.endsWith('preview-64x64.png')).length).toBe(1);
    await t.app.inject({ url: item.previewUrl });
    expect(await filesIn(dir)).toEqual(before);
  });

  it('serves the SVG originals sandboxed, with nothing executable inside', async () => {
    const res = await t.app.inject({ url: '/api/files/assets/stern' });
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const galleryDir = findGalleryDir();
    const svgs = (await filesIn(galleryDir)).filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThanOrEqual(60);
    for (const file of svgs) {
      const text = await fs.readFile(path.join(galleryDir, file), 'utf8');
      // Only references inside the file (flag-icons use <use href="#...">).
      expect(text, file).not.toMatch(/<script|\son\w+=|href="(?!#)|url\((?!#)/i);
    }
    expect((await t.app.inject({ url: '/api/files/assets/gibt-es-nicht' })).statusCode).toBe(404);
  });

  it('lists every licence for the copyrights page (public)', async () => {
    const res = await t.app.inject({ url: '/api/files/assets/licenses' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      items: { license: string; author: string; count: number; folders: string[] }[];
    };
    const own = body.items.find((g) => g.license === 'Eigenes Werk, CC0 1.0 (gemeinfrei)');
    expect(own).toMatchObject({ author: 'TAFINO-Team' });
    expect(own!.folders).toContain('Körper & Flächen');
    expect(body.items.find((g) => g.license === 'CC BY-SA 4.0')?.folders).toEqual(['Lob & Symbole', 'Tiere']);
    expect(body.items.find((g) => g.license === 'MIT')?.folders).toEqual(['Flaggen']);
    expect(body.items.reduce((n, g) => n + g.count, 0)).toBeGreaterThanOrEqual(400);
  });
});
