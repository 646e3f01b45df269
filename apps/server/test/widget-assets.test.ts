import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { b64, png } from './helpers/files.ts';

const base = '/api/platform/desktops';

// Widgets own the files they link (spec section 4 and issue rules for clones).
describe.each(databaseKinds)('assets linked by widgets on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna, jonas] = await signInAll(t.app, [demo.anna, demo.jonas]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);

  async function upload(token: string, name = 'bild.png') {
    const res = await call('POST', '/api/tafino/userAsset', token, {
      file: b64(await png()),
      fileName: name,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; url: string };
  }
  const assetStatus = async (token: string, id: string) =>
    (await call('GET', `/api/files/${id}/userAsset`, token)).statusCode;
  const fetchBytes = async (url: string) => (await t.app.inject({ url })).statusCode;

  async function desktopWithMedia(token: string, assetId: string, url: string) {
    // names are unique per user: each desktop gets its own
    const desktop = (
      await call('POST', base, token, { name: `Bilder ${randomUUID().slice(0, 8)}` })
    ).json() as {
      id: string;
    };
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

  it('removing a widget deletes the asset it linked, unless another widget still links it', async () => {
    const asset = await upload(anna);
    const first = await desktopWithMedia(anna, asset.id, asset.url);
    const second = await desktopWithMedia(anna, asset.id, asset.url);
    await call('PATCH', `${base}/${first.desktopId}/${first.widgetId}/remove-widget`, anna);
    expect(await assetStatus(anna, asset.id)).toBe(200);
    await call('PATCH', `${base}/${second.desktopId}/${second.widgetId}/remove-widget`, anna);
    expect(await assetStatus(anna, asset.id)).toBe(404);
    expect(await fetchBytes(asset.url)).toBe(404);
  });

  it('deleting a desktop deletes the assets of its widgets', async () => {
    const asset = await upload(anna);
    const { desktopId } = await desktopWithMedia(anna, asset.id, asset.url);
    expect((await call('DELETE', `${base}/${desktopId}`, anna)).statusCode).toBe(204);
    expect(await assetStatus(anna, asset.id)).toBe(404);
  });

  it("a clone uses the owner's asset; removing the clone's widget only unassigns the colleague", async () => {
    const asset = await upload(anna, 'tafelbild.png');
    const source = await desktopWithMedia(anna, asset.id, asset.url);
    const { cloneShareActionCode: code } = (
      await call('PATCH', `${base}/${source.desktopId}/set-share-code`, anna, {})
    ).json();
    const clone = (await call('POST', `${base}/clone-by-share-code/${code}`, jonas)).json() as { id: string };
    const [cloneWidget] = (await call('GET', `${base}/${clone.id}/widgets`, jonas)).json().items as {
      id: string;
      extraProperties: { widgetSettingsData: { extraSettings: { assetId: string; assetUrl: string } } };
    }[];
    expect(cloneWidget!.extraProperties.widgetSettingsData.extraSettings).toMatchObject({
      assetId: asset.id,
      assetUrl: asset.url,
    });
    expect(await fetchBytes(asset.url)).toBe(200);
    // the colleague is assigned (tagged with name and owner email), but it is not theirs to manage
    const users = await t.db.database.db
      .selectFrom('assetUsers')
      .selectAll()
      .where('assetId', '=', asset.id)
      .execute();
    expect(users.map((u) => [u.userName, u.ownerEmail]).sort()).toEqual(
      [
        [demo.anna.name, demo.anna.email],
        [demo.jonas.name, demo.anna.email],
      ].sort(),
    );
    expect(await assetStatus(jonas, asset.id)).toBe(404);

    await call('PATCH', `${base}/${clone.id}/${cloneWidget!.id}/remove-widget`, jonas);
    expect(await assetStatus(anna, asset.id)).toBe(200);
    const after = await t.db.database.db
      .selectFrom('assetUsers')
      .select('userName')
      .where('assetId', '=', asset.id)
      .execute();
    expect(after.map((u) => u.userName)).toEqual([demo.anna.name]);
  });

  it('deleting the source desktop keeps the asset while a clone still uses it', async () => {
    const asset = await upload(anna, 'arbeitsblatt.png');
    const source = await desktopWithMedia(anna, asset.id, asset.url);
    const { cloneShareActionCode: code } = (
      await call('PATCH', `${base}/${source.desktopId}/set-share-code`, anna, {})
    ).json();
    const clone = (await call('POST', `${base}/clone-by-share-code/${code}`, jonas)).json() as { id: string };
    expect((await call('DELETE', `${base}/${source.desktopId}`, anna)).statusCode).toBe(204);
    expect(await fetchBytes(asset.url)).toBe(200);
    // once the last clone lets go, the owner's next removal may delete it
    const [w] = (await call('GET', `${base}/${clone.id}/widgets`, jonas)).json().items as { id: string }[];
    await call('PATCH', `${base}/${clone.id}/${w!.id}/remove-widget`, jonas);
    expect(await assetStatus(anna, asset.id)).toBe(200);
  });

  it('replacing the picture of a widget lets go of the old file, keeps the new one', async () => {
    const first = await upload(anna, 'alt.png');
    const second = await upload(anna, 'neu.png');
    const { desktopId, widgetId } = await desktopWithMedia(anna, first.id, first.url);
    const res = await call('PATCH', `${base}/${desktopId}/update-widget`, anna, {
      widgetId,
      extraProperties: {
        widgetComponentData: {},
        widgetSettingsData: { ownerName: '', extraSettings: { assetId: second.id, assetUrl: second.url } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await assetStatus(anna, first.id)).toBe(404);
    expect(await assetStatus(anna, second.id)).toBe(200);
    // an update that keeps the link changes nothing
    await call('PATCH', `${base}/${desktopId}/update-widget`, anna, {
      widgetId,
      extraProperties: {
        widgetComponentData: { consentGiven: true },
        widgetSettingsData: { ownerName: '', extraSettings: { assetId: second.id, assetUrl: second.url } },
      },
    });
    expect(await assetStatus(anna, second.id)).toBe(200);
  });
});
