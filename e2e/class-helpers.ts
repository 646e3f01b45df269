/**
 * A desktop linked to a class list (catalogue 1.4), for the widgets that draw from it:
 *
 *   await classBoard(page, 'Gruppen', ['Ali', 'Bea', …])                 Grundschule
 *   await classBoard(page, 'Gruppen', names, 'SecondaryGradeLevel')     Sekundarstufe
 *
 * The list is uploaded under a fresh class code through the app's own API (the signed-in page's token),
 * then a desktop with that code is created through the shell and its board awaited.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { board } from './board-helpers.ts';
import { shell } from './support/pages.ts';

let counter = 0;

export async function classBoard(
  page: Page,
  prefix: string,
  names: readonly string[],
  edition: 'PrimaryGradeLevel' | 'SecondaryGradeLevel' = 'PrimaryGradeLevel',
): Promise<string> {
  counter += 1;
  const classCode = `kl${Date.now().toString(36).slice(-6)}${counter}`;
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
  const name = `${prefix} ${Date.now().toString(36)}${counter}`;
  await shell(page).createDesktop(name, classCode);
  await board(page).ready();
  return classCode;
}
