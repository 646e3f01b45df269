import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_CATALOGUES } from '../apps/web/src/widgets/cards/catalogues.ts';
import { buildPack, MANIFEST_FILE, PUBLIC_DIR } from './build-symbol-pack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'));
const labels = JSON.parse(readFileSync(path.join(root, 'apps/web/src/i18n/de-DE/widgets.json'), 'utf8'))
  .widgets.cards.concepts;
const every = [...new Set(Object.values(CARD_CATALOGUES).flatMap((list) => list.map((entry) => entry.key)))];
const hasOpenmoji = existsSync(path.join(root, 'node_modules/openmoji/color/svg'));

describe('the committed symbol pack "Offene Symbole"', () => {
  it.skipIf(!hasOpenmoji)('is what build-symbol-pack.mjs writes (run it after changing concepts.mjs)', () => {
    const { files, manifest: built } = buildPack();
    expect(manifest).toEqual(built);
    for (const [name, svg] of files) expect(readFileSync(path.join(PUBLIC_DIR, name), 'utf8')).toBe(svg);
    expect(readFileSync(path.join(PUBLIC_DIR, 'manifest.json'), 'utf8')).toBe(
      readFileSync(MANIFEST_FILE, 'utf8'),
    );
  });

  it('serves every file of the manifest from the app (72x72 SVG) with the licence note', () => {
    for (const { file } of Object.values(manifest.symbols)) {
      expect(readFileSync(path.join(PUBLIC_DIR, file), 'utf8')).toMatch(/^<svg[^>]*viewBox="0 0 72 72"/);
    }
    expect(readFileSync(path.join(PUBLIC_DIR, 'LICENSE.md'), 'utf8')).toContain('CC BY-SA 4.0');
  });

  it.each(every)('has a symbol and a German label for the card concept %s', (key) => {
    expect(manifest.symbols[key]?.keywords.length).toBeGreaterThan(0);
    const label = key.split('.').reduce((node, part) => node?.[part], labels);
    expect(typeof label).toBe('string');
  });
});

describe('the credit line', () => {
  it('is the same on /copyrights as in the pack', () => {
    const pub = JSON.parse(readFileSync(path.join(root, 'apps/web/src/i18n/de-DE/public.json'), 'utf8'));
    expect(pub.public.copyrights.symbolsAttribution).toBe(manifest.attribution);
  });
});
