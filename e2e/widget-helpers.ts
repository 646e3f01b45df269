/**
 * Steps the widget specs share (e2e/widget-<type>.spec.ts):
 *
 *   await openSettings(page, frame, 'QR-Code')   the settings panel of a widget ('Einstellungen')
 *   await enlarge(page, frame, 300, 300)         drags the resize handle by (dx, dy) CSS px
 *   await chooseEdition(page, 'Sekundarstufe')   switches the signed-in user's edition
 *   await saved(page)                            waits until the board has saved the last change
 *   await boxOf(locator)                         the bounding box of a visible element
 */
import type { Locator, Page } from 'playwright-core';
import { board } from './board-helpers.ts';
import { shell } from './support/pages.ts';

export async function openSettings(page: Page, frame: Locator, name: string): Promise<Locator> {
  await board(page).action(frame, 'Einstellungen');
  const panel = page.getByRole('complementary', { name: `Einstellungen: ${name}` });
  await panel.waitFor();
  return panel;
}

/** Drags the bottom-right resize handle of a selected widget by (dx, dy). */
export async function enlarge(page: Page, frame: Locator, dx: number, dy: number): Promise<void> {
  const b = board(page);
  if (!((await frame.getAttribute('class')) ?? '').includes('widget-frame--selected')) {
    // Selected by its handle's keyboard action: a frameless widget's resting header (above it) is hidden,
    // takes no pointer and may lie under a neighbour's open header.
    await b.handle(frame).press('Enter');
  }
  const corner = await b.item(frame).locator('.board-resize-handle').boundingBox();
  if (!corner) throw new Error('no resize handle');
  const x = corner.x + corner.width / 2;
  const y = corner.y + corner.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}

export async function chooseEdition(page: Page, name: 'Grundschule' | 'Sekundarstufe'): Promise<void> {
  const menu = await shell(page).openAccountMenu();
  // Already this edition: choosing it again stores nothing (no request to wait for).
  if ((await menu.getByRole('menuitemradio', { name }).getAttribute('aria-checked')) === 'true') {
    await page.keyboard.press('Escape');
    return;
  }
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/change-current-user-single') && r.status() === 204,
  );
  // Handled here too: if the click fails, the wait must not end as an unhandled rejection later.
  saved.catch(() => {});
  await menu.getByRole('menuitemradio', { name }).click();
  await saved;
  await page.keyboard.press('Escape');
}

/**
 * Waits until the board has saved the last change: its save state leaves 'saved' when the change is queued
 * ('saving', or 'unsaved' while a send fails) and returns to 'saved' once the server has it (after the
 * 400 ms send debounce). A step that queues nothing never leaves 'saved'; the first wait gives up after
 * 1 s for that case.
 */
export async function saved(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector<HTMLElement>('.board')?.dataset.saveState !== 'saved',
      null,
      {
        timeout: 1000,
        polling: 'raf',
      },
    )
    .catch(() => undefined);
  await board(page).waitSaved();
}

/** The bounding box of a visible element (throws when it is not visible). */
export async function boxOf(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
}

/**
 * What an update-widget request body writes to `widgetComponentData[key]`: from the whole data, or from a
 * live client's per-key changes (`set` of that key or of the whole component data); undefined when neither.
 */
export function componentWrite(postData: string | null, key: string): unknown {
  const body = JSON.parse(postData ?? '{}') as {
    extraProperties?: { widgetComponentData?: Record<string, unknown> };
    changes?: { op: string; path: string[]; value?: unknown }[];
  };
  if (body.extraProperties) return body.extraProperties.widgetComponentData?.[key];
  for (const change of body.changes ?? []) {
    if (change.op !== 'set' || change.path[0] !== 'widgetComponentData') continue;
    if (change.path.length === 2 && change.path[1] === key) return change.value;
    if (change.path.length === 1) return (change.value as Record<string, unknown> | undefined)?.[key];
  }
  return undefined;
}
