import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertSafeKey,
  type BlobObject,
  type BlobStorage,
  type ByteRange,
  type ListedObject,
} from './blob-storage.ts';

const TMP = '.tmp';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException)?.code === 'ENOENT' || (error as NodeJS.ErrnoException)?.code === 'ENOTDIR';

/**
 * Blob storage in a local folder (the embedded default, under DATA_DIR/files). A put writes a
 * temp file inside the same folder, fsyncs it and renames it into place, so a reader never
 * sees a half-written file; a crash leaves only a temp file, removed by cleanup().
 */
export class LocalStorage implements BlobStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.file(key);
    const tmpDir = path.join(this.root, TMP);
    await fs.mkdir(tmpDir, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    const handle = await fs.open(tmp, 'wx', 0o640);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await fs.rm(tmp, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await fs.rename(tmp, target).catch(async (error) => {
        // A concurrent delete may have pruned the (then empty) parent folder: recreate once.
        if (!isMissing(error)) throw error;
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(tmp, target);
      });
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  async putStream(key: string, body: Readable, size: number): Promise<void> {
    const target = this.file(key);
    const tmpDir = path.join(this.root, TMP);
    await fs.mkdir(tmpDir, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    const handle = await fs.open(tmp, 'wx', 0o640);
    try {
      let written = 0;
      for await (const chunk of body) {
        const bytes = chunk as Buffer;
        written += bytes.length;
        if (written > size) throw new Error(`stream longer than ${size} bytes`);
        await handle.write(bytes);
      }
      if (written !== size) throw new Error(`stream of ${written} bytes, expected ${size}`);
      await handle.sync();
    } catch (error) {
      body.destroy();
      await handle.close();
      await fs.rm(tmp, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await fs.rename(tmp, target).catch(async (error) => {
        if (!isMissing(error)) throw error;
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(tmp, target);
      });
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<BlobObject | undefined> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(key), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    // Size and stream come from the same open file, even if the key is replaced meanwhile.
    let size: number;
    try {
      ({ size } = await handle.stat());
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
    // The stream owns the handle and closes it exactly once: at the end, on an error or when
    // destroyed (a client that aborts). Never a raw fd with a second close of our own: the
    // number may already belong to another file by then.
    const body = handle.createReadStream({
      autoClose: true,
      ...(range ? { start: range.start, end: range.end } : {}),
    });
    return { body, size };
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.file(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<{ size: number } | undefined> {
    try {
      const stat = await fs.stat(this.file(key));
      return stat.isFile() ? { size: stat.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
    await this.pruneEmptyParents(path.dirname(this.file(key)));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix, true);
    if (!prefix.endsWith('/')) throw new Error('deletePrefix needs a folder prefix ending in /');
    const dir = path.join(this.root, ...prefix.slice(0, -1).split('/'));
    await fs.rm(dir, { recursive: true, force: true });
    await this.pruneEmptyParents(path.dirname(dir));
  }

  async list(prefix: string): Promise<ListedObject[]> {
    if (prefix !== '') assertSafeKey(prefix, true);
    const base = prefix.endsWith('/') || prefix === '' ? prefix : `${path.posix.dirname(prefix)}/`;
    const start = path.join(this.root, ...base.split('/').filter(Boolean));
    const out: ListedObject[] = [];
    const walk = async (dir: string, rel: string) => {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (rel === '' && base === '' && entry.name === TMP) continue;
        const key = `${rel}${entry.name}`;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`);
        else if (entry.isFile() && key.startsWith(prefix)) {
          const stat = await fs.stat(path.join(dir, entry.name)).catch(() => undefined);
          if (stat) out.push({ key, lastModified: stat.mtime, size: stat.size });
        }
      }
    };
    await walk(start, base);
    return out.sort((a, b) => a.key.localeCompare(b.key));
  }

  async cleanup(olderThanMs: number): Promise<number> {
    const tmpDir = path.join(this.root, TMP);
    let names: string[];
    try {
      names = await fs.readdir(tmpDir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(tmpDir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs >= olderThanMs) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private async pruneEmptyParents(dir: string): Promise<void> {
    const root = path.resolve(this.root);
    let current = path.resolve(dir);
    while (current.startsWith(`${root}${path.sep}`)) {
      try {
        await fs.rmdir(current);
      } catch {
        return;
      }
      current = path.dirname(current);
    }
  }
}
