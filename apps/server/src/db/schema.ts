import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Auto<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : never;
type Json<T = Record<string, unknown>> = ColumnType<T, string, string>;

export interface TenantsTable {
  id: Generated<string>;
  name: string;
  displayName: string;
  createdAt: Auto<Timestamp>;
}

export interface UsersTable {
  id: Generated<string>;
  tenantId: string;
  email: string;
  name: string;
  passwordHash: string | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  externalSubject: string | null;
  createdAt: Auto<Timestamp>;
  updatedAt: Auto<Timestamp>;
}

export interface DesktopsTable {
  id: Generated<string>;
  tenantId: string;
  ownerId: string;
  name: string;
  classCode: string;
  clonedFromDesktopId: string | null;
  cloneShareActionCode: string | null;
  extraProperties: Json;
  createdAt: Auto<Timestamp>;
  updatedAt: Auto<Timestamp>;
  revision: Generated<number>;
}

export interface DesktopOpsTable {
  opId: string;
  tenantId: string;
  desktopId: string;
  createdAt: Auto<Timestamp>;
}

export interface DesktopSharedContextsTable {
  id: Generated<string>;
  tenantId: string;
  desktopId: string;
  ownerUserMail: string;
  sharedWithDesktopId: string;
  createdAt: Auto<Timestamp>;
}

export interface WidgetsTable {
  id: string;
  desktopId: string;
  tenantId: string;
  componentName: string;
  extraProperties: Json;
  createdAt: Auto<Timestamp>;
  updatedAt: Auto<Timestamp>;
  revision: Generated<number>;
}

export interface SettingsTable {
  id: Generated<string>;
  tenantId: string | null;
  providerName: 'U' | 'T' | 'G';
  providerKey: string;
  name: string;
  value: string;
}

export interface OidcPayloadsTable {
  id: string;
  type: string;
  payload: Json;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Timestamp | null;
  consumedAt: Timestamp | null;
}

export interface OidcKeysTable {
  id: string;
  kind: 'signing' | 'cookie';
  material: Json;
  createdAt: Auto<Timestamp>;
}

export interface AssetsTable {
  id: string;
  tenantId: string;
  ownerId: string;
  app: string;
  slug: string;
  fileName: string;
  mimeType: string;
  assetType: string;
  fileSize: ColumnType<number, number, number>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  storageKey: string;
  version: string;
  secret: string;
  createdAt: Auto<Timestamp>;
  updatedAt: Auto<Timestamp>;
}

export interface AssetUsersTable {
  assetId: string;
  userId: string;
  userName: string;
  ownerEmail: string;
  createdAt: Auto<Timestamp>;
}

export interface StorageJournalTable {
  storageKey: string;
  kind: 'upload' | 'garbage';
  createdAt: Auto<Timestamp>;
}

export interface AuthThrottleTable {
  key: string;
  count: number;
  windowStart: Date;
}

export interface ClassPicksTable {
  tenantId: string;
  ownerId: string;
  edition: string;
  classCode: string;
  /** Digests of the picked names (domain/class-picks), never the names. */
  picked: ColumnType<string[], string[] | undefined, string[]>;
  updatedAt: Auto<Timestamp>;
}

/** A named page layout of a front-end framework (global; spec section 7). */
export interface LayoutsTable {
  id: Generated<string>;
  framework: string;
  name: string;
  displayName: string;
  description: string;
  path: string;
  redirect: string;
  createdAt: Auto<Timestamp>;
  updatedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A navigation entry of a framework (global, a tree; spec section 7). */
export interface MenusTable {
  id: Generated<string>;
  framework: string;
  layoutId: string | null;
  parentId: string | null;
  name: string;
  displayName: string;
  description: string;
  path: string;
  icon: string;
  sortOrder: ColumnType<number, number | undefined, number>;
  isStatic: ColumnType<boolean, boolean | undefined, boolean>;
  defaultRoles: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: Auto<Timestamp>;
  updatedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A tenant's menu entries of a role ('R') or a user ('U') in a framework. */
export interface MenuGrantsTable {
  tenantId: string;
  provider: 'R' | 'U';
  providerKey: string;
  framework: string;
  menuIds: ColumnType<string[], string[], string[]>;
  updatedAt: Auto<Timestamp>;
}

/** An installed licensed symbol pack of a tenant (catalogue 1.6). */
export interface SymbolPacksTable {
  id: string;
  tenantId: string;
  packId: string;
  name: string;
  version: string;
  /** The manifest as installed, `symbols[key].file` rewritten to the stored file names. */
  manifest: ColumnType<unknown, string, string>;
  symbolCount: number;
  sizeBytes: ColumnType<string, number, number>;
  /** Storage prefix of the pack's files, ending in '/'. */
  storageKey: string;
  /** Signs the pack's tenant-only file URLs. */
  fileSecret: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Auto<Timestamp>;
}

/** A tenant's list of the data dictionary, or its change of a shipped list (same id; spec section 7). */
export interface DataDictionariesTable {
  tenantId: string;
  id: Generated<string>;
  name: string;
  displayName: string;
  description: string;
  valueType: string;
  createdAt: Auto<Timestamp>;
  updatedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A tenant's entry of a list: its own, or its change (or removal) of a shipped entry of that name. */
export interface DataDictionaryItemsTable {
  tenantId: string;
  dataId: string;
  name: string;
  displayName: string;
  value: string;
  description: string;
  edition: string | null;
  removed: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<string, undefined, never>;
  createdAt: Auto<Timestamp>;
  updatedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A private share: a capability link to one file of its owner's private space (spec section 7). */
export interface FileSharesTable {
  id: Generated<string>;
  tenantId: string;
  ownerId: string;
  /** The file's folder path and name as the owner gave them (not encoded). */
  path: string;
  name: string;
  /** The link's random token (the capability, 192 bits). */
  token: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  maxAccessCount: number;
  accessCount: ColumnType<number, number | undefined, number>;
  createdAt: Auto<Timestamp>;
}

/** A released version of a platform (spec section 7), global. */
export interface VersionsTable {
  id: Generated<string>;
  platformType: string;
  version: string;
  /** The version's numeric parts, for ordering. */
  versionKey: number[];
  title: string;
  description: string;
  createdAt: Auto<Timestamp>;
}

/** A file of a version; complete once every byte arrived and the SHA-256 matched. */
export interface VersionFilesTable {
  id: Generated<string>;
  versionId: string;
  path: string;
  name: string;
  fileVersion: string;
  fileType: string;
  size: ColumnType<string | number, number, number>;
  sha256: string;
  receivedBytes: ColumnType<string | number, number | undefined, number>;
  complete: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Auto<Timestamp>;
}

/** One received chunk of a version file, stored under its own key. */
export interface VersionFilePartsTable {
  fileId: string;
  startByte: ColumnType<string | number, number, number>;
  length: number;
  storageKey: string;
}

export interface DB {
  authThrottle: AuthThrottleTable;
  tenants: TenantsTable;
  users: UsersTable;
  desktops: DesktopsTable;
  desktopSharedContexts: DesktopSharedContextsTable;
  desktopOps: DesktopOpsTable;
  widgets: WidgetsTable;
  settings: SettingsTable;
  oidcPayloads: OidcPayloadsTable;
  oidcKeys: OidcKeysTable;
  assets: AssetsTable;
  assetUsers: AssetUsersTable;
  storageJournal: StorageJournalTable;
  classPicks: ClassPicksTable;
  symbolPacks: SymbolPacksTable;
  layouts: LayoutsTable;
  menus: MenusTable;
  menuGrants: MenuGrantsTable;
  versions: VersionsTable;
  versionFiles: VersionFilesTable;
  versionFileParts: VersionFilePartsTable;
  fileShares: FileSharesTable;
  dataDictionaries: DataDictionariesTable;
  dataDictionaryItems: DataDictionaryItemsTable;
}

export type Tenant = Selectable<TenantsTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Desktop = Selectable<DesktopsTable>;
export type DesktopUpdate = Updateable<DesktopsTable>;
export type Widget = Selectable<WidgetsTable>;
export type Asset = Selectable<AssetsTable>;
