/**
 * Page object of the board (issue 5), shared by e2e/board*.spec.ts and scripts/bench-board.mjs.
 *
 *   openFreshBoard(page, prefix)    signs nothing in; creates a new desktop through the shell and waits for its board
 *   board(page)                     locators and actions: bar, widget(name), add(name), action(frame, name), waitSaved(), ...
 */
import type { Locator, Page } from 'playwright-core';
import { shell } from './support/pages.ts';

let counter = 0;

/** Creates a fresh desktop (tests stay independent) and waits until its board is ready. */
export async function openFreshBoard(page: Page, prefix = 'Board'): Promise<string> {
  counter += 1;
  const name = `${prefix} ${Date.now().toString(36)}${counter}`;
  await shell(page).createDesktop(name);
  await board(page).ready();
  return name;
}

/**
 * Waits until a widget frame shows its view: frames and hosts get their measured size after the browser
 * has laid them out (useElementSize), and the view renders with it, so what the header offers directly
 * (by the frame's width) is settled too.
 */
export async function rendered(frame: Locator): Promise<void> {
  await frame.locator('.widget-host:not(:empty)').first().waitFor({ state: 'attached' });
}

export function board(page: Page) {
  const root = page.locator('.board');
  const bar = page.getByRole('navigation', { name: 'Widgets hinzufügen' });
  return {
    root,
    bar,
    async ready() {
      await bar.waitFor();
      await page.locator('.board[aria-busy="false"]').waitFor();
    },
    /** The frame of a widget by its German name (nth if there are several). */
    widget(name: string, nth = 0): Locator {
      return page
        .locator('section.widget-frame', {
          has: page.locator('.widget-frame__title', { hasText: new RegExp(`^${name}$`) }),
        })
        .nth(nth);
    },
    widgets(): Locator {
      return page.locator('section.widget-frame');
    },
    async add(name: string): Promise<Locator> {
      const before = await page.locator('section.widget-frame').count();
      await bar.getByRole('button', { name, exact: true }).click();
      await page.waitForFunction((n) => document.querySelectorAll('section.widget-frame').length > n, before);
      const frame = page.locator('section.widget-frame').nth(before);
      await rendered(frame);
      return frame;
    },
    handle(frame: Locator): Locator {
      return frame.locator('.widget-frame__handle');
    },
    /**
     * Taps a header action ('Einstellungen', 'Sperren', ...): in the header where it fits, else in '⋯'
     * (narrow widgets keep only what fits beside their title). Selects the widget first.
     */
    async action(frame: Locator, name: string): Promise<void> {
      if (!((await frame.getAttribute('class')) ?? '').includes('widget-frame--selected')) {
        // Selected by its handle's keyboard action: a frameless widget's resting header (above it) is
        // hidden, takes no pointer and may lie under a neighbour's open header.
        await frame.locator('.widget-frame__handle').press('Enter');
      }
      // Which actions the header shows directly follows the frame's measured width.
      await rendered(frame);
      const direct = frame.locator(`.widget-frame__buttons > button[aria-label="${name}"]`);
      if ((await direct.count()) > 0) {
        await direct.click();
        return;
      }
      await frame.getByRole('button', { name: 'Weitere Aktionen' }).click();
      await frame
        .getByRole('dialog', { name: 'Weitere Aktionen' })
        .getByRole('button', { name, exact: true })
        .click();
    },
    item(frame: Locator): Locator {
      return page.locator('.react-grid-item', { has: frame });
    },
    async waitSaved(timeout = 15_000) {
      await page.locator('.board[data-save-state="saved"]').waitFor({ timeout });
    },
  };
}
