/**
 * The read-only embed /iframe?code=... (issue 8, item 2): Anna shares a desktop with a note and a
 * timer; an anonymous browser sees both at their places with nothing to edit, can run the timer,
 * and a learning platform on another origin can frame the page. Unknown and missing codes get a
 * clear German message. Axe on every state.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { DEMO, shell, signInAs } from './support/pages.ts';

const baseUrl = inject('baseUrl');
const origin = new URL(baseUrl).origin;
const NOT_FOUND = 'Diese Tafel wurde nicht gefunden.';
const NOTE = 'Heute: Brüche üben';
let browser: Browser;
const contexts: BrowserContext[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

/** A browser without sign-in; third-party requests fail (and are listed). */
async function anonymousPage(): Promise<{ context: BrowserContext; page: Page; thirdParty: string[] }> {
  const opened = await newPage(browser, baseUrl, { viewport: { width: 1280, height: 800 } });
  contexts.push(opened.context);
  const thirdParty: string[] = [];
  await opened.context.route(
    (url) => url.origin !== origin,
    (route) => {
      thirdParty.push(route.request().url());
      return route.abort();
    },
  );
  return { ...opened, thirdParty };
}

/** Anna's desktop with a note and a timer, shared; returns its name and code. */
async function annaSharesADesktop(): Promise<{ name: string; code: string }> {
  const { context, page } = await newPage(browser, baseUrl, { viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  await signInAs(page, DEMO.anna);
  const name = await openFreshBoard(page, 'Eingebettet');
  const b = board(page);
  const note = await b.add('Notiz');
  await note.getByTestId('note-text').click();
  await page.keyboard.type(NOTE);
  await b.handle(note).click();
  await b.add('Timer');
  await sleep(300);
  await b.waitSaved();
  const menu = await shell(page).openDesktopMenu();
  await menu.getByRole('menuitem', { name: 'Teilen', exact: true }).click();
  const dialog = shell(page).dialog(`„${name}“ teilen`);
  const codeBox = dialog.locator('[data-share-code]');
  await codeBox.waitFor();
  const code = (await codeBox.getAttribute('data-share-code')) ?? '';
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  await expect(
    dialog.getByRole('textbox', { name: 'Als Einbettung (nur ansehen)' }).inputValue(),
  ).resolves.toBe(`${baseUrl}/iframe?code=${code}`);
  await context.close();
  return { name, code };
}

describe('/iframe: a shared desktop, read-only, for embedding', () => {
  let shared: { name: string; code: string };

  beforeAll(async () => {
    shared = await annaSharesADesktop();
  });

  it('shows the note and the timer with nothing to edit; the timer runs locally', async () => {
    const { page, thirdParty } = await anonymousPage();
    const response = await page.goto(`/iframe?code=${shared.code}`);
    // Any site may frame the embed.
    expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors \*/);

    const note = page.getByRole('region', { name: 'Notiz' });
    const timer = page.getByRole('region', { name: 'Timer' });
    await expect(note.getByTestId('note-text').textContent()).resolves.toBe(NOTE);
    await timer.getByTestId('timer-display').waitFor();
    await expect(page.title()).resolves.toBe(`${shared.name} | TAFINO`);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(
      /geteilte TAFINO-Tafel zum Ansehen/,
    );
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      `Geteilte Tafel „${shared.name}“`,
    );

    // No header, footer or chrome; the note is text, not a control.
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    for (const name of ['Entfernen', 'Einstellungen', 'Sperren', 'Vergrößern', 'Mehr']) {
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(0);
    }
    await expect(page.getByRole('navigation', { name: 'Widgets hinzufügen' }).count()).resolves.toBe(0);
    await expect(page.locator('.react-resizable-handle, .widget-frame__handle').count()).resolves.toBe(0);
    await note.getByTestId('note-text').click();
    await expect(page.getByRole('textbox').count()).resolves.toBe(0);
    await expect(page.locator('[contenteditable="true"]').count()).resolves.toBe(0);

    // Both at their places: side by side as Anna placed them.
    const noteBox = await note.boundingBox();
    const timerBox = await timer.boundingBox();
    expect(noteBox && timerBox && timerBox.x >= noteBox.x + noteBox.width - 1).toBe(true);

    // The timer runs here, and nothing is written to the server.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await timer.getByRole('button', { name: '1 Min', exact: true }).click();
    await timer.getByRole('button', { name: 'Start', exact: true }).click();
    await timer.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await expect
      .poll(() => timer.getByTestId('timer-display').textContent(), { timeout: 5000 })
      .toMatch(/^0:5\d$/);
    await sleep(600);
    expect(writes).toEqual([]);

    expect(formatViolations(await runAxe(page))).toEqual([]);
    expect(thirdParty).toEqual([]);
    await expect(page.url()).toBe(`${baseUrl}/iframe?code=${shared.code}`);
  });

  it('can be framed by a learning platform on another origin', async () => {
    // The platform: a page on another local origin (Chromium keeps public sites from framing localhost).
    const platform = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="de"><title>Kurs</title><main><iframe title="Tafel" src="${baseUrl}/iframe?code=${shared.code}" width="1000" height="600"></iframe></main></html>`,
      );
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = platform.address() as AddressInfo;
      // Chromium denies storage to this third-party frame: the embed must not need it. (No hint
      // pre-set either: that init script would fail there.)
      const { context, page } = await newPage(browser, baseUrl, { hintRead: false });
      contexts.push(context);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${port}/kurs`);
      const frame = page.frameLocator('iframe[title="Tafel"]');
      await expect(frame.getByTestId('note-text').textContent()).resolves.toBe(NOTE);
      const timer = frame.getByRole('region', { name: 'Timer' });
      await timer.getByRole('button', { name: 'Start', exact: true }).click();
      await timer.getByRole('button', { name: 'Pause', exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => platform.close(resolve));
    }
  });

  it('says clearly when a code is unknown, and how to get one when it is missing', async () => {
    const { page } = await anonymousPage();
    await page.goto('/iframe?code=ZZZZ-ZZZZ');
    await page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
    await expect(page.title()).resolves.toBe('Geteilte Tafel | TAFINO');
    expect(formatViolations(await runAxe(page))).toEqual([]);

    await page.goto('/iframe');
    await page.getByRole('heading', { level: 1, name: 'Hier fehlt der Code einer Tafel' }).waitFor();
    await page.getByText(/„Als Einbettung \(nur ansehen\)“/).waitFor();
    expect(formatViolations(await runAxe(page))).toEqual([]);
  });
});
