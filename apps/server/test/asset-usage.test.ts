import { randomUUID } from 'node:crypto';
import type { AssetUsageDto } from '@tafino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { b64, png } from './helpers/files.ts';

const base = '/api/platform/desktops';
const usagePath = '/api/files/userAssets/usage';

// "Meine Dateien": where each file is used, the upload limit's share, renaming.
describe.each(databaseKinds)('file usage on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;
  let mia: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna, jonas, mia] = await signInAll(t.app, [demo.anna, demo.jonas, demo.mia]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const usage = async (token: string) => {
    const res = await call('GET', usagePath, token);
    expect(res.statusCode).toBe(200);
    return res.json() as AssetUsageDto;
  };

  async function upload(token: string, name: string) {
    const res = await call('POST', '/api/tafino/userAsset', token, {
      file: b64(await png()),
      fileName: name,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; url: string; fileSize: number; slug: string };
  }

  async function desktopWithMedia(token: string, name: string, assetId: string, url: string) {
    const desktop = (await call('POST', base, token, { name })).json() as { id: string };
    const widgetId = randomUUID();
    const res = await call('PATCH', `${base}/${desktop.id}/create-widget`, token, {
      widgetId,
      componentName: 'Media',
      extraProperties: {
        widgetComponentData: {},
        widgetSettingsData: { ownerName: '', extraSettings: { assetId, assetUrl: url, assetType: 'Image' } },
      },
    });
    expect(res.statusCode).toBe(200);
    return { desktopId: desktop.id, widgetId };
  }

  it('requires sign-in', async () => {
    const res = await call('GET', usagePath);
    expect(res.statusCode).toBe(401);
  });

  it("lists the widgets and desktops using each file, colleagues' clones and the used bytes", async () => {
    const before = await usage(anna);
    const used = await upload(anna, 'tafelbild.png');
    const unused = await upload(anna, 'liegt-nur-da.png');
    const placed = await desktopWithMedia(anna, 'Mathe 3b', used.id, used.url);
    const after = await usage(anna);
    expect(after.usedBytes).toBe(before.usedBytes + used.fileSize + unused.fileSize);
    expect(after.limitMb).toBe(t.app.config.uploadLimitMb);
    expect(after.limitBytes).toBe(t.app.config.uploadLimitMb * 1_000_000);
    expect(after.items.find((i) => i.assetId === unused.id)).toBeUndefined();
    expect(after.items.find((i) => i.assetId === used.id)).toEqual({
      assetId: used.id,
      widgets: [
        {
          widgetId: placed.widgetId,
          componentName: 'Media',
          desktopId: placed.desktopId,
          desktopName: 'Mathe 3b',
        },
      ],
      colleagues: [],
    });

    const { cloneShareActionCode: code } = (
      await call('PATCH', `${base}/${placed.desktopId}/set-share-code`, anna, {})
    ).json() as { cloneShareActionCode: string };
    expect((await call('POST', `${base}/clone-by-share-code/${code}`, jonas)).statusCode).toBe(200);
    const shared = (await usage(anna)).items.find((i) => i.assetId === used.id);
    expect(shared?.colleagues).toEqual([demo.jonas.name]);
    // The clone's widget is Jonas's, not a use of a file of his own.
    expect((await usage(jonas)).items.find((i) => i.assetId === used.id)).toBeUndefined();
  });

  it("never shows another user's files: not the colleague's, not another tenant's", async () => {
    const own = await upload(anna, 'nur-annas.png');
    await desktopWithMedia(anna, 'Annas Tafel', own.id, own.url);
    const annaUsed = (await usage(anna)).usedBytes;
    for (const token of [jonas, mia]) {
      const other = await usage(token);
      expect(other.items.map((i) => i.assetId)).not.toContain(own.id);
      expect(JSON.stringify(other)).not.toContain('Annas Tafel');
      expect(other.usedBytes).toBeLessThan(annaUsed);
    }
  });

  it('renames a file: the display name changes, slug and url stay; a colleague cannot rename it', async () => {
    const a = await upload(anna, 'IMG_0001.png');
    const res = await call('PUT', `/api/files/${a.id}/userAssetPatch`, anna, {
      tags: ['Sachkunde'],
      fileName: 'Igel im Herbst.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fileName: 'Igel im Herbst.png',
      slug: a.slug,
      url: a.url,
      tags: ['Sachkunde'],
    });
    expect((await call('GET', a.url)).statusCode).toBe(200);
    const other = await call('PUT', `/api/files/${a.id}/userAssetPatch`, jonas, {
      tags: [],
      fileName: 'fremd.png',
    });
    expect(other.statusCode).toBe(404);
    expect((await call('GET', `/api/files/${a.id}/userAsset`, anna)).json().fileName).toBe(
      'Igel im Herbst.png',
    );
    const empty = await call('PUT', `/api/files/${a.id}/userAssetPatch`, anna, { tags: [], fileName: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});
