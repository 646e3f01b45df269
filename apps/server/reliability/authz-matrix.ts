// Who may call which /api route, and how to aim the call at someone else's data. The authz
// test (authz.test.ts) fails for a route of the OpenAPI document without an entry here, so a
// new route cannot ship without its access rule.
import { randomUUID } from 'node:crypto';
import { SettingNames } from '@tafino/shared';

/**
 * - public: anyone, also anonymous (answers must not carry the victim's data);
 * - self: signed in, acts only on the caller's own data (no victim object can be named);
 * - owned: signed in, names an object of its owner: any other user or tenant gets 404;
 * - admin: signed-in admins of the tenant; host-admin: admins of the default (host) tenant;
 * - capability: authorized by a secret in the URL (asset bytes `?k=`), or the owner's token;
 * - share-code: anyone of the desktop's tenant holding the share code (the code is the capability).
 */
export type AccessRule = 'public' | 'self' | 'owned' | 'admin' | 'host-admin' | 'capability' | 'share-code';

/** The victim's objects (Anna's, tenant default), created by the test before the attacks. */
export interface Victim {
  desktopId: string;
  widgetId: string;
  assetId: string;
  assetApp: string;
  classCode: string;
  /** A desktop of Anna's with a share code (cloning it changes its shared contexts, not the victim desktop). */
  shareCode: string;
}

export interface AimedCall {
  /** Values of the path's `{param}`s. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface MatrixEntry {
  rule: AccessRule;
  /** Share-code reads are for embedding: anonymous callers of the code's tenant may read. */
  anonymous?: 'allowed';
  /** What the call names of the victim's (valid input, so that only authorization can refuse it). */
  aim?: (v: Victim) => AimedCall;
}

const png1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** An empty zip (end of central directory only), and a pack id nobody has. */
const emptyZip = 'UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==';
const somePackId = randomUUID();
const someLayoutId = randomUUID();
const someVersionId = randomUUID();
const layoutChange = { name: 'fremd', displayName: 'Fremd', path: 'layouts/fremd' };
const someMenuId = randomUUID();
const someUserId = randomUUID();
const menuChange = { name: 'fremd', displayName: 'Fremd', path: '/admin/fremd' };
/** One whole chunk of a chunked upload (a 1x1 PNG). */
const chunk = {
  name: 'fremd.png',
  identifier: 'authz-upload-1',
  chunkNumber: 1,
  totalChunks: 1,
  totalSize: 70,
  file: png1x1,
};
const settingChange = [{ name: SettingNames.BackgroundColor, value: '#000000' }];
/** The shipped 'subjects' list of the data dictionary (the same id in every tenant). */
const subjectsListId = 'd1c70000-0000-4000-8000-000000000001';
const subjectRename = { displayName: 'Fremd', value: 'red' };

/** Key: `METHOD /path` exactly as in the OpenAPI document. */
export const authzMatrix: Record<string, MatrixEntry> = {
  'GET /api/abp/application-configuration': { rule: 'public' },
  // The description of the routes, as public as /api/docs: it names no one's data.
  'GET /api/abp/api-definition': { rule: 'public', aim: () => ({ query: { IncludeTypes: 'true' } }) },

  'GET /api/setting-management/settings/by-current-user': { rule: 'self' },
  'GET /api/setting-management/settings/by-current-tenant': { rule: 'self' },
  'GET /api/setting-management/settings/by-global': { rule: 'host-admin' },
  'PUT /api/setting-management/settings/change-current-user-single': {
    rule: 'self',
    aim: () => ({ body: settingChange[0] }),
  },
  'PUT /api/setting-management/settings/change-current-user': {
    rule: 'self',
    aim: () => ({ body: settingChange }),
  },
  'PUT /api/setting-management/settings/change-current-tenant': {
    rule: 'admin',
    aim: () => ({ body: settingChange }),
  },
  'PUT /api/setting-management/settings/change-global': {
    rule: 'host-admin',
    aim: () => ({ body: settingChange }),
  },
  // Storage settings from the server's configuration: tenant admins and the host admin read them.
  'GET /api/setting-management/oss-management/by-current-tenant': { rule: 'admin' },
  'GET /api/setting-management/oss-management/by-global': { rule: 'host-admin' },

  'GET /api/platform/desktops/by-share-code/{code}': {
    rule: 'share-code',
    anonymous: 'allowed',
    aim: (v) => ({ params: { code: v.shareCode } }),
  },
  // Its live channel for the read-only views (without an upgrade: the desktop's revision).
  'GET /api/platform/desktops/by-share-code/{code}/live': {
    rule: 'share-code',
    anonymous: 'allowed',
    aim: (v) => ({ params: { code: v.shareCode } }),
  },
  'POST /api/platform/desktops/clone-by-share-code/{code}': {
    rule: 'share-code',
    aim: (v) => ({ params: { code: v.shareCode } }),
  },
  'POST /api/platform/desktops': {
    rule: 'self',
    aim: () => ({ body: { name: 'Fremde Tafel', classCode: '' } }),
  },
  'GET /api/platform/desktops/by-user': { rule: 'self' },
  'GET /api/platform/desktops/all': { rule: 'self' },
  'GET /api/platform/desktops/{id}': { rule: 'owned', aim: (v) => ({ params: { id: v.desktopId } }) },
  'PUT /api/platform/desktops/{id}': {
    rule: 'owned',
    aim: (v) => ({ params: { id: v.desktopId }, body: { name: 'Übernommen', classCode: '9z' } }),
  },
  'DELETE /api/platform/desktops/{id}': { rule: 'owned', aim: (v) => ({ params: { id: v.desktopId } }) },
  'GET /api/platform/desktops/{id}/widgets': { rule: 'owned', aim: (v) => ({ params: { id: v.desktopId } }) },
  // The live channel: without an upgrade its state; a socket authenticates in its first message.
  'GET /api/platform/desktops/{id}/live': { rule: 'owned', aim: (v) => ({ params: { id: v.desktopId } }) },
  'PATCH /api/platform/desktops/{id}/create-widget': {
    rule: 'owned',
    aim: (v) => ({
      params: { id: v.desktopId },
      body: { widgetId: randomUUID(), componentName: 'Timer', extraProperties: {} },
    }),
  },
  'PATCH /api/platform/desktops/{id}/update-widget': {
    rule: 'owned',
    aim: (v) => ({
      params: { id: v.desktopId },
      body: {
        widgetId: v.widgetId,
        extraProperties: { widgetSettingsData: { assetId: v.assetId, title: 'übernommen' } },
      },
    }),
  },
  'PATCH /api/platform/desktops/{id}/{widgetId}/remove-widget': {
    rule: 'owned',
    aim: (v) => ({ params: { id: v.desktopId, widgetId: v.widgetId } }),
  },
  'PATCH /api/platform/desktops/{id}/set-share-code': {
    rule: 'owned',
    aim: (v) => ({ params: { id: v.desktopId }, body: {} }),
  },
  'POST /api/platform/desktops/clone-from/{sourceDesktopId}': {
    rule: 'owned',
    aim: (v) => ({ params: { sourceDesktopId: v.desktopId } }),
  },

  // Layouts are global: every signed-in user reads them (nothing of the victim's to name), only the
  // host admin writes them.
  'POST /api/platform/layouts': {
    rule: 'host-admin',
    aim: () => ({ body: { ...layoutChange, framework: 'tafino-web' } }),
  },
  'GET /api/platform/layouts': { rule: 'self', aim: () => ({ query: { Filter: 'default' } }) },
  'GET /api/platform/layouts/all': { rule: 'self' },
  'GET /api/platform/layouts/{id}': { rule: 'self', aim: () => ({ params: { id: someLayoutId } }) },
  'PUT /api/platform/layouts/{id}': {
    rule: 'host-admin',
    aim: () => ({ params: { id: someLayoutId }, body: layoutChange }),
  },
  'DELETE /api/platform/layouts/{id}': { rule: 'host-admin', aim: () => ({ params: { id: someLayoutId } }) },

  // Menus: entries are global (the host admin writes them, admins read them); grants are per tenant
  // (admins of the tenant); every signed-in user reads their own effective menu.
  'POST /api/platform/menus': {
    rule: 'host-admin',
    aim: () => ({ body: { ...menuChange, layoutId: someLayoutId } }),
  },
  'GET /api/platform/menus': { rule: 'admin', aim: () => ({ query: { Filter: 'widget' } }) },
  'GET /api/platform/menus/all': { rule: 'admin' },
  'GET /api/platform/menus/{id}': { rule: 'admin', aim: () => ({ params: { id: someMenuId } }) },
  'PUT /api/platform/menus/{id}': {
    rule: 'host-admin',
    aim: () => ({ params: { id: someMenuId }, body: menuChange }),
  },
  'DELETE /api/platform/menus/{id}': { rule: 'host-admin', aim: () => ({ params: { id: someMenuId } }) },
  'GET /api/platform/menus/by-current-user': {
    rule: 'self',
    aim: () => ({ query: { Framework: 'tafino-web' } }),
  },
  'GET /api/platform/menus/by-role': { rule: 'admin', aim: () => ({ query: { Role: 'teacher' } }) },
  'PUT /api/platform/menus/by-role': {
    rule: 'admin',
    aim: () => ({ body: { role: 'teacher', menuIds: [] } }),
  },
  'GET /api/platform/menus/by-role/{role}/{framework}': {
    rule: 'admin',
    aim: () => ({ params: { role: 'teacher', framework: 'tafino-web' } }),
  },
  'GET /api/platform/menus/by-user': { rule: 'admin', aim: () => ({ query: { UserId: someUserId } }) },
  'PUT /api/platform/menus/by-user': {
    rule: 'admin',
    aim: () => ({ body: { userId: someUserId, menuIds: [] } }),
  },
  'GET /api/platform/menus/users': { rule: 'admin', aim: () => ({ query: { Filter: 'example' } }) },
  'GET /api/platform/menus/by-user/{userId}/{framework}': {
    rule: 'admin',
    aim: () => ({ params: { userId: someUserId, framework: 'tafino-web' } }),
  },

  // Versions are global: every signed-in user reads them and downloads their files (nothing of the
  // victim's to name), only the host admin publishes, uploads and deletes.
  'POST /api/platform/versions': {
    rule: 'host-admin',
    aim: () => ({ body: { version: '99.9.9', platformType: 'Linux', title: 'Fremd' } }),
  },
  'DELETE /api/platform/versions': {
    rule: 'host-admin',
    aim: () => ({ query: { Version: '1.0.0', PlatformType: 'Web' } }),
  },
  'GET /api/platform/versions': { rule: 'self', aim: () => ({ query: { PlatformType: 'Web' } }) },
  'POST /api/platform/version': {
    rule: 'host-admin',
    aim: () => ({ body: { version: '99.9.8', platformType: 'Linux', title: 'Fremd' } }),
  },
  'DELETE /api/platform/version': {
    rule: 'host-admin',
    aim: () => ({ query: { Version: '1.0.0', PlatformType: 'Web' } }),
  },
  'GET /api/platform/version': { rule: 'self', aim: () => ({ query: { PlatformType: 'Web' } }) },
  'GET /api/platform/version/{id}': { rule: 'self', aim: () => ({ params: { id: someVersionId } }) },
  'GET /api/platform/version/lastest': { rule: 'self', aim: () => ({ query: { platformType: 'Web' } }) },
  'POST /api/platform/version/file/append': {
    rule: 'host-admin',
    aim: () => ({
      query: {
        VersionId: someVersionId,
        FileName: 'fremd.bin',
        CurrentByte: '0',
        TotalByte: '1',
        SHA256: '0'.repeat(64),
      },
    }),
  },
  'DELETE /api/platform/version/file/clean': {
    rule: 'host-admin',
    aim: () => ({ query: { Id: someVersionId } }),
  },
  'DELETE /api/platform/version/file/remove': {
    rule: 'host-admin',
    aim: () => ({ query: { VersionId: someVersionId, FileName: 'fremd.bin' } }),
  },
  'GET /api/platform/version/file/download': {
    rule: 'self',
    aim: () => ({ query: { VersionId: someVersionId, FileName: 'fremd.bin' } }),
  },

  // The data dictionary is per tenant: every signed-in user reads its own tenant's lists (nothing of
  // the victim's to name), only the tenant's admins write them.
  'GET /api/platform/datas': { rule: 'self', aim: () => ({ query: { Filter: 'Mathematik' } }) },
  'POST /api/platform/datas': {
    rule: 'admin',
    aim: () => ({ body: { name: 'fremd', displayName: 'Fremd' } }),
  },
  'GET /api/platform/datas/all': { rule: 'self' },
  'GET /api/platform/datas/by-name/{name}': { rule: 'self', aim: () => ({ params: { name: 'subjects' } }) },
  'GET /api/platform/datas/{id}': { rule: 'self', aim: () => ({ params: { id: subjectsListId } }) },
  'PUT /api/platform/datas/{id}': {
    rule: 'admin',
    aim: () => ({ params: { id: subjectsListId }, body: { displayName: 'Fremd' } }),
  },
  'DELETE /api/platform/datas/{id}': { rule: 'admin', aim: () => ({ params: { id: subjectsListId } }) },
  'POST /api/platform/datas/{id}/items': {
    rule: 'admin',
    aim: () => ({ params: { id: subjectsListId }, body: { name: 'subject.fremd', ...subjectRename } }),
  },
  'PUT /api/platform/datas/{id}/items/{name}': {
    rule: 'admin',
    aim: () => ({ params: { id: subjectsListId, name: 'subject.math' }, body: subjectRename }),
  },
  'DELETE /api/platform/datas/{id}/items/{name}': {
    rule: 'admin',
    aim: () => ({ params: { id: subjectsListId, name: 'subject.math' } }),
  },

  'GET /api/files/assets': { rule: 'self' },
  'GET /api/files/assets/licenses': { rule: 'public' },
  'GET /api/files/assets/{slug}': { rule: 'public', aim: () => ({ params: { slug: 'stern' } }) },
  'POST /api/{app}/userAsset': {
    rule: 'self',
    aim: () => ({ params: { app: 'tafino' }, body: { file: png1x1, fileName: 'fremd.png' } }),
  },
  'GET /api/files/userAssets': { rule: 'self' },
  'GET /api/files/userAssets/usage': { rule: 'self' },
  'GET /api/files/{id}/userAsset': { rule: 'owned', aim: (v) => ({ params: { id: v.assetId } }) },
  'PUT /api/files/{id}/userAsset': {
    rule: 'owned',
    aim: (v) => ({ params: { id: v.assetId }, body: { file: png1x1, fileName: 'ersetzt.png' } }),
  },
  'PUT /api/files/{id}/userAssetPatch': {
    rule: 'owned',
    aim: (v) => ({ params: { id: v.assetId }, body: { tags: ['übernommen'] } }),
  },
  'DELETE /api/files/{id}/userAsset': { rule: 'owned', aim: (v) => ({ params: { id: v.assetId } }) },
  // The class list of the victim's class code: another user reaches only their own list of that code.
  'GET /api/files/pupil-names/{classCode}': {
    rule: 'self',
    aim: (v) => ({ params: { classCode: v.classCode } }),
  },
  'PUT /api/files/pupil-names/{classCode}': {
    rule: 'self',
    aim: (v) => ({ params: { classCode: v.classCode }, body: { text: 'Fremder Name' } }),
  },
  // The pick memory of the victim's class code: another user reaches only their own memory of that code.
  'POST /api/class-picks/{classCode}/lookup': {
    rule: 'self',
    aim: (v) => ({ params: { classCode: v.classCode }, body: { names: ['Fremder Name'] } }),
  },
  'PATCH /api/class-picks/{classCode}': {
    rule: 'self',
    aim: (v) => ({ params: { classCode: v.classCode }, body: { add: ['Fremder Name'] } }),
  },
  'DELETE /api/class-picks/{classCode}': {
    rule: 'self',
    aim: (v) => ({ params: { classCode: v.classCode } }),
  },
  // Names no stored object; the address names a refused (loopback) host, so no page is asked.
  'POST /api/embed-check': { rule: 'self', aim: () => ({ body: { url: 'http://127.0.0.1/' } }) },
  // Without the secret `k`: only the owner's token opens the bytes.
  'GET /api/assets/{app}/{id}': {
    rule: 'capability',
    aim: (v) => ({ params: { app: v.assetApp, id: v.assetId } }),
  },

  // Licensed symbol packs: the tenant's admin manages them; every signed-in user reads the active one.
  'GET /api/symbol-packs': { rule: 'admin' },
  'POST /api/symbol-packs': {
    rule: 'admin',
    aim: () => ({ body: { file: emptyZip, fileName: 'paket.zip' } }),
  },
  'POST /api/symbol-packs/{id}/activate': { rule: 'admin', aim: () => ({ params: { id: somePackId } }) },
  'POST /api/symbol-packs/{id}/deactivate': { rule: 'admin', aim: () => ({ params: { id: somePackId } }) },
  'DELETE /api/symbol-packs/{id}': { rule: 'admin', aim: () => ({ params: { id: somePackId } }) },
  'GET /api/symbol-packs/active': { rule: 'self' },
  // Authorized by the signed, expiring URL that only GET active hands out (like a capability, but
  // with no owner token to fall back on): without a valid signature every caller gets 404.
  'GET /api/symbol-packs/files/{token}/{file}': {
    rule: 'public',
    aim: () => ({
      params: { token: `${somePackId}.9999999999.${'A'.repeat(43)}`, file: '0123456789abcdef.png' },
    }),
  },

  // File spaces (spec section 7). Private files: every name names the caller's own space, so
  // another user aims at nothing of the victim's. Public files: read by the tenant, written by its
  // admins. Static buckets: written by admins, read by anyone of the named tenant.
  'POST /api/files/private': { rule: 'self', aim: () => ({ body: { name: 'fremd.png', file: png1x1 } }) },
  'DELETE /api/files/private': { rule: 'self', aim: () => ({ query: { Name: 'geheim.png' } }) },
  'GET /api/files/private/search': { rule: 'self', aim: () => ({ query: { Filter: 'geheim' } }) },
  'POST /api/files/private/upload': { rule: 'self', aim: () => ({ body: chunk }) },
  'GET /api/files/private/{name}': { rule: 'self', aim: () => ({ params: { name: 'geheim.png' } }) },
  'GET /api/files/private/{name}/{process}': {
    rule: 'self',
    aim: () => ({ params: { name: 'geheim.png', process: 'thumbnail' } }),
  },
  'GET /api/files/private/p/{path}/{name}': {
    rule: 'self',
    aim: () => ({ params: { path: 'Ordner', name: 'geheim.png' } }),
  },
  'GET /api/files/private/p/{path}/{name}/{process}': {
    rule: 'self',
    aim: () => ({ params: { path: 'Ordner', name: 'geheim.png', process: 'small' } }),
  },
  'GET /api/files/private/share': { rule: 'self' },
  'POST /api/files/private/share': { rule: 'self', aim: () => ({ body: { name: 'geheim.png' } }) },
  // Ends only the caller's own share: another's id is not found.
  'DELETE /api/files/private/share/{id}': { rule: 'self', aim: () => ({ params: { id: randomUUID() } }) },
  // The token is the capability: an unknown one opens nothing, for anyone.
  'GET /api/files/share/{token}': { rule: 'public', aim: () => ({ params: { token: 'A'.repeat(32) } }) },
  'POST /api/files/public': { rule: 'admin', aim: () => ({ body: { name: 'fremd.png', file: png1x1 } }) },
  'DELETE /api/files/public': { rule: 'admin', aim: () => ({ query: { Name: 'aushang.png' } }) },
  'GET /api/files/public/search': { rule: 'self' },
  'POST /api/files/public/upload': { rule: 'admin', aim: () => ({ body: chunk }) },
  'GET /api/files/public/{name}': { rule: 'self', aim: () => ({ params: { name: 'aushang.png' } }) },
  'GET /api/files/public/{name}/{process}': {
    rule: 'self',
    aim: () => ({ params: { name: 'aushang.png', process: 'thumbnail' } }),
  },
  'GET /api/files/public/p/{path}/{name}': {
    rule: 'self',
    aim: () => ({ params: { path: 'Aushang', name: 'plan.png' } }),
  },
  'GET /api/files/public/p/{path}/{name}/{process}': {
    rule: 'self',
    aim: () => ({ params: { path: 'Aushang', name: 'plan.png', process: '200x200' } }),
  },
  'POST /api/files/static': {
    rule: 'admin',
    aim: () => ({ body: { bucket: 'website', name: 'fremd.png', file: png1x1 } }),
  },
  'DELETE /api/files/static': {
    rule: 'admin',
    aim: () => ({ query: { Bucket: 'website', Name: 'logo.png' } }),
  },
  'GET /api/files/static/search': { rule: 'self', aim: () => ({ query: { Bucket: 'website' } }) },
  'POST /api/files/static/upload': { rule: 'admin', aim: () => ({ body: { ...chunk, bucket: 'website' } }) },
  'GET /api/files/static/{bucket}/{name}': {
    rule: 'public',
    aim: () => ({ params: { bucket: 'website', name: 'logo.png' } }),
  },
  'GET /api/files/static/{bucket}/{name}/{process}': {
    rule: 'public',
    aim: () => ({ params: { bucket: 'website', name: 'logo.png', process: 'thumbnail' } }),
  },
  'GET /api/files/static/{bucket}/p/{path}/{name}': {
    rule: 'public',
    aim: () => ({ params: { bucket: 'website', path: 'bilder', name: 'logo.png' } }),
  },
  'GET /api/files/static/{bucket}/p/{path}/{name}/{process}': {
    rule: 'public',
    aim: () => ({ params: { bucket: 'website', path: 'bilder', name: 'logo.png', process: 'small' } }),
  },

  // Storage management: admins only (the host admin sees the whole store, a tenant admin the
  // tenant's prefix), so every other caller gets 401 / 403.
  'GET /api/oss-management/containes': { rule: 'admin', aim: () => ({ query: { Prefix: 'a' } }) },
  'GET /api/oss-management/containes/objects': {
    rule: 'admin',
    aim: () => ({ query: { Bucket: 'public' } }),
  },
  'GET /api/oss-management/containes/{name}': { rule: 'admin', aim: () => ({ params: { name: 'public' } }) },
  'POST /api/oss-management/containes/{name}': { rule: 'admin', aim: () => ({ params: { name: 'Fremd' } }) },
  'DELETE /api/oss-management/containes/{name}': {
    rule: 'admin',
    aim: () => ({ params: { name: 'files' } }),
  },
  'POST /api/oss-management/objects': {
    rule: 'admin',
    aim: () => ({ body: { bucket: 'public', object: 'fremd.png', file: png1x1 } }),
  },
  'GET /api/oss-management/objects': {
    rule: 'admin',
    aim: () => ({ query: { Bucket: 'public', Object: 'a.png' } }),
  },
  'DELETE /api/oss-management/objects': {
    rule: 'admin',
    aim: () => ({ query: { Bucket: 'public', Object: 'a.png' } }),
  },
  'POST /api/oss-management/objects/bulk-delete': {
    rule: 'admin',
    aim: () => ({ body: { bucket: 'public', objects: ['a.png'] } }),
  },
  'GET /api/oss-management/objects/download': {
    rule: 'admin',
    aim: () => ({ query: { Bucket: 'public', Object: 'a.png' } }),
  },
  'POST /api/oss-management/objects/upload': {
    rule: 'admin',
    aim: () => ({ body: { ...chunk, bucket: 'public' } }),
  },
};
