/**
 * The widget bar offers exactly the catalogue's widgets of an edition, in the catalogue's order
 * (catalogue 1.1: Grundschule 48, Sekundarstufe 45), and the product pages list the same widgets.
 * The expected lists come from the shared constants (WIDGET_CATALOGUE_ORDER, the catalogue's German
 * names); a type that is missing from the registry, or offered in the wrong edition, fails here.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type EffectiveEdition,
  WIDGET_TYPE_INFO,
  widgetTypesInCatalogueOrder,
} from '../packages/shared/src/index.ts';
import { board, openFreshBoard } from './board-helpers.ts';
import { shell } from './support/pages.ts';
import { useBrowser } from './support/session.ts';
import { chooseEdition } from './widget-helpers.ts';

const session = useBrowser();

const EDITIONS: readonly {
  edition: EffectiveEdition;
  name: 'Grundschule' | 'Sekundarstufe';
  path: string;
  count: number;
}[] = [
  { edition: 'PrimaryGradeLevel', name: 'Grundschule', path: '/grundschule', count: 48 },
  { edition: 'SecondaryGradeLevel', name: 'Sekundarstufe', path: '/sekundarstufe', count: 45 },
];

/** The catalogue's German names of an edition's widgets, in catalogue order. */
const expectedNames = (edition: EffectiveEdition) =>
  widgetTypesInCatalogueOrder(edition).map((type) => WIDGET_TYPE_INFO[type].displayName);

/** Switches the edition only when needed (the account keeps it between tests). */
async function edition(page: Page, name: 'Grundschule' | 'Sekundarstufe') {
  const menu = await shell(page).openAccountMenu();
  const checked = await menu.getByRole('menuitemradio', { name }).getAttribute('aria-checked');
  await page.keyboard.press('Escape');
  if (checked !== 'true') await chooseEdition(page, name);
}

describe('widget bar and catalogue (catalogue 1.1)', () => {
  it('the expected lists have 48 (Grundschule) and 45 (Sekundarstufe) widgets', () => {
    for (const { edition: e, count } of EDITIONS) expect(expectedNames(e)).toHaveLength(count);
  });

  for (const { edition: e, name, count } of EDITIONS) {
    it(`${name}: the widget bar shows the catalogue's ${count} widgets in its order`, async () => {
      const { context, page } = await session.signedIn();
      try {
        await edition(page, name);
        await openFreshBoard(page, `Leiste ${name}`);
        const tiles = board(page).bar.locator('.widget-bar__button > span');
        await expect.poll(() => tiles.count()).toBe(count);
        expect(await tiles.allTextContents()).toEqual(expectedNames(e));
        // Each tile is a real button with its name (the bar scrolls sideways; the first ones show).
        const first = board(page).bar.locator('.widget-bar__button').first();
        expect(await first.isVisible()).toBe(true);
        expect(await first.getAttribute('title')).toContain(expectedNames(e)[0]);
      } finally {
        await edition(page, 'Grundschule').catch(() => undefined);
        await context.close();
      }
    });
  }

  it('the product pages list the same widgets and counts', async () => {
    const { context, page } = await session.open();
    try {
      for (const { edition: e, path, count } of EDITIONS) {
        await page.goto(path);
        const items = page.getByTestId('edition-widgets').locator('li');
        await expect.poll(() => items.count()).toBe(count);
        expect(await items.allTextContents()).toEqual(expectedNames(e));
        expect(await page.getByText(`Diese ${count} Widgets stehen Ihnen`).count()).toBe(1);
      }
      await page.goto('/');
      for (const { count } of EDITIONS) {
        await expect.poll(() => page.getByText(`${count} Widgets`, { exact: true }).count()).toBe(1);
      }
    } finally {
      await context.close();
    }
  });
});
