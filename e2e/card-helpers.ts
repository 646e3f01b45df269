/**
 * Helpers of the card widgets' browser tests (Karten and Symbole/Metacom, catalogue 1.5 and 3.9).
 *
 *   WEDNESDAY                            the test clock's lesson time, Wednesday 10.09.2025 08:10
 *   signedInAt(session, time?, …)        a signed-in page with reduced motion and the test clock at `time`
 *   chooser(page)                        the "Karte wählen" dialog
 *   framesOf(page, type)                 every frame of a widget type
 *   addWidget(page, name)                adds a widget from the bar; its frame by id
 *   placeCard(page, name, card?)         adds a card widget and picks `card` in "Karte wählen" (or closes it)
 *   tapLow(target)                       taps low on an element (a selected card's header rests over its top)
 *   reloadBoard(page)                    waits for the save, reloads and waits for the board
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { board } from './board-helpers.ts';
import type { DemoAccount } from './support/pages.ts';
import type { Opened, useBrowser, Viewport } from './support/session.ts';
import { boxOf, saved } from './widget-helpers.ts';

export const WEDNESDAY = '2025-09-10T08:10:00';

export async function signedInAt(
  session: ReturnType<typeof useBrowser>,
  time = WEDNESDAY,
  viewport?: Viewport,
  account?: DemoAccount,
): Promise<Opened> {
  const opened = await session.signedIn(viewport, {
    reducedMotion: 'reduce',
    ...(account ? { account } : {}),
  });
  await opened.page.clock.install({ time: new Date(time) });
  await opened.page.reload();
  return opened;
}

export const chooser = (page: Page) => page.getByRole('dialog', { name: 'Karte wählen' });

export const framesOf = (page: Page, type: string) =>
  page.locator(`section.widget-frame[data-widget-type="${type}"]`);

/** Adds a widget from the bar; its frame by id (stays the same when more widgets follow). */
export async function addWidget(page: Page, name: string): Promise<Locator> {
  const added = await board(page).add(name);
  const id = await added.getAttribute('data-widget-id');
  return page.locator(`section.widget-frame[data-widget-id="${id}"]`);
}

/** Places a card from the widget bar: "Karte wählen" opens at once; picks `card` (or closes). */
export async function placeCard(page: Page, name: string, card?: string): Promise<Locator> {
  const frame = await addWidget(page, name);
  await chooser(page).waitFor();
  if (card) await chooser(page).getByRole('button', { name: card, exact: true }).click();
  else await chooser(page).getByRole('button', { name: 'Schließen' }).click();
  await expect.poll(() => chooser(page).count()).toBe(0);
  return frame;
}

/** Taps low on an element: the header of a selected (frameless) card rests over its top. */
export async function tapLow(target: Locator): Promise<void> {
  const box = await boxOf(target);
  await target.click({ position: { x: box.width / 2, y: box.height - 8 } });
}

export async function reloadBoard(page: Page): Promise<void> {
  await saved(page);
  await page.reload();
  await board(page).ready();
}
