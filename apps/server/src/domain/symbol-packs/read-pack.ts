import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { SYMBOL_PACK_LIMITS, symbolPackManifestSchema } from '@tafino/shared';
import { fileTypeFromBuffer } from 'file-type';
import yauzl, { type ZipFile } from 'yauzl';
import { HttpError } from '../../lib/errors.ts';
import type { StoredSymbolManifest } from '../../plugins/app/symbol-packs.ts';
import {
  assertDecodableImage,
  decodeUtf8,
  isSvg,
  rasterizeSvg,
  withoutPrivateMetadata,
} from '../assets/inspect-upload.ts';

/** A pack read from its zip: the manifest with stored file names, and those files. */
export interface ReadPack {
  manifest: StoredSymbolManifest;
  files: Map<string, { data: Buffer; contentType: string }>;
  sizeBytes: number;
}

export type PackLimits = Readonly<Record<keyof typeof SYMBOL_PACK_LIMITS, number>>;

/** Symbols are small pictograms: SVGs are rasterized to at most this many pixels per side. */
const SVG_SYMBOL_SIDE = 512;

const MB = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

const invalid = (message: string, member = 'file') =>
  new HttpError(400, 'InvalidSymbolPack', message, undefined, [{ message, members: [member] }]);
const tooLarge = (message: string) => new HttpError(413, 'SymbolPackTooLarge', message);
const badImage = (message: string) => new HttpError(415, 'UnsupportedFileType', message);

const RASTER_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
export const SYMBOL_FILE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

// Scripts, event handlers, javascript: URLs and embedded HTML have no place in a pictogram: such an
// SVG is refused (and every accepted SVG is rasterized to PNG as user uploads are, so nothing of
// its markup ever reaches a browser).
const ACTIVE_SVG =
  /<script[\s>/]|<foreignObject[\s>/]|\son[a-z]+\s*=|javascript:|<iframe[\s>/]|<embed[\s>/]/i;

/** Whether a zip entry is clutter of an archiver (macOS resource forks, Finder and Explorer files). */
function isClutter(name: string): boolean {
  return /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i.test(name);
}

async function readAll(stream: Readable, limit: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw tooLarge(`Die Datei „${name}“ ist größer als ${MB(limit)}.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The entries of the zip (files only), every size, name and count checked before it is inflated. */
async function unzip(zip: Buffer, limits: PackLimits): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  let zipfile: ZipFile;
  try {
    zipfile = await yauzl.fromBufferPromise(zip, { validateEntrySizes: true, strictFileNames: true });
  } catch {
    throw invalid('Die Datei ist keine gültige Zip-Datei.');
  }
  if (zipfile.entryCount > limits.files) {
    zipfile.close();
    throw tooLarge(`Das Paket enthält mehr als ${limits.files} Dateien.`);
  }
  let total = 0;
  try {
    for await (const entry of zipfile.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/') || isClutter(name)) continue;
      if (entry.isEncrypted()) throw invalid('Verschlüsselte Zip-Dateien werden nicht unterstützt.');
      const limit = name.endsWith('manifest.json') ? limits.manifestBytes : limits.fileBytes;
      if (entry.uncompressedSize > limit) throw tooLarge(`Die Datei „${name}“ ist größer als ${MB(limit)}.`);
      total += entry.uncompressedSize;
      if (total > limits.totalBytes)
        throw tooLarge(`Das entpackte Paket ist größer als ${MB(limits.totalBytes)}.`);
      if (files.has(name)) throw invalid(`Die Datei „${name}“ kommt im Paket zweimal vor.`);
      const stream = await zipfile.openReadStreamPromise(entry);
      files.set(name, await readAll(stream, limit, name));
    }
  } catch (error) {
    zipfile.close();
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : '';
    // yauzl refuses absolute paths, '..' segments and backslashes (strictFileNames) by name.
    if (/absolute path|relative path|invalid characters|backslash/i.test(message)) {
      throw invalid('Die Zip-Datei enthält einen unzulässigen Pfad (absolut, mit „..“ oder „\\“).');
    }
    throw invalid('Die Zip-Datei ist beschädigt.');
  }
  return files;
}

/** The folder of manifest.json: the zip's root, or its only top folder (a zipped folder). */
function manifestBase(files: Map<string, Buffer>): string {
  if (files.has('manifest.json')) return '';
  const nested = [...files.keys()].filter((n) => /^[^/]+\/manifest\.json$/.test(n));
  if (nested.length === 1) return nested[0]!.slice(0, -'manifest.json'.length);
  throw invalid('Im Paket fehlt die Datei „manifest.json“.');
}

/** A manifest's `file` as a path inside the zip; undefined for absolute paths and '..'. */
function resolveFile(base: string, file: string): string | undefined {
  const parts = file.replace(/^\.\//, '').split('/');
  if (file.startsWith('/') || file.includes('\\') || parts.some((p) => p === '..' || p === '.' || p === '')) {
    return undefined;
  }
  return base + parts.join('/');
}

/** An image of the pack as stored: PNG, JPEG or WebP by magic bytes; an SVG rasterized to PNG. */
async function inspectSymbolImage(data: Buffer, name: string): Promise<{ data: Buffer; ext: string }> {
  const found = await fileTypeFromBuffer(data);
  if (found && !/xml/.test(found.mime)) {
    const ext = RASTER_TYPES[found.mime];
    if (!ext) throw badImage(`„${name}“ ist kein PNG-, JPEG-, WebP- oder SVG-Bild.`);
    let meta: Awaited<ReturnType<typeof assertDecodableImage>>;
    try {
      meta = await assertDecodableImage(data);
    } catch {
      throw badImage(`Das Bild „${name}“ ist beschädigt oder zu groß.`);
    }
    return { data: await withoutPrivateMetadata(data, found.mime, meta), ext };
  }
  const text = decodeUtf8(data);
  if (text === undefined || !isSvg(text)) {
    throw badImage(`„${name}“ ist kein PNG-, JPEG-, WebP- oder SVG-Bild.`);
  }
  if (ACTIVE_SVG.test(text)) {
    throw badImage(
      `Die SVG-Datei „${name}“ enthält Skripte oder Ereignis-Attribute und wird nicht angenommen.`,
    );
  }
  try {
    return { data: await rasterizeSvg(data, SVG_SYMBOL_SIDE), ext: 'png' };
  } catch {
    throw badImage(`Die SVG-Datei „${name}“ konnte nicht gelesen werden.`);
  }
}

/**
 * Reads an uploaded pack: the zip's size, entry count, every entry's size (declared and actual,
 * so a zip bomb stops at the limit) and names (no absolute paths, '..' or backslashes), the
 * manifest against catalogue 1.6, every symbol's image by its bytes. Anything else is refused
 * with a German message (400 invalid, 413 too large, 415 not an allowed image).
 */
export async function readSymbolPack(
  zip: Buffer,
  limits: PackLimits = SYMBOL_PACK_LIMITS,
): Promise<ReadPack> {
  if (zip.length > limits.zipBytes) throw tooLarge(`Die Zip-Datei ist größer als ${MB(limits.zipBytes)}.`);
  const entries = await unzip(zip, limits);
  const base = manifestBase(entries);
  let json: unknown;
  try {
    json = JSON.parse(entries.get(`${base}manifest.json`)!.toString('utf8'));
  } catch {
    throw invalid('„manifest.json“ ist kein gültiges JSON.');
  }
  const parsed = symbolPackManifestSchema.safeParse(json);
  if (!parsed.success) {
    const validationErrors = parsed.error.issues.slice(0, 20).map((issue) => ({
      message: issue.message,
      members: [['manifest', ...issue.path.map(String)].join('.')],
    }));
    throw new HttpError(
      400,
      'InvalidSymbolPack',
      '„manifest.json“ entspricht nicht dem Format eines Symbolpakets.',
      undefined,
      validationErrors,
    );
  }
  const manifest = parsed.data;
  const stored = new Map<string, string>(); // path in the zip -> stored name
  const files = new Map<string, { data: Buffer; contentType: string }>();
  const symbols: StoredSymbolManifest['symbols'] = {};
  let sizeBytes = 0;
  for (const [key, entry] of Object.entries(manifest.symbols)) {
    const path = resolveFile(base, entry.file);
    if (!path)
      throw invalid(
        `Der Dateipfad „${entry.file}“ von „${key}“ ist nicht erlaubt.`,
        `manifest.symbols.${key}.file`,
      );
    let name = stored.get(path);
    if (!name) {
      const data = entries.get(path);
      if (!data)
        throw invalid(
          `Die Bilddatei „${entry.file}“ von „${key}“ fehlt im Paket.`,
          `manifest.symbols.${key}.file`,
        );
      const image = await inspectSymbolImage(data, entry.file);
      name = `${createHash('sha256').update(image.data).digest('hex').slice(0, 16)}.${image.ext}`;
      stored.set(path, name);
      if (!files.has(name)) {
        files.set(name, { data: image.data, contentType: SYMBOL_FILE_TYPES[image.ext]! });
        sizeBytes += image.data.length;
      }
    }
    symbols[key] = { file: name, keywords: entry.keywords };
  }
  return {
    manifest: {
      id: manifest.id,
      name: manifest.name,
      version: manifest.version,
      license: manifest.license,
      attribution: manifest.attribution,
      ...(manifest.weekdayColors ? { weekdayColors: manifest.weekdayColors } : {}),
      symbols,
    },
    files,
    sizeBytes,
  };
}
