import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AssetType,
  effectiveEdition,
  type GalleryFolderKind,
  type GalleryItemDto,
  type GalleryListingDto,
} from '@tafino/shared';
import { PreviewCache, renderPreview, snapPreviewSize } from '../../domain/assets/previews.ts';
import { LruCache } from '../../lib/lru.ts';
import type { BlobStorage } from './storage/create-storage.ts';

/** A folder of gallery/manifest.json (written by gallery/draw-gallery.ts). */
export interface ManifestFolder {
  id: string;
  title: string;
  kind: GalleryFolderKind;
  previewFit: 'contain' | 'cover';
  subfolders?: Record<string, string>;
  license: string;
  author: string;
  /** The licence line of the gallery footer (default: "license, author"). */
  attribution?: string;
}

/** An item of gallery/manifest.json. */
export interface ManifestItem {
  slug: string;
  title: string;
  label?: string;
  file: string;
  folder: string;
  keywords: string[];
  editions: string[];
  width: number;
  height: number;
  properties?: string;
  license: string;
  author: string;
}

interface Entry {
  item: ManifestItem;
  folder: ManifestFolder;
  folderTitle: string;
  version: string;
  mimeType: string;
  search: string;
  bytes: Buffer;
}

/** Default preview box of the gallery (sticker artwork size). */
export const DEFAULT_GALLERY_PREVIEW = { width: 200, height: 200 } as const;

/** Lower case, umlauts folded (ä/ae -> a ...), so 'wurfel', 'wuerfel' and 'Würfel' all match. */
export function normalizeSearch(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replace(/ß/g, 'ss')
    .replace(/ae|ä/g, 'a')
    .replace(/oe|ö/g, 'o')
    .replace(/ue|ü/g, 'u')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Where the shipped gallery is: GALLERY_DIR, else apps/server/gallery (from src or dist). */
export function findGalleryDir(configured?: string): string {
  if (configured) return configured;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../gallery'), path.resolve(here, '../gallery')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'manifest.json')));
  if (!found) throw new Error(`gallery not found in ${candidates.join(', ')}`);
  return found;
}

/**
 * The built-in gallery (open-licensed or drawn for this product): stickers, desktop and Draw
 * backgrounds. The manifest is read once at start-up; previews are rasterized to PNG once per
 * size and kept in blob storage (shared by all processes) plus a small in-memory cache.
 */
export class Gallery {
  private readonly entries: Entry[] = [];
  private readonly bySlug = new Map<string, Entry>();
  private readonly folders: ManifestFolder[];
  private readonly previews: PreviewCache;
  private readonly hot = new LruCache<string, Buffer>(2_000);

  constructor(
    readonly dir: string,
    storage: BlobStorage,
  ) {
    this.previews = new PreviewCache(storage);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      folders: ManifestFolder[];
      items: ManifestItem[];
    };
    this.folders = manifest.folders;
    const folderById = new Map(manifest.folders.map((f) => [f.id, f]));
    for (const item of manifest.items) {
      const [top, sub] = item.folder.split('/');
      const folder = folderById.get(top!);
      if (!folder) throw new Error(`gallery item ${item.slug}: unknown folder ${item.folder}`);
      const file = path.resolve(dir, item.file);
      if (!file.startsWith(`${path.resolve(dir)}${path.sep}`))
        throw new Error(`gallery item ${item.slug}: bad path`);
      const bytes = readFileSync(file);
      const folderTitle = sub ? `${folder.title} / ${folder.subfolders?.[sub] ?? sub}` : folder.title;
      const entry: Entry = {
        item,
        folder,
        folderTitle,
        bytes,
        version: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
        mimeType: item.file.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
        search: normalizeSearch([item.title, item.label ?? '', ...item.keywords, folderTitle].join(' ')),
      };
      if (this.bySlug.has(item.slug)) throw new Error(`gallery slug ${item.slug} used twice`);
      this.bySlug.set(item.slug, entry);
      this.entries.push(entry);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** GET /api/files/assets: the items of an edition, by folder and German search word. */
  list(query: {
    productEdition?: string;
    path?: string;
    filter?: string;
    kind?: GalleryFolderKind;
    previewWidth?: number;
    previewHeight?: number;
  }): GalleryListingDto {
    const edition = effectiveEdition(query.productEdition);
    const width = snapPreviewSize(query.previewWidth ?? DEFAULT_GALLERY_PREVIEW.width);
    const height = snapPreviewSize(query.previewHeight ?? DEFAULT_GALLERY_PREVIEW.height);
    const wanted = this.resolvePath(query.path);
    const words = normalizeSearch(query.filter ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const inEdition = this.entries.filter(
      (e) => e.item.editions.includes(edition) && (!query.kind || e.folder.kind === query.kind),
    );
    const matches = inEdition.filter(
      (e) =>
        (wanted === undefined || e.item.folder === wanted || e.item.folder.startsWith(`${wanted}/`)) &&
        words.every((w) => e.search.includes(w)),
    );
    const folders = this.folders
      .map((f) => ({
        path: f.id,
        title: f.title,
        kind: f.kind,
        count: inEdition.filter((e) => e.folder.id === f.id).length,
        attribution: f.attribution ?? `${f.license}, ${f.author}`,
      }))
      .filter((f) => f.count > 0);
    return { folders, items: matches.map((e) => this.present(e, width, height)) };
  }

  /** Folder id, sub-path or German title (case-insensitive); undefined for 'all'. */
  private resolvePath(input?: string): string | undefined {
    const value = input?.trim().replace(/^\/+|\/+$/g, '');
    if (!value || normalizeSearch(value) === 'alle') return undefined;
    const norm = normalizeSearch(value);
    for (const f of this.folders) {
      if (normalizeSearch(f.id) === norm || normalizeSearch(f.title) === norm) return f.id;
      for (const [sub, title] of Object.entries(f.subfolders ?? {})) {
        if (norm === normalizeSearch(`${f.id}/${sub}`) || norm === normalizeSearch(`${f.title}/${title}`)) {
          return `${f.id}/${sub}`;
        }
      }
    }
    return value.toLowerCase();
  }

  private present(e: Entry, width: number, height: number): GalleryItemDto {
    const base = `/api/files/assets/${e.item.slug}`;
    return {
      slug: e.item.slug,
      title: e.item.title,
      label: e.item.label ?? e.item.title,
      folder: e.item.folder,
      folderTitle: e.folderTitle,
      kind: e.folder.kind,
      keywords: e.item.keywords,
      editions: e.item.editions,
      mimeType: e.mimeType,
      assetType: AssetType.Image,
      width: e.item.width,
      height: e.item.height,
      properties: e.item.properties ?? null,
      license: e.item.license,
      author: e.item.author,
      url: `${base}?v=${e.version}`,
      previewUrl: `${base}?v=${e.version}&w=${width}&h=${height}`,
    };
  }

  /** Licences of every item, grouped for the copyrights page. */
  licenses() {
    const groups = new Map<
      string,
      {
        license: string;
        author: string;
        folders: Set<string>;
        items: { slug: string; title: string; folderTitle: string }[];
      }
    >();
    for (const e of this.entries) {
      const key = `${e.item.license}\u0000${e.item.author}`;
      let g = groups.get(key);
      if (!g) {
        g = { license: e.item.license, author: e.item.author, folders: new Set(), items: [] };
        groups.set(key, g);
      }
      g.folders.add(e.folder.title);
      g.items.push({ slug: e.item.slug, title: e.item.title, folderTitle: e.folderTitle });
    }
    return {
      items: [...groups.values()].map((g) => ({ ...g, folders: [...g.folders], count: g.items.length })),
    };
  }

  get(slug: string): { bytes: Buffer; mimeType: string; version: string } | undefined {
    const e = this.bySlug.get(slug);
    return e && { bytes: e.bytes, mimeType: e.mimeType, version: e.version };
  }

  /** A PNG preview: backgrounds cover the box exactly (Draw: 100x80), stickers fit inside it. */
  async preview(slug: string, w: number, h: number): Promise<{ bytes: Buffer; version: string } | undefined> {
    const e = this.bySlug.get(slug);
    if (!e) return undefined;
    const width = snapPreviewSize(w);
    const height = snapPreviewSize(h);
    const key = `gallery/${e.version}/preview-${width}x${height}.png`;
    const hot = this.hot.get(key);
    if (hot) return { bytes: hot, version: e.version };
    const { bytes } = await this.previews.get(key, 'png', () => {
      // Render the vector at the density the box needs, so large previews stay sharp.
      const scale = Math.max(width / e.item.width, height / e.item.height, 1 / 16);
      const density = e.mimeType === 'image/svg+xml' ? Math.min(72 * scale, 72 * 8) : undefined;
      return renderPreview(e.bytes, { width, height }, 'png', { density, fit: e.folder.previewFit });
    });
    if (!bytes) return undefined;
    this.hot.set(key, bytes);
    return { bytes, version: e.version };
  }
}
