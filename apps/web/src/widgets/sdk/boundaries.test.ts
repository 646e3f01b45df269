import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A widget imports only its own folder, the widget SDK (with its UI kit, sdk/ui) and @tafino/shared,
// plus the libraries every view is built with. Everything else of the app reaches it through the
// SDK context (uploads, gallery, class list, consent, sound, time, randomness).
const WIDGETS = dirname(dirname(fileURLToPath(import.meta.url)));
const SDK = join(WIDGETS, 'sdk');
const PACKAGES = new Set([
  '@tafino/shared',
  'react',
  'zod',
  'perfect-freehand',
  // Textfeld: the rich-text editor and the sanitiser.
  '@tiptap/react',
  '@tiptap/starter-kit',
  '@tiptap/extension-highlight',
  '@tiptap/extension-text-align',
  '@tiptap/extension-text-style',
  'dompurify',
  // Card labels: German soft hyphens for a label that overflows its card (a lazy chunk).
  'hyphen/de',
]);
// Shared implementations several types are built on (one implementation, never copies), and the
// type folders allowed to import each. A shared folder itself imports only the SDK and its libraries.
const SHARED_FOLDERS: Record<string, readonly string[]> = {
  // The five sticker types (catalogue 1.7): one view, gallery dialog and rules.
  'sticker-kit': ['Sticker', 'AnimalSticker', 'MoneySticker', 'FlagsSticker', 'ShapesAndSurfaces'],
  // The card types (catalogue 1.5): one card view and chooser; the symbol-pack lookup (catalogue 1.6)
  // is also used by Klassendienste, Namenskarte and Wetter & Datum (its weather.* symbols).
  cards: [
    'TimeTable',
    'Subject',
    'SocialForms',
    'WorkTasks',
    'Material',
    'Communication',
    'Organization',
    'Methods',
    'Metacom',
    'TimeTableMetacom',
    'SocialFormsMetacom',
    'WorkTasksMetacom',
    'MaterialMetacom',
    'CalendarMetacom',
    'Authority',
    'WidgetNameCard',
    'WeatherAndDate',
  ],
};
const TEST_PACKAGES = new Set(['vitest', '@testing-library/react', 'fast-check']);
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The imports of a widget folder that break the boundary, as 'file: specifier'. */
function forbiddenImports(folder: string): string[] {
  return files(folder).flatMap((file) => {
    const test = /\.test\.tsx?$/.test(file);
    const found = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
    return found
      .filter((spec) => {
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          const shared = Object.entries(SHARED_FOLDERS).some(
            ([kit, users]) => users.includes(basename(folder)) && target.startsWith(`${join(WIDGETS, kit)}/`),
          );
          return !(target.startsWith(`${folder}/`) || target.startsWith(`${SDK}/`) || shared);
        }
        return !(PACKAGES.has(spec) || (test && TEST_PACKAGES.has(spec)));
      })
      .map((spec) => `${relative(WIDGETS, file)}: ${spec}`);
  });
}

const folders = readdirSync(WIDGETS).filter(
  (name) => name !== 'sdk' && statSync(join(WIDGETS, name)).isDirectory(),
);

describe('widget import boundary', () => {
  it('finds the widget folders', () => {
    expect(folders.length).toBeGreaterThanOrEqual(11);
  });

  it.each(folders)('%s imports only its own folder, the SDK, @tafino/shared and its libraries', (name) => {
    expect(forbiddenImports(join(WIDGETS, name))).toEqual([]);
  });

  it('catches app internals and other packages, in static and lazy imports', () => {
    const folder = mkdtempSync(join(tmpdir(), 'widget-'));
    writeFileSync(
      join(folder, 'View.tsx'),
      [
        "import { useUpload } from '../../features/assets/use-upload.ts';",
        "import { useQuery } from '@tanstack/react-query';",
        "import { own } from './own.ts';",
        "const Lazy = () => import('../../lib/api.ts');",
      ].join('\n'),
    );
    expect(forbiddenImports(folder).map((line) => line.split(': ')[1])).toEqual([
      '../../features/assets/use-upload.ts',
      '@tanstack/react-query',
      '../../lib/api.ts',
    ]);
  });
});
