/**
 * The read-only embed /iframe?code=... (issue 8, item 2; issue 13, items 1 and 5): Anna shares a
 * desktop with a note, a timer, a drawing (a U) and a die; an anonymous browser sees them at their
 * places, painted as on the board, with no control that changes anything (no pen, no 'Alles
 * löschen', no Start, no 'Würfeln'), and a learning platform on another origin can frame the page.
 * Unknown and missing codes get a clear German message. Axe on every state.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { type DrawnU, drawU, expectU } from './draw-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { DEMO, signInAs } from './support/pages.ts';
import { pixelsOf } from './support/pixels.ts';

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

/** Anna's desktop with a note, a timer, a drawn U and a rolled die, shared; returns its name and code. */
async function annaSharesADesktop(): Promise<{ name: string; code: string; u: DrawnU }> {
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
  const draw = await b.add('Zeichnen');
  const u = await drawU(page, draw.getByTestId('draw-surface'));
  await draw.locator('[data-testid="draw-surface"][data-strokes="1"]').waitFor();
  await b.add('Würfel');
  await sleep(600);
  await b.waitSaved();
  // opening the dialog creates no code: sharing starts on "Teilen starten"
  const { code, dialog } = await startSharing(page, name);
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  await expect(
    dialog.getByRole('textbox', { name: 'Als Einbettung (nur ansehen)' }).inputValue(),
  ).resolves.toBe(`${baseUrl}/iframe?code=${code}`);
  await context.close();
  return { name, code, u };
}

describe('/iframe: a shared desktop, read-only, for embedding', () => {
  let shared: Awaited<ReturnType<typeof annaSharesADesktop>>;

  beforeAll(async () => {
    shared = await annaSharesADesktop();
  });

  it('shows the note, the timer, the drawing and the die with no control that changes them', async () => {
    const { page, thirdParty } = await anonymousPage();
    const response = await page.goto(`/iframe?code=${shared.code}`);
    // Any site may frame the embed.
    expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors \*/);

    const note = page.getByRole('region', { name: 'Notiz' });
    const timer = page.getByRole('region', { name: 'Timer' });
    const draw = page.getByRole('region', { name: 'Zeichnen' });
    const die = page.getByRole('region', { name: 'Würfel' });
    await expect(note.getByTestId('note-text').textContent()).resolves.toBe(NOTE);
    await timer.getByTestId('timer-display').waitFor();
    await expect(timer.getByTestId('timer-display').textContent()).resolves.toBe('5:00');
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

    // At their places: the timer beside the note, as Anna placed them.
    const noteBox = await note.boundingBox();
    const timerBox = await timer.boundingBox();
    expect(noteBox && timerBox && timerBox.x >= noteBox.x + noteBox.width - 1).toBe(true);

    // The drawing is painted as Anna drew it (a line, not a filled shape) and the die shows her roll.
    const surface = draw.getByTestId('draw-surface');
    await expect.poll(() => surface.getAttribute('data-strokes')).toBe('1');
    const painted = await pixelsOf(surface);
    painted.save('/tmp/draw-u-iframe.png');
    expectU(painted, shared.u);
    const diceValues = () =>
      die.locator('[data-value]').evaluateAll((all) => all.map((d) => d.getAttribute('data-value') ?? ''));
    const diceBefore = await diceValues();
    expect(diceBefore.length).toBeGreaterThan(0);

    // Read-only: no control in any widget that would change it (no pen, 'Alles löschen', Start,
    // 'Würfeln', presets, +/−), nothing focusable by keyboard either.
    const controls = await page
      .locator('.read-only-board__item')
      .locator(
        'button, input, select, textarea, a[href], [role="button"], [role="slider"], [tabindex]:not([tabindex="-1"])',
      )
      .evaluateAll((all) =>
        all
          .filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true')
          .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName),
      );
    expect(controls).toEqual([]);
    for (const name of ['Stift', 'Alles löschen', 'Start', 'Würfeln', '1 Min']) {
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(0);
    }
    await page.screenshot({ path: '/tmp/iframe-read-only.png' });

    // Taps and strokes change nothing, and nothing is written to the server.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    const box = await surface.boundingBox();
    if (!box) throw new Error('drawing not visible');
    const inside = shared.u.inside[0] as { x: number; y: number };
    const insideY = (inside.y * box.height) / shared.u.size.height;
    await page.mouse.move(box.x + 10, box.y + insideY);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(box.x + 10 + (i * (box.width - 20)) / 10, box.y + insideY);
    await page.mouse.up();
    // A tap where the die is (it is a disabled button: the tap goes nowhere).
    await die.locator('[data-value]').first().click({ force: true });
    await die.locator('.dice__area').click({ position: { x: 2, y: 2 } });
    await timer.getByTestId('timer-display').click();
    await sleep(700);
    await expect(surface.getAttribute('data-strokes')).resolves.toBe('1');
    expectU(await pixelsOf(surface), shared.u);
    await expect(diceValues()).resolves.toEqual(diceBefore);
    await expect(timer.getByTestId('timer-display').textContent()).resolves.toBe('5:00');
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
      await expect(timer.getByTestId('timer-display').textContent()).resolves.toBe('5:00');
      await expect(frame.getByTestId('draw-surface').getAttribute('data-strokes')).resolves.toBe('1');
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
