import {
  type CreateVersionInput,
  type ListVersionsQuery,
  type PlatformType,
  VERSION_SORT_FIELDS,
  type VersionDto,
  type VersionFileDto,
} from '@tafino/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, VersionFilePartsTable, VersionFilesTable, VersionsTable } from '../../db/schema.ts';
import { containsFilter, fetchPage, isUniqueViolation, parseSorting } from './paging.ts';
import type { Executor } from './scope.ts';

export type VersionRow = Selectable<VersionsTable>;
export type VersionFileRow = Selectable<VersionFilesTable>;
export type VersionPartRow = Selectable<VersionFilePartsTable>;

/** The numeric parts of a dotted version ('1.10.0' → [1, 10, 0]), for ordering in SQL. */
export function versionKey(version: string): number[] {
  const parts = version.split('.').map((p) => Number.parseInt(p, 10) || 0);
  while (parts.length < 4) parts.push(0);
  return parts;
}

/** The unique index of a platform's versions (migration 0009). */
const VERSION_INDEX = 'versions_platform_version_unique';
const FILE_INDEX = 'version_files_name_unique';

export const isDuplicateVersion = (error: unknown) => isUniqueViolation(error, VERSION_INDEX);
export const isDuplicateVersionFile = (error: unknown) => isUniqueViolation(error, FILE_INDEX);
/** A second chunk for the same start byte of a file (the parts' primary key). */
export const isDuplicatePart = (error: unknown) => isUniqueViolation(error, 'version_file_parts_pk');

/** SQL of the global versions, their files and the files' received parts. */
export class VersionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async page(
    query: ListVersionsQuery,
    db: Executor = this.db,
  ): Promise<{ totalCount: number; items: VersionRow[] }> {
    let q = db.selectFrom('versions');
    if (query.PlatformType) q = q.where('platformType', '=', query.PlatformType);
    const filter = containsFilter(query.Filter, ['version', 'title', 'description']);
    if (filter) q = q.where(filter);
    const { field, order } = parseSorting(query.Sorting, VERSION_SORT_FIELDS, 'version desc');
    const column = (
      {
        version: 'versionKey',
        title: 'title',
        platformType: 'platformType',
        creationTime: 'createdAt',
      } as const
    )[field];
    return fetchPage(
      q,
      (q) => q.selectAll().orderBy(column, order).orderBy('createdAt', order).orderBy('id', order),
      query,
    );
  }

  async find(id: string, db: Executor = this.db): Promise<VersionRow | undefined> {
    return db.selectFrom('versions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByVersion(
    platformType: PlatformType,
    version: string,
    db: Executor = this.db,
  ): Promise<VersionRow | undefined> {
    return db
      .selectFrom('versions')
      .selectAll()
      .where('platformType', '=', platformType)
      .where('version', '=', version)
      .executeTakeFirst();
  }

  /** The highest version of a platform. */
  async latest(platformType: PlatformType, db: Executor = this.db): Promise<VersionRow | undefined> {
    return db
      .selectFrom('versions')
      .selectAll()
      .where('platformType', '=', platformType)
      .orderBy('versionKey', 'desc')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insert(input: CreateVersionInput, db: Executor = this.db): Promise<VersionRow> {
    return db
      .insertInto('versions')
      .values({
        ...input,
        versionKey: sql<number[]>`${sql.val(versionKey(input.version))}::integer[]` as never,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async remove(id: string, db: Executor = this.db): Promise<boolean> {
    const row = await db.deleteFrom('versions').where('id', '=', id).returning('id').executeTakeFirst();
    return Boolean(row);
  }

  async files(versionIds: string[], db: Executor = this.db): Promise<VersionFileRow[]> {
    if (versionIds.length === 0) return [];
    return db
      .selectFrom('versionFiles')
      .selectAll()
      .where('versionId', 'in', versionIds)
      .orderBy('path')
      .orderBy('name')
      .execute();
  }

  async findFile(
    versionId: string,
    path: string,
    name: string,
    db: Executor = this.db,
  ): Promise<VersionFileRow | undefined> {
    return db
      .selectFrom('versionFiles')
      .selectAll()
      .where('versionId', '=', versionId)
      .where('path', '=', path)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** The files of a version with this name (in any folder, or in the given one). */
  async filesNamed(
    versionId: string,
    name: string,
    path: string | undefined,
    db: Executor = this.db,
  ): Promise<VersionFileRow[]> {
    let q = db
      .selectFrom('versionFiles')
      .selectAll()
      .where('versionId', '=', versionId)
      .where('name', '=', name);
    if (path !== undefined) q = q.where('path', '=', path);
    return q.orderBy('path').execute();
  }

  async insertFile(
    values: {
      versionId: string;
      path: string;
      name: string;
      fileVersion: string;
      fileType: string;
      size: number;
      sha256: string;
    },
    db: Executor = this.db,
  ): Promise<VersionFileRow> {
    return db.insertInto('versionFiles').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Records a stored chunk: inserts its part and moves the file's received bytes on, only if
   * the file still expects exactly this start byte (a racing append of the same bytes loses).
   */
  async addPart(
    fileId: string,
    startByte: number,
    length: number,
    storageKey: string,
    db: Executor,
  ): Promise<VersionFileRow | undefined> {
    const file = await db
      .updateTable('versionFiles')
      .set({ receivedBytes: sql`received_bytes + ${length}` as never })
      .where('id', '=', fileId)
      .where('receivedBytes', '=', startByte)
      .where('complete', '=', false)
      .returningAll()
      .executeTakeFirst();
    if (!file) return undefined;
    await db.insertInto('versionFileParts').values({ fileId, startByte, length, storageKey }).execute();
    return file;
  }

  async parts(fileId: string, db: Executor = this.db): Promise<VersionPartRow[]> {
    return db
      .selectFrom('versionFileParts')
      .selectAll()
      .where('fileId', '=', fileId)
      .orderBy('startByte')
      .execute();
  }

  async removeParts(fileId: string, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('versionFileParts').where('fileId', '=', fileId).execute();
  }

  async markComplete(fileId: string, db: Executor = this.db): Promise<VersionFileRow | undefined> {
    return db
      .updateTable('versionFiles')
      .set({ complete: true })
      .where('id', '=', fileId)
      .returningAll()
      .executeTakeFirst();
  }

  async removeFile(fileId: string, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('versionFiles').where('id', '=', fileId).execute();
  }

  async removeFiles(versionId: string, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('versionFiles').where('versionId', '=', versionId).execute();
  }
}

export function presentVersionFile(row: VersionFileRow): VersionFileDto {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    version: row.fileVersion,
    fileType: row.fileType,
    size: Number(row.size),
    sha256: row.sha256,
    receivedBytes: Number(row.receivedBytes),
    complete: row.complete,
    creationTime: new Date(row.createdAt).toISOString(),
  };
}

export function presentVersion(row: VersionRow, files: VersionFileRow[]): VersionDto {
  return {
    id: row.id,
    version: row.version,
    platformType: row.platformType as PlatformType,
    title: row.title,
    description: row.description,
    creationTime: new Date(row.createdAt).toISOString(),
    files: files.filter((f) => f.versionId === row.id).map(presentVersionFile),
  };
}
