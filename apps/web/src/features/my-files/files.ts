/**
 * Pure rules of "Meine Dateien": which uploads are class lists, search, sort, sizes.
 *
 *   classListOf(asset, classCodes)    { edition, classCode } for a class list, else null
 *   searchFiles(rows, query)          rows whose name, type, tags or using desktops match
 *   sortFiles(rows, sort)             'newest' | 'oldest' | 'name' | 'size' | 'type'
 *   formatBytes(n)                    '1,2 MB' (German, decimal units like the upload limit)
 *   splitName(fileName)               { base, extension } (renaming keeps the extension)
 */
import {
  type AssetDto,
  EFFECTIVE_EDITIONS,
  type EffectiveEdition,
  PUPIL_NAMES_MIME_TYPE,
  PUPIL_NAMES_SLUG_PART,
  pupilNamesAssetSlug,
  toSlug,
} from '@tafino/shared';

export interface ClassListRef {
  edition: EffectiveEdition;
  classCode: string;
}

/**
 * The class a class-list upload belongs to: its slug is '{edition}-Pupil-Names-{class code}'. A
 * class code of one of the teacher's desktops is preferred (its own spelling); otherwise the
 * slug's tail, which addresses the same list.
 */
export function classListOf(
  asset: Pick<AssetDto, 'slug' | 'mimeType'>,
  classCodes: readonly string[],
): ClassListRef | null {
  if (asset.mimeType !== PUPIL_NAMES_MIME_TYPE) return null;
  for (const edition of EFFECTIVE_EDITIONS) {
    const prefix = `${toSlug(`${edition}-${PUPIL_NAMES_SLUG_PART}`)}-`;
    if (!asset.slug.startsWith(prefix) || asset.slug.length === prefix.length) continue;
    const known = classCodes.find(
      (code) => code.trim() !== '' && pupilNamesAssetSlug(edition, code.trim()) === asset.slug,
    );
    return { edition, classCode: known?.trim() ?? asset.slug.slice(prefix.length) };
  }
  return null;
}

export interface FileRow {
  asset: AssetDto;
  classList: ClassListRef | null;
  desktopNames: string[];
  widgetCount: number;
  colleagues: string[];
}

export type FileSort = 'newest' | 'oldest' | 'name' | 'size' | 'type';
export const FILE_SORTS: readonly FileSort[] = ['newest', 'oldest', 'name', 'size', 'type'];

const collator = new Intl.Collator('de-DE', { sensitivity: 'base', numeric: true });

export function searchFiles(
  rows: readonly FileRow[],
  query: string,
  typeLabel: (row: FileRow) => string,
): FileRow[] {
  const words = query.toLocaleLowerCase('de-DE').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = [
      row.asset.fileName,
      typeLabel(row),
      ...row.asset.tags,
      ...row.desktopNames,
      row.classList?.classCode ?? '',
    ]
      .join(' ')
      .toLocaleLowerCase('de-DE');
    return words.every((word) => text.includes(word));
  });
}

export function sortFiles(
  rows: readonly FileRow[],
  sort: FileSort,
  typeLabel: (row: FileRow) => string,
): FileRow[] {
  const byName = (a: FileRow, b: FileRow) => collator.compare(a.asset.fileName, b.asset.fileName);
  const time = (r: FileRow) => Date.parse(r.asset.creationTime);
  const compare: Record<FileSort, (a: FileRow, b: FileRow) => number> = {
    newest: (a, b) => time(b) - time(a) || byName(a, b),
    oldest: (a, b) => time(a) - time(b) || byName(a, b),
    name: byName,
    size: (a, b) => b.asset.fileSize - a.asset.fileSize || byName(a, b),
    type: (a, b) => collator.compare(typeLabel(a), typeLabel(b)) || byName(a, b),
  };
  return [...rows].sort(compare[sort]);
}

const number = (digits: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits });

/** Decimal units (1 MB = 1,000,000 bytes), as the upload limit counts. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${number(0).format(Math.round(bytes / 1_000))} kB`;
  if (bytes < 1_000_000_000) return `${number(1).format(bytes / 1_000_000)} MB`;
  return `${number(2).format(bytes / 1_000_000_000)} GB`;
}

export function splitName(fileName: string): { base: string; extension: string } {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return { base: fileName, extension: '' };
  return { base: fileName.slice(0, dot), extension: fileName.slice(dot) };
}

/** Tags typed as 'Deutsch, Klasse 3': trimmed, no empty, no repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}
