/**
 * A desktop linked to a class list, for the name widgets' specs (Klassendienste, Namenskarte):
 *
 *   await storeClassList(page, classCode, names, edition?)   stores the list as the class-list dialog does
 *   await classBoard(page, classCode, prefix)               a new desktop with that class code; returns its name
 *   await linkedBoard(page, prefix, names, edition?)        both at once under a fresh class code; returns the code
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { board } from './board-helpers.ts';
import { shell } from './support/pages.ts';
import { chooseEdition } from './widget-helpers.ts';

export async function storeClassList(
  page: Page,
  classCode: string,
  names: readonly string[],
  edition = 'PrimaryGradeLevel',
): Promise<void> {
  const status = await page.evaluate(
    async ({ classCode, text, edition }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
      const res = await fetch(`/api/files/pupil-names/${classCode}?productEdition=${edition}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      return res.status;
    },
    { classCode, text: names.join('\n'), edition },
  );
  expect(status).toBe(200);
}

export async function classBoard(page: Page, classCode: string, prefix: string): Promise<string> {
  const desktop = `${prefix} ${Date.now().toString(36)}`;
  await shell(page).createDesktop(desktop, classCode);
  await board(page).ready();
  return desktop;
}

/** A class code no other test uses. */
let codes = 0;
export const freshClassCode = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${++codes}`;

/** A new desktop linked to a fresh class code that holds `names`. */
export async function linkedBoard(
  page: Page,
  prefix: string,
  names: readonly string[],
  edition: 'PrimaryGradeLevel' | 'SecondaryGradeLevel' = 'PrimaryGradeLevel',
): Promise<string> {
  const classCode = freshClassCode('kl');
  await storeClassList(page, classCode, names, edition);
  await classBoard(page, classCode, prefix);
  return classCode;
}

/** Switches the signed-in user's edition unless it is already the one (a failed test may leave either). */
export async function ensureEdition(page: Page, name: 'Grundschule' | 'Sekundarstufe'): Promise<void> {
  const menu = await shell(page).openAccountMenu();
  const checked = await menu.getByRole('menuitemradio', { name }).getAttribute('aria-checked');
  await page.keyboard.press('Escape');
  if (checked !== 'true') await chooseEdition(page, name);
}
