#!/usr/bin/env node
/**
 * Screenshots of the board in both editions at 1920x1080, 1280x800 and 1024x768 (touch):
 * `npm run screenshots` (SHOTS_DIR=folder, default ./screenshots; SHOTS_BASE_URL=http://localhost:3000 uses a
 * running app instead of building and starting one).
 *
 * Signs in as the demo teacher, creates a desktop with eight widgets through the widget bar, selects the first
 * widget (so its header shows) and saves board-<edition>-<width>x<height>.png per edition and size, plus the
 * read-only view of the same desktop (iframe-<width>x<height>.png).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.resolve(process.env.SHOTS_DIR ?? path.join(ROOT, 'screenshots'));
const { buildApp, startServer } = await import('../e2e/support/server.ts');
const { launchBrowser, newPage } = await import('../e2e/support/browser.ts');
const { DEMO, signInAs, shell } = await import('../e2e/support/pages.ts');
const { board, openFreshBoard } = await import('../e2e/board-helpers.ts');
const { startSharing } = await import('../e2e/share-helpers.ts');

const SIZES = [
  { width: 1920, height: 1080, touch: false },
  { width: 1280, height: 800, touch: false },
  { width: 1024, height: 768, touch: true },
];
/** Widgets of both editions that fit a 1280x800 board together (SHOTS_WIDGETS=Name,Name,... changes them). */
const WIDGETS = (
  process.env.SHOTS_WIDGETS ?? 'Analoguhr,Stoppuhr,Timer,Digitaluhr,Ampel,Würfel,Notiz,Wendekarte'
).split(',');
const EDITIONS = [
  { key: 'grundschule', label: 'Grundschule' },
  { key: 'sekundarstufe', label: 'Sekundarstufe' },
];

mkdirSync(OUT, { recursive: true });
let server;
let baseUrl = process.env.SHOTS_BASE_URL;
if (!baseUrl) {
  if (process.env.SHOTS_SKIP_BUILD !== '1') buildApp();
  server = await startServer();
  baseUrl = server.baseUrl;
}
const browser = await launchBrowser();
try {
  const { page, context } = await newPage(browser, baseUrl, { viewport: { width: 1280, height: 800 } });
  await signInAs(page, DEMO.anna);
  const desktopName = await openFreshBoard(page, 'Bildschirmfotos');
  const b = board(page);
  for (const name of WIDGETS) await b.add(name);
  await b.waitSaved();
  const url = page.url();
  const { code } = await startSharing(page, desktopName);
  await context.close();

  for (const edition of EDITIONS) {
    for (const size of SIZES) {
      const { page: p, context: c } = await newPage(browser, baseUrl, {
        viewport: { width: size.width, height: size.height },
        hasTouch: size.touch,
        isMobile: false,
      });
      await signInAs(p, DEMO.anna);
      await p.goto(url);
      await board(p).ready();
      const menu = await shell(p).openAccountMenu();
      await menu.getByRole('menuitemradio', { name: edition.label }).click();
      await p.keyboard.press('Escape');
      await p.waitForFunction(
        (label) => document.documentElement.dataset.edition === label,
        edition.label === 'Grundschule' ? 'PrimaryGradeLevel' : 'SecondaryGradeLevel',
      );
      const first = board(p).widgets().first();
      await board(p)
        .handle(first)
        .click({ position: { x: 10, y: 10 } });
      await p.evaluate(() => document.fonts.ready);
      const file = path.join(OUT, `board-${edition.key}-${size.width}x${size.height}.png`);
      await p.screenshot({ path: file });
      console.log(file);
      await c.close();
    }
  }
  for (const size of SIZES) {
    const { page: p, context: c } = await newPage(browser, baseUrl, {
      viewport: { width: size.width, height: size.height },
      hasTouch: size.touch,
    });
    await p.goto(`/iframe?code=${code}`);
    await p.getByTestId('timer-display').waitFor();
    await p.waitForLoadState('networkidle');
    await p.evaluate(() => document.fonts.ready);
    const file = path.join(OUT, `iframe-${size.width}x${size.height}.png`);
    await p.screenshot({ path: file });
    console.log(file);
    await c.close();
  }
} finally {
  await browser.close();
  await server?.stop?.();
}
