// Every call of spec section 7 ("## 7. Calls", product-spec.md), one entry per method and path, with
// the query parameter names the spec writes (their spelling, "containes" and "lastest" included).
// `line` is the spec line that names the call. spec-section7.test.ts checks each against the app.

export type SpecMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SpecCall {
  line: number;
  family: string;
  method: SpecMethod;
  /** The path as the OpenAPI document writes it (`{param}`). */
  path: string;
  /** Query parameter names the spec gives for the call. */
  query?: readonly string[];
}

const call = (
  line: number,
  family: string,
  method: SpecMethod,
  path: string,
  query?: readonly string[],
): SpecCall => ({ line, family, method, path, ...(query ? { query } : {}) });

const D = '/api/platform/desktops';
const desktops: SpecCall[] = [
  call(118, 'Desktops', 'POST', D),
  call(119, 'Desktops', 'PUT', `${D}/{id}`),
  call(120, 'Desktops', 'DELETE', `${D}/{id}`),
  call(121, 'Desktops', 'GET', `${D}/all`),
  call(122, 'Desktops', 'GET', `${D}/by-user`),
  call(123, 'Desktops', 'GET', `${D}/{id}/widgets`),
  call(124, 'Desktops', 'PATCH', `${D}/{id}/create-widget`),
  call(125, 'Desktops', 'PATCH', `${D}/{id}/update-widget`),
  call(126, 'Desktops', 'PATCH', `${D}/{id}/{widgetId}/remove-widget`),
  call(127, 'Desktops', 'PATCH', `${D}/{id}/set-share-code`),
  call(128, 'Desktops', 'POST', `${D}/clone-by-share-code/{code}`),
  call(129, 'Desktops', 'POST', `${D}/clone-from/{sourceDesktopId}`),
];

const L = '/api/platform/layouts';
const layouts: SpecCall[] = [
  call(131, 'Layouts', 'POST', L),
  call(131, 'Layouts', 'GET', L, [
    'Filter',
    'Reverse',
    'Framework',
    'Sorting',
    'SkipCount',
    'MaxResultCount',
  ]),
  call(131, 'Layouts', 'GET', `${L}/{id}`),
  call(131, 'Layouts', 'PUT', `${L}/{id}`),
  call(131, 'Layouts', 'DELETE', `${L}/{id}`),
  call(131, 'Layouts', 'GET', `${L}/all`),
];

const M = '/api/platform/menus';
const menus: SpecCall[] = [
  call(133, 'Menus', 'GET', M),
  call(133, 'Menus', 'POST', M),
  call(133, 'Menus', 'GET', `${M}/{id}`),
  call(133, 'Menus', 'PUT', `${M}/{id}`),
  call(133, 'Menus', 'DELETE', `${M}/{id}`),
  call(133, 'Menus', 'GET', `${M}/all`),
  call(133, 'Menus', 'GET', `${M}/by-current-user`, ['Framework']),
  call(133, 'Menus', 'GET', `${M}/by-role`, ['Role', 'Framework']),
  call(133, 'Menus', 'PUT', `${M}/by-role`),
  call(133, 'Menus', 'GET', `${M}/by-role/{role}/{framework}`),
  call(133, 'Menus', 'GET', `${M}/by-user`, ['UserId', 'Roles', 'Framework']),
  call(133, 'Menus', 'PUT', `${M}/by-user`),
  call(133, 'Menus', 'GET', `${M}/by-user/{userId}/{framework}`),
];

// The spec's single calls are at version/...; its collection calls (POST, DELETE, GET list) name no
// path, so they are at the same base, version.
const V = '/api/platform/version';
const versions: SpecCall[] = [
  call(135, 'Versions', 'POST', V),
  call(135, 'Versions', 'DELETE', V, ['Version', 'PlatformType']),
  call(135, 'Versions', 'GET', V, ['Filter', 'PlatformType']),
  call(135, 'Versions', 'GET', `${V}/{id}`),
  call(135, 'Versions', 'POST', `${V}/file/append`, [
    'VersionId',
    'Version',
    'FilePath',
    'FileName',
    'FileVersion',
    'CurrentByte',
    'TotalByte',
    'FileType',
    'SHA256',
  ]),
  call(135, 'Versions', 'DELETE', `${V}/file/clean`, ['Id']),
  call(135, 'Versions', 'GET', `${V}/file/download`),
  call(135, 'Versions', 'DELETE', `${V}/file/remove`, ['VersionId', 'FileName']),
  call(135, 'Versions', 'GET', `${V}/lastest`, ['platformType']),
];

const S = '/api/setting-management/settings';
const O = '/api/setting-management/oss-management';
const settings: SpecCall[] = [
  call(137, 'Settings', 'GET', `${S}/by-current-tenant`),
  call(137, 'Settings', 'GET', `${S}/by-current-user`),
  call(137, 'Settings', 'GET', `${S}/by-global`),
  call(137, 'Settings', 'PUT', `${S}/change-current-tenant`),
  call(137, 'Settings', 'PUT', `${S}/change-current-user`),
  call(137, 'Settings', 'PUT', `${S}/change-current-user-single`),
  call(137, 'Settings', 'PUT', `${S}/change-global`),
  call(137, 'Settings', 'GET', `${O}/by-current-tenant`),
  call(137, 'Settings', 'GET', `${O}/by-global`),
  call(137, 'ABP', 'GET', '/api/abp/application-configuration'),
  call(137, 'ABP', 'GET', '/api/abp/api-definition'),
];

const T = '/api/platform/datas';
const datas: SpecCall[] = [
  call(139, 'Data dictionary', 'GET', T),
  call(139, 'Data dictionary', 'POST', T),
  call(139, 'Data dictionary', 'GET', `${T}/{id}`),
  call(139, 'Data dictionary', 'PUT', `${T}/{id}`),
  call(139, 'Data dictionary', 'DELETE', `${T}/{id}`),
  call(139, 'Data dictionary', 'POST', `${T}/{id}/items`),
  call(139, 'Data dictionary', 'PUT', `${T}/{id}/items/{name}`),
  call(139, 'Data dictionary', 'DELETE', `${T}/{id}/items/{name}`),
  call(139, 'Data dictionary', 'GET', `${T}/all`),
  call(139, 'Data dictionary', 'GET', `${T}/by-name/{name}`),
];

const files: SpecCall[] = [];
for (const kind of ['private', 'public', 'static'] as const) {
  const F = `/api/files/${kind}`;
  files.push(
    call(141, 'Files', 'POST', F),
    call(141, 'Files', 'DELETE', F, ['Name', 'Path', 'Process']),
    call(141, 'Files', 'GET', `${F}/search`, ['Filter', 'Path', 'MaxResultCount']),
    call(141, 'Files', 'POST', `${F}/upload`),
  );
  // Static files are read by bucket: /api/files/static/{bucket}/{name}[/{process}] and /p/{path}/{name}.
  const read = kind === 'static' ? `${F}/{bucket}` : F;
  files.push(
    call(141, 'Files', 'GET', `${read}/{name}`),
    call(141, 'Files', 'GET', `${read}/{name}/{process}`),
    call(141, 'Files', 'GET', `${read}/p/{path}/{name}`),
    call(141, 'Files', 'GET', `${read}/p/{path}/{name}/{process}`),
  );
}
files.push(
  call(141, 'Files', 'GET', '/api/files/private/share'),
  call(141, 'Files', 'POST', '/api/files/private/share'),
);

const C = '/api/oss-management';
const storage: SpecCall[] = [
  call(143, 'Storage management', 'GET', `${C}/containes`, [
    'Prefix',
    'Marker',
    'Sorting',
    'SkipCount',
    'MaxResultCount',
  ]),
  call(143, 'Storage management', 'POST', `${C}/containes/{name}`),
  call(143, 'Storage management', 'DELETE', `${C}/containes/{name}`),
  call(143, 'Storage management', 'GET', `${C}/containes/{name}`),
  call(143, 'Storage management', 'GET', `${C}/containes/objects`),
  call(143, 'Storage management', 'POST', `${C}/objects`),
  call(143, 'Storage management', 'DELETE', `${C}/objects`),
  call(143, 'Storage management', 'GET', `${C}/objects`),
  call(143, 'Storage management', 'POST', `${C}/objects/bulk-delete`),
  call(143, 'Storage management', 'GET', `${C}/objects/download`),
  call(143, 'Storage management', 'POST', `${C}/objects/upload`),
];

const local: SpecCall[] = [
  call(145, 'Local server routes', 'GET', '/api/files/assets', [
    'productEdition',
    'path',
    'filter',
    'previewHeight',
    'previewWidth',
  ]),
  call(145, 'Local server routes', 'POST', '/api/{app}/userAsset'),
  call(145, 'Local server routes', 'PUT', '/api/files/{id}/userAsset'),
  call(145, 'Local server routes', 'GET', '/api/files/{id}/userAsset'),
  call(145, 'Local server routes', 'DELETE', '/api/files/{id}/userAsset'),
  call(145, 'Local server routes', 'PUT', '/api/files/{id}/userAssetPatch'),
  call(145, 'Local server routes', 'GET', '/api/assets/{app}/{id}'),
];

export const specSection7Calls: readonly SpecCall[] = [
  ...desktops,
  ...layouts,
  ...menus,
  ...versions,
  ...settings,
  ...datas,
  ...files,
  ...storage,
  ...local,
];
