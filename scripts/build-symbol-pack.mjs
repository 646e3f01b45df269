#!/usr/bin/env node
// Builds the default symbol pack "Offene Symbole" (open-symbols, catalogue 1.6) from the `openmoji`
// devDependency and the self-drawn files of scripts/symbol-pack/drawn: copies only the SVGs the
// concepts of scripts/symbol-pack/concepts.mjs need into apps/web/public/symbols/open-symbols/
// (file names carry a content hash, so they are cached for a year) and writes the pack's manifest
// there and to apps/web/src/widgets/cards/open-symbols.json (what the card views read). The output
// is committed: builds need no openmoji. `--check` fails when the committed output is out of date.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONCEPTS } from './symbol-pack/concepts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const openmojiDir = path.join(root, 'node_modules/openmoji/color/svg');
const drawnDir = path.join(root, 'scripts/symbol-pack/drawn');
export const PUBLIC_DIR = path.join(root, 'apps/web/public/symbols/open-symbols');
export const MANIFEST_FILE = path.join(root, 'apps/web/src/widgets/cards/open-symbols.json');

export const ATTRIBUTION =
  'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0';

/** Our own weekday colours (catalogue 3.9 CalendarMetacom), Monday first. */
const WEEKDAY_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'white', 'white'];

function slug(text) {
  return text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** Smaller files: OpenMoji's exports carry comments and editor attributes the board does not need. */
function tidy(svg) {
  return `${svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+id="(emoji|color|line|skin|hair|line-supplement|color-foreground)"/g, '')
    .replace(/>\s+</g, '><')
    .trim()}\n`;
}

/** The pack's files and manifest as they should be: { files: Map<name, svg>, manifest }. */
export function buildPack() {
  const files = new Map();
  const symbols = {};
  const fileOfSource = new Map();
  for (const concept of CONCEPTS) {
    const source = concept.openmoji
      ? { id: `openmoji-${concept.openmoji}`, path: path.join(openmojiDir, `${concept.openmoji}.svg`) }
      : { id: `drawn-${concept.drawn}`, path: path.join(drawnDir, `${concept.drawn}.svg`) };
    let name = fileOfSource.get(source.id);
    if (!name) {
      if (!existsSync(source.path)) throw new Error(`${concept.key}: ${source.path} fehlt (npm install?)`);
      const svg = tidy(readFileSync(source.path, 'utf8'));
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
      name = `${slug(source.id)}.${hash}.svg`;
      files.set(name, svg);
      fileOfSource.set(source.id, name);
    }
    symbols[concept.key] = { file: name, keywords: concept.keywords };
  }
  const manifest = {
    id: 'open-symbols',
    name: 'Offene Symbole',
    version: '1.0.0',
    license: 'CC BY-SA 4.0',
    attribution: ATTRIBUTION,
    weekdayColors: WEEKDAY_COLORS,
    symbols,
  };
  return { files, manifest };
}

function main() {
  const check = process.argv.includes('--check');
  const { files, manifest } = buildPack();
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const license = readFileSync(path.join(drawnDir, 'LICENSE.md'), 'utf8');
  if (check) {
    const stale = [];
    if (!existsSync(MANIFEST_FILE) || readFileSync(MANIFEST_FILE, 'utf8') !== manifestText)
      stale.push(MANIFEST_FILE);
    for (const [name, svg] of files) {
      const file = path.join(PUBLIC_DIR, name);
      if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) stale.push(file);
    }
    if (stale.length > 0) {
      console.error(
        `Symbolpaket veraltet, bitte node scripts/build-symbol-pack.mjs ausführen:\n${stale.join('\n')}`,
      );
      process.exit(1);
    }
    return;
  }
  rmSync(PUBLIC_DIR, { recursive: true, force: true });
  mkdirSync(PUBLIC_DIR, { recursive: true });
  for (const [name, svg] of files) writeFileSync(path.join(PUBLIC_DIR, name), svg);
  writeFileSync(path.join(PUBLIC_DIR, 'manifest.json'), manifestText);
  writeFileSync(path.join(PUBLIC_DIR, 'LICENSE.md'), license);
  mkdirSync(path.dirname(MANIFEST_FILE), { recursive: true });
  writeFileSync(MANIFEST_FILE, manifestText);
  const bytes = [...files.values()].reduce((sum, svg) => sum + svg.length, 0);
  console.log(
    `open-symbols: ${Object.keys(manifest.symbols).length} Begriffe, ${files.size} Dateien, ${bytes} Bytes`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
