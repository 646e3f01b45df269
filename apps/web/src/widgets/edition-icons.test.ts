import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WIDGET_CATEGORIES, WIDGET_TYPES } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { LUCIDE_WIDGET_ICONS } from './edition-icons.ts';
import { categorySlug, iconSetFor } from './edition-look.ts';
import { WIDGET_MANIFESTS } from './registry.ts';

const css = readFileSync(path.join(import.meta.dirname, '../styles/editions.css'), 'utf8');

/** The declarations of the block whose selector list ends with `[data-edition="<edition>"]`. */
function editionBlock(edition: string): string {
  const match = new RegExp(`\\[data-edition="${edition}"\\]\\s*\\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`no block for ${edition}`);
  return match[1] as string;
}

describe('the editions look (catalogue 1.1)', () => {
  it('names every category as a slug the tokens use', () => {
    expect(WIDGET_CATEGORIES.map(categorySlug)).toEqual([
      'zeit',
      'organisation',
      'zufall',
      'inhalte',
      'mathematik',
      'sprache',
      'sticker',
      'rituale',
      'symbole-metacom',
      'themen',
    ]);
  });

  it.each(['PrimaryGradeLevel', 'SecondaryGradeLevel'])(
    'gives every category an accent and a tint in %s, and every category a rule',
    (edition) => {
      const block = editionBlock(edition);
      for (const slug of WIDGET_CATEGORIES.map(categorySlug)) {
        expect(block).toMatch(new RegExp(`--card-accent-${slug}:\\s*#[0-9a-f]{6};`));
        expect(block).toMatch(new RegExp(`--card-tint-${slug}:\\s*#[0-9a-f]{6};`));
        expect(css).toContain(`[data-widget-category="${slug}"] {`);
      }
    },
  );

  it('has the catalogue values: radius 16 / 8, no card shadow and the system font in Sekundarstufe', () => {
    const primary = editionBlock('PrimaryGradeLevel');
    const secondary = editionBlock('SecondaryGradeLevel');
    expect(primary).toMatch(/--card-radius:\s*16px;/);
    expect(primary).toMatch(/--font-sans:\s*"Andika"/);
    expect(primary).toMatch(/--card-outline-width:\s*3px;/);
    expect(secondary).toMatch(/--card-radius:\s*8px;/);
    // No card shadow: a transparent one (the frame's selection ring follows it in the same list).
    expect(secondary).toMatch(/--card-shadow:\s*0 0 transparent;/);
    expect(secondary).not.toContain('Andika');
    expect(secondary).toMatch(/--clock-second-hand:/);
  });

  it('maps every widget type to a Lucide icon and picks the set by edition', () => {
    for (const type of WIDGET_TYPES) expect(LUCIDE_WIDGET_ICONS[type]).toBeTruthy();
    expect(iconSetFor('SecondaryGradeLevel')).toBe('lucide');
    expect(iconSetFor('PrimaryGradeLevel')).toBe('drawn');
  });

  it('gives every built widget a colourful drawing for Grundschule (a filled part that is not white)', () => {
    const plain = WIDGET_MANIFESTS.filter(
      (manifest) =>
        !manifest.icon.some((part) => {
          const fill = (part.fill ?? 'none').toLowerCase();
          return fill !== 'none' && fill !== '#fff' && fill !== '#ffffff';
        }),
    ).map((manifest) => manifest.type);
    expect(plain).toEqual([]);
  });
});
