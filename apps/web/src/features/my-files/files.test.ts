import { type AssetDto, pupilNamesAsset } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import {
  classListOf,
  type FileRow,
  formatBytes,
  parseTags,
  searchFiles,
  sortFiles,
  splitName,
} from './files.ts';

const asset = (over: Partial<AssetDto>): AssetDto => ({
  id: over.slug ?? 'a',
  slug: 'a',
  fileName: 'a.png',
  fileSize: 100,
  mimeType: 'image/png',
  assetType: 'Image',
  tags: [],
  previewUrl: null,
  url: '/api/assets/tafino/a?k=x',
  creationTime: '2026-01-01T00:00:00.000Z',
  lastModificationTime: '2026-01-01T00:00:00.000Z',
  ...over,
});
const row = (a: AssetDto, desktopNames: string[] = []): FileRow => ({
  asset: a,
  classList: null,
  desktopNames,
  widgetCount: desktopNames.length,
  colleagues: [],
});
const label = (r: FileRow) =>
  ({ Image: 'Bild', Audio: 'Ton', Video: 'Video', Unknown: 'Datei' })[r.asset.assetType];

describe('my files rules', () => {
  it('recognizes class lists by slug and MIME type, with the desktop spelling of the class code', () => {
    const list = pupilNamesAsset('SecondaryGradeLevel', 'Klasse 7b');
    const stored = asset({
      slug: list.slug,
      fileName: list.fileName,
      mimeType: 'text/plain',
      assetType: 'Unknown',
    });
    expect(classListOf(stored, ['Klasse 7b'])).toEqual({
      edition: 'SecondaryGradeLevel',
      classCode: 'Klasse 7b',
    });
    // Without a desktop of that class: the slug's tail, which addresses the same list.
    const tail = classListOf(stored, []);
    expect(tail).toEqual({ edition: 'SecondaryGradeLevel', classCode: 'klasse 7b' });
    expect(pupilNamesAsset('SecondaryGradeLevel', tail!.classCode).slug).toBe(list.slug);
    const plain = pupilNamesAsset('PrimaryGradeLevel', '3a');
    expect(classListOf(asset({ slug: plain.slug, mimeType: 'text/plain' }), [])).toEqual({
      edition: 'PrimaryGradeLevel',
      classCode: '3a',
    });
    expect(classListOf(asset({ slug: plain.slug }), [])).toBeNull();
    expect(classListOf(asset({ slug: 'notizen', mimeType: 'text/plain' }), [])).toBeNull();
  });

  it('searches name, type, tags and desktops, every word', () => {
    const rows = [
      row(asset({ slug: 'igel', fileName: 'Igel.png', tags: ['Sachkunde'] }), ['Mathe 3b']),
      row(asset({ slug: 'lied', fileName: 'Lied.mp3', assetType: 'Audio', mimeType: 'audio/mpeg' })),
    ];
    const ids = (q: string) => searchFiles(rows, q, label).map((r) => r.asset.id);
    expect(ids('igel')).toEqual(['igel']);
    expect(ids('sachkunde mathe')).toEqual(['igel']);
    expect(ids('ton')).toEqual(['lied']);
    expect(ids('  ')).toEqual(['igel', 'lied']);
    expect(ids('igel ton')).toEqual([]);
  });

  it('sorts by date, name (German, numeric), size and type', () => {
    const rows = [
      row(asset({ slug: 'b', fileName: 'Bild 10.png', fileSize: 5, creationTime: '2026-01-02T00:00:00Z' })),
      row(asset({ slug: 'a', fileName: 'Äpfel.png', fileSize: 50, creationTime: '2026-01-03T00:00:00Z' })),
      row(
        asset({
          slug: 'c',
          fileName: 'Bild 9.mp3',
          fileSize: 20,
          assetType: 'Audio',
          creationTime: '2026-01-01T00:00:00Z',
        }),
      ),
    ];
    const ids = (sort: Parameters<typeof sortFiles>[1]) =>
      sortFiles(rows, sort, label).map((r) => r.asset.id);
    expect(ids('newest')).toEqual(['a', 'b', 'c']);
    expect(ids('oldest')).toEqual(['c', 'b', 'a']);
    expect(ids('name')).toEqual(['a', 'c', 'b']);
    expect(ids('size')).toEqual(['a', 'c', 'b']);
    expect(ids('type')).toEqual(['a', 'b', 'c']);
  });

  it('formats sizes in decimal units, splits names and tags', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(12_345)).toBe('12 kB');
    expect(formatBytes(1_250_000)).toBe('1,3 MB');
    expect(formatBytes(100_000_000)).toBe('100 MB');
    expect(splitName('Igel im Herbst.png')).toEqual({ base: 'Igel im Herbst', extension: '.png' });
    expect(splitName('.hidden')).toEqual({ base: '.hidden', extension: '' });
    expect(parseTags(' Deutsch, , Klasse 3,Deutsch ')).toEqual(['Deutsch', 'Klasse 3']);
  });
});
