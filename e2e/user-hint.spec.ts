/**
 * The 'Neuigkeiten' hint and the online indicator of the signed-in shell (issue 8, items 4 and 6):
 * the hint shows once in a fresh browser, stays closed after a reload and shows again after an
 * appVersion bump; going offline shows one announced offline state, coming back removes it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatViolations, runAxe } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { E2E_SERVER_ENV } from './support/global-setup.ts';
import { DEMO, shell, signInAs } from './support/pages.ts';
import { type StartedServer, startServer } from './support/server.ts';

const baseUrl = inject('baseUrl');
const KEY = 'tafino.userHint';
const NOTE = 'Neu: Galerie-Ordner „Körper & Flächen“. Demnächst: Lupenfunktion.';
let browser: Browser;
const contexts: BrowserContext[] = [];
const servers: StartedServer[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  for (const server of servers) await server.stop();
  await browser?.close();
});

const hintDialog = (page: Page) => page.getByRole('dialog', { name: 'Neuigkeiten' });
const storedHint = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), KEY);

/** Waits until the shell is up, then a moment longer (the hint opens right after the first render). */
async function shellReady(page: Page) {
  await shell(page).accountButton.waitFor();
  await sleep(500);
}

describe('user hint dialog', () => {
  it('shows once in a fresh browser, stays closed after a reload and returns after an appVersion bump', async () => {
    const { context, page } = await newPage(browser, baseUrl, {
      hintRead: false,
      viewport: { width: 1280, height: 800 },
    });
    contexts.push(context);
    await signInAs(page, DEMO.anna);

    const dialog = hintDialog(page);
    await dialog.waitFor();
    await dialog.getByText(NOTE, { exact: true }).waitFor();
    await expect(dialog.locator('time').getAttribute('datetime')).resolves.toBe('2025-09-10');
    await expect(dialog.locator('time').textContent()).resolves.toBe('Update vom 10.09.2025');
    // 50vw of a 1280 px wide window.
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(640);
    expect(formatViolations(await runAxe(page, { include: ['dialog[open]'] }))).toEqual([]);

    await dialog.getByRole('button', { name: 'Verstanden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const afterClose = await storedHint(page);
    expect(afterClose).toMatchObject({ isUserHintRead: true });
    expect(afterClose.storedVersion).toMatch(/^\d+(\.\d+)*$/);

    await page.reload();
    await shellReady(page);
    await expect(dialog.count()).resolves.toBe(0);
    await expect(storedHint(page)).resolves.toEqual(afterClose);

    // A newer release: the same browser storage on a server configured with APP_VERSION 99.0.0.
    const bumped = await startServer({ env: { ...E2E_SERVER_ENV, APP_VERSION: '99.0.0' } });
    servers.push(bumped);
    const state = await context.storageState();
    const stored = state.origins
      .find((o) => o.origin === new URL(baseUrl).origin)
      ?.localStorage.find((entry) => entry.name === KEY);
    expect(stored && JSON.parse(stored.value)).toEqual(afterClose);
    const next = await browser.newContext({
      baseURL: bumped.baseUrl,
      locale: 'de-DE',
      viewport: { width: 1280, height: 800 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(bumped.baseUrl).origin,
            localStorage: [{ name: KEY, value: stored?.value ?? '' }],
          },
        ],
      },
    });
    contexts.push(next);
    const page2 = await next.newPage();
    page2.setDefaultTimeout(15_000);
    await signInAs(page2, DEMO.anna);
    const dialog2 = hintDialog(page2);
    await dialog2.waitFor();
    await expect(storedHint(page2)).resolves.toEqual({ isUserHintRead: false, storedVersion: '99.0.0' });
    await page2.keyboard.press('Escape');
    await dialog2.waitFor({ state: 'hidden' });
    await expect(storedHint(page2)).resolves.toEqual({ isUserHintRead: true, storedVersion: '99.0.0' });
    await page2.reload();
    await shellReady(page2);
    await expect(dialog2.count()).resolves.toBe(0);
  });
});

describe('online indicator', () => {
  it('shows one announced offline state while the browser is offline and removes it when back', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    await signInAs(page, DEMO.anna);
    await shellReady(page);
    const topBar = shell(page).topBar;
    const status = topBar.locator('[role="status"][data-online]');
    await expect(status.count()).resolves.toBe(1);
    await expect(status.getAttribute('data-online')).resolves.toBe('true');
    await expect(page.getByText('Offline', { exact: true }).count()).resolves.toBe(0);

    await context.setOffline(true);
    await status.locator('.offline-badge').waitFor();
    await expect(status.textContent()).resolves.toMatch(/^Offline – Keine Internetverbindung/);
    await expect(page.locator('.offline-badge').count()).resolves.toBe(1);
    await expect(page.locator('.offline-badge').isVisible()).resolves.toBe(true);
    expect(formatViolations(await runAxe(page, { include: ['header'] }))).toEqual([]);

    await context.setOffline(false);
    await status.locator('.offline-badge').waitFor({ state: 'detached' });
    await expect(status.textContent()).resolves.toBe('Wieder online');
    await expect(status.getAttribute('data-online')).resolves.toBe('true');
  });
});
