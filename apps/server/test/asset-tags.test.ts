import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demo, signInAll, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { b64, png } from './helpers/files.ts';

const base = '/api/platform/desktops';
type Asset = { id: string; url: string; tags: string[] };

// Spec section 6: "assets are tagged with user names and owner emails" (issue 13, item 9).
describe.each(databaseKinds)("a clone's assets carry their users as tags on %s", (kind) => {
  let t: TestApp;
  let anna: string;
  let jonas: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [anna, jonas] = await signInAll(t.app, [demo.anna, demo.jonas]);
  });
  afterAll(async () => t?.close());

  const call = apiCaller(() => t.app);
  const own = async (id: string) => {
    const res = await call('GET', `/api/files/${id}/userAsset`, anna);
    expect(res.statusCode).toBe(200);
    return res.json() as Asset;
  };
  const listed = async (id: string) =>
    ((await call('GET', '/api/files/userAssets?MaxResultCount=1000', anna)).json().items as Asset[]).find(
      (a) => a.id === id,
    );

  it('shows the assigned colleague and the owner email, and drops them after the colleague lets go', async () => {
    const upload = await call('POST', '/api/tafino/userAsset', anna, {
      file: b64(await png()),
      fileName: 'tafelbild.png',
      tags: ['Sachunterricht'],
    });
    expect(upload.statusCode).toBe(200);
    const asset = upload.json() as Asset;
    // only the owner uses it: no user tags yet
    expect(asset.tags).toEqual(['Sachunterricht']);

    const desktop = (await call('POST', base, anna, { name: 'Tiere im Wald' })).json() as { id: string };
    const widget = await call('PATCH', `${base}/${desktop.id}/create-widget`, anna, {
      widgetId: randomUUID(),
      componentName: 'Media',
      extraProperties: {
        widgetComponentData: {},
        widgetSettingsData: {
          ownerName: '',
          extraSettings: { assetId: asset.id, assetUrl: asset.url, assetType: 'Image' },
        },
      },
    });
    expect(widget.statusCode).toBe(200);
    const { cloneShareActionCode: code } = (
      await call('PATCH', `${base}/${desktop.id}/set-share-code`, anna, {})
    ).json();
    const clone = (await call('POST', `${base}/clone-by-share-code/${code}`, jonas)).json() as { id: string };

    const expected = ['Sachunterricht', demo.jonas.name, demo.anna.email];
    expect((await own(asset.id)).tags).toEqual(expected);
    expect((await listed(asset.id))?.tags).toEqual(expected);
    // the owner's own tags stay theirs to change; the user tags stay as long as the assignment
    const patched = await call('PUT', `/api/files/${asset.id}/userAssetPatch`, anna, { tags: ['Wald'] });
    expect(patched.statusCode).toBe(200);
    expect((patched.json() as Asset).tags).toEqual(['Wald', demo.jonas.name, demo.anna.email]);
    // a search by the colleague's name finds the file
    const found = (
      await call('GET', `/api/files/userAssets?Filter=${encodeURIComponent('Jonas')}`, anna)
    ).json().items as Asset[];
    expect(found.map((a) => a.id)).toContain(asset.id);

    // the colleague removes the widget: unassigned, and the tags say so
    const [cloneWidget] = (await call('GET', `${base}/${clone.id}/widgets`, jonas)).json().items as {
      id: string;
    }[];
    expect(
      (await call('PATCH', `${base}/${clone.id}/${cloneWidget!.id}/remove-widget`, jonas)).statusCode,
    ).toBe(204);
    expect((await own(asset.id)).tags).toEqual(['Wald']);
    expect((await listed(asset.id))?.tags).toEqual(['Wald']);
  });
});
