// Pure rules of the sticker widgets (catalogue 1.7, 3.7): which gallery folder a type opens at,
// rotation steps, how a sticker fits its frame (rotated, true to scale) and its label.
import type { EffectiveEdition, WidgetTypeKey } from '@tafino/shared';

/** The five sticker types, all drawn by one implementation. */
export const STICKER_TYPES = [
  'Sticker',
  'AnimalSticker',
  'MoneySticker',
  'FlagsSticker',
  'ShapesAndSurfaces',
] as const satisfies readonly WidgetTypeKey[];
export type StickerType = (typeof STICKER_TYPES)[number];

/** The gallery folder each type opens at; `Sticker` opens at "Alle" (every sticker folder of the edition). */
export const STICKER_HOME_FOLDER: Record<StickerType, string | null> = {
  Sticker: null,
  AnimalSticker: 'tiere',
  MoneySticker: 'rechengeld',
  FlagsSticker: 'flaggen',
  ShapesAndSurfaces: 'koerper-und-flaechen',
};

/** "Drehen" in the header turns by a quarter; the handle and the arrow keys by 15°. */
export const QUARTER_TURN = 90;
export const ROTATION_STEP = 15;

/** Degrees in [0, 360), whole numbers. */
export function normalizeRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  return ((Math.round(degrees) % 360) + 360) % 360;
}

/** The nearest multiple of `step` (15° for the handle), normalized. */
export function snapRotation(degrees: number, step = ROTATION_STEP): number {
  return normalizeRotation(Math.round(degrees / step) * step);
}

/** Turns by `delta` degrees from a stored rotation, normalized. */
export function rotateBy(current: number, delta: number): number {
  return normalizeRotation(current + delta);
}

/** Angle of a pointer around a centre: 0° straight up, clockwise (screen y grows downwards). */
export function angleAround(center: { x: number; y: number }, point: { x: number; y: number }): number {
  const radians = Math.atan2(point.x - center.x, -(point.y - center.y));
  return normalizeRotation((radians * 180) / Math.PI);
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The bounding box of a w x h rectangle turned by `degrees`. */
export function rotatedBounds(size: Size, degrees: number): Size {
  const r = (normalizeRotation(degrees) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(r));
  const sin = Math.abs(Math.sin(r));
  return { width: size.width * cos + size.height * sin, height: size.width * sin + size.height * cos };
}

/**
 * The drawn size of a sticker whose artwork is `art` (px) in a box: its aspect ratio kept, turned
 * by `rotation` and still inside the box. `trueToScale` (Rechengeld) draws the artwork at whole
 * quarter steps of its real size (1 px artwork = 1 px on the board at the default frame), so coins
 * and notes placed at their default frames keep their real proportions to each other even though
 * frames are rounded up to grid cells; only a box smaller than the artwork shrinks it freely.
 */
export function stickerSize(art: Size, box: Size, rotation = 0, trueToScale = false): Size {
  if (art.width <= 0 || art.height <= 0 || box.width <= 0 || box.height <= 0) return { width: 0, height: 0 };
  const bounds = rotatedBounds(art, rotation);
  let scale = Math.min(box.width / bounds.width, box.height / bounds.height);
  if (trueToScale && scale >= 1) scale = Math.floor(scale * 4 + 1e-9) / 4;
  return { width: art.width * scale, height: art.height * scale };
}

/** Sticker artwork is 200x200: stickers are 200x200 in Grundschule and 100x100 in Sekundarstufe (catalogue 1.3). */
export function defaultStickerFrame(edition: EffectiveEdition): Size {
  return edition === 'SecondaryGradeLevel' ? { width: 100, height: 100 } : { width: 200, height: 200 };
}

/** A flag drawn square ("1x1") or in 4:3. */
export function flagArt(art: Size, aspect: '4x3' | '1x1'): Size {
  if (aspect === '4x3') return art;
  const side = Math.min(art.width, art.height);
  return { width: side, height: side };
}

/** What a gallery item says about itself (the listing's title and its label with the article). */
export interface StickerItemText {
  readonly title: string;
  readonly label: string;
}

/** The shown label: Tiere carry the article ("der Igel") unless switched off; others their title. */
export function stickerLabel(item: StickerItemText, withArticle: boolean): string {
  return withArticle && item.label ? item.label : item.title;
}

/** A folder of the gallery listing as the gallery dialog needs it. */
export interface StickerFolder {
  readonly path: string;
  readonly title: string;
  readonly attribution: string;
}

/** A tab of the gallery: `null` is "Alle" (Sticker: every folder of the edition). */
export interface GalleryTab {
  readonly path: string | null;
  readonly title: string;
}

/**
 * The gallery's tabs: `Sticker` shows "Alle" and every sticker folder of the edition; a family its
 * own folder (as "Alle") and the subfolders its items live in, in listing order.
 */
export function galleryTabs(
  home: string | null,
  folders: readonly StickerFolder[],
  items: readonly { folder: string; folderTitle: string }[],
): GalleryTab[] {
  if (home === null)
    return [{ path: null, title: '' }, ...folders.map((f) => ({ path: f.path, title: f.title }))];
  const own = folders.find((f) => f.path === home);
  const tabs: GalleryTab[] = [{ path: home, title: own?.title ?? home }];
  for (const item of items) {
    if (!item.folder.startsWith(`${home}/`) || tabs.some((tab) => tab.path === item.folder)) continue;
    const parts = item.folderTitle.split(' / ');
    tabs.push({ path: item.folder, title: parts[parts.length - 1] ?? item.folder });
  }
  return tabs;
}

/** The licence lines of the gallery footer: the shown folder's sources ("Alle": every folder's, once each). */
export function licenceLines(folders: readonly StickerFolder[], scope: string | null): string[] {
  const top = scope?.split('/')[0];
  const shown = top ? folders.filter((f) => f.path === top) : folders;
  return [...new Set(shown.map((f) => f.attribution))];
}
