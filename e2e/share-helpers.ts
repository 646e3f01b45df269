/**
 * Sharing a desktop through the UI: desktop menu → 'Teilen' → 'Teilen starten' (opening the dialog
 * creates no code). Shared by the embed browser tests.
 */
import type { Locator, Page } from 'playwright-core';
import { shell } from './support/pages.ts';

/** Starts sharing the open desktop `name`; returns the share code and the still open dialog. */
export async function startSharing(page: Page, name: string): Promise<{ code: string; dialog: Locator }> {
  const menu = await shell(page).openDesktopMenu();
  await menu.getByRole('menuitem', { name: 'Teilen', exact: true }).click();
  const dialog = shell(page).dialog(`„${name}“ teilen`);
  await dialog.getByRole('button', { name: 'Teilen starten' }).click();
  const codeBox = dialog.locator('[data-share-code]');
  await codeBox.waitFor();
  return { code: (await codeBox.getAttribute('data-share-code')) ?? '', dialog };
}
