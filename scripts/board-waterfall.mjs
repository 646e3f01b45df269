#!/usr/bin/env node
/**
 * Waterfall of opening a 50-widget board (issue 21): `node scripts/board-waterfall.mjs`.
 *
 * Starts the built app (run `npm run build` first) on a free port with a fresh data directory, seeds the
 * same board as `npm run bench:board` (50 widgets, every type in turn) and opens it in Debian's Chromium.
 * Prints every request of the navigation (from the Resource Timing entries: queued, sent, done, in ms
 * after navigation start) and the milestones: document, shell JS, the desktop / widget list / settings
 * API calls, the board route chunk, first and last widget chunk, interactive. The structure (which
 * request starts only after which other one ends) is what to read; absolute times depend on the machine.
 *
 *   BENCH_BASE_URL=http://localhost:3000   measure an app that is already running (no server)
 *   BENCH_DIST_DIR=apps/web/dist           the web build the started server serves
 *   WATERFALL_RUNS=3                       navigations (the last one is printed in full)
 *   WATERFALL_WARM=1                       all navigations in one page (warm HTTP cache, as bench:board);
 *                                          else each in a fresh context (cold cache)
 *   WATERFALL_ALL=1                        print every request (default: milestones and a summary)
 *   WATERFALL_WIDGETS=50                   widgets on the board
 *   WATERFALL_TYPES=TrafficLight,Clock     only these widget types, in turn (default: every type in turn)
 *   WATERFALL_RATE=4                       CPU throttling rate (default 1)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardSeeder, INTERACTIVE_PROBE as PROBE, VIEWPORT } from './board-seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { WIDGET_DEFINITIONS, seedDesktop } = await boardSeeder(path.join(ROOT, 'apps/web/src'));
const { startServer } = await import('../e2e/support/server.ts');
const { launchBrowser, newPage } = await import('../e2e/support/browser.ts');
const { DEMO, signInAs } = await import('../e2e/support/pages.ts');

const ONLY = process.env.WATERFALL_TYPES?.split(',').filter(Boolean);
const WIDGETS = Number(process.env.WATERFALL_WIDGETS ?? 50);
const RATE = Number(process.env.WATERFALL_RATE ?? 1);
const RUNS = Number(process.env.WATERFALL_RUNS ?? 3);

const pad = (x, n = 7) => x.toFixed(0).padStart(n);

function classify(name, manifest) {
  const u = new URL(name);
  const p = u.pathname;
  if (p.startsWith('/api/')) return `api ${p.replace(/[0-9a-f-]{36}/g, '{id}')}${u.search}`;
  if (p.startsWith('/oidc') || p.startsWith('/account')) return `auth ${p}`;
  const file = p.replace(/^\//, '');
  const source = manifest.get(file);
  return source ? `${path.basename(file)} <- ${source}` : path.basename(file);
}

async function main() {
  let baseUrl = process.env.BENCH_BASE_URL?.replace(/\/+$/, '');
  let server;
  const distDir = path.resolve(ROOT, process.env.BENCH_DIST_DIR ?? 'apps/web/dist');
  if (!baseUrl) {
    server = await startServer({ env: { WEB_DIST_DIR: distDir }, timeoutMs: 180_000 });
    baseUrl = server.baseUrl;
  }
  // The build's manifest names the source module behind each chunk.
  const manifest = new Map();
  try {
    const { readFileSync } = await import('node:fs');
    const entries = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
    for (const [source, entry] of Object.entries(entries)) {
      manifest.set(entry.file, source);
      for (const css of entry.css ?? []) if (!manifest.has(css)) manifest.set(css, `css of ${source}`);
    }
  } catch {
    // Without a manifest the file names alone.
  }
  const browser = await launchBrowser();
  try {
    const { context, page } = await newPage(browser, baseUrl, { viewport: VIEWPORT });
    await signInAs(page, DEMO.jonas);
    const pool = ONLY ?? WIDGET_DEFINITIONS.map((d) => d.type);
    const types = Array.from({ length: WIDGETS }, (_, i) => pool[i % pool.length]);
    const big = await seedDesktop(page, `Waterfall ${WIDGETS} ${Date.now().toString(36)}`, types);
    const storageState = await context.storageState();
    await context.close();
    // Cold: a fresh context (empty HTTP cache) per navigation. Warm: one page for all, as bench:board measures.
    const warm = Boolean(process.env.WATERFALL_WARM);
    let shared;
    let entries;
    let interactive;
    let marks = [];
    for (let run = 0; run < RUNS; run++) {
      if (!shared || !warm) {
        await shared?.context.close();
        shared = await newPage(browser, baseUrl, { viewport: VIEWPORT, storageState });
        await shared.context.addInitScript(PROBE, WIDGETS);
        if (RATE !== 1) {
          const cdp = await shared.context.newCDPSession(shared.page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
        }
      }
      const { page: p } = shared;
      await p.goto(`/desktops/${encodeURIComponent(big.name)}`, { waitUntil: 'commit' });
      await p.waitForFunction(() => window.__boardInteractive !== undefined, null, { timeout: 60_000 });
      await p.waitForTimeout(300);
      ({ entries, interactive, marks } = await p.evaluate(() => ({
        interactive: window.__boardInteractive,
        marks: performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('tafino:'))
          .map((m) => ({ name: m.name.slice('tafino:'.length), at: m.startTime })),
        entries: [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ].map((e) => ({
          name: e.name,
          type: e.initiatorType ?? 'navigation',
          start: e.startTime,
          sent: e.requestStart || e.startTime,
          end: e.responseEnd,
        })),
      })));
      console.log(
        `Lauf ${run + 1}: interaktiv nach ${interactive.toFixed(0)} ms, ${entries.length} Anfragen`,
      );
    }
    await shared?.context.close();
    const rows = entries
      .map((e) => ({ ...e, label: e.type === 'navigation' ? 'document' : classify(e.name, manifest) }))
      .sort((a, b) => a.start - b.start);
    const isWidget = (r) =>
      /<- src\/widgets\/(?!sdk\/|registry)/.test(r.label) || /css of src\/widgets\//.test(r.label);
    const widgetRows = rows.filter(isWidget);
    const before = rows.filter((r) => !isWidget(r));
    const byName = (needle) => rows.find((r) => r.label.includes(needle));
    console.log('\nAnfragen vor den Widget-Chunks (queued / sent / done, ms nach Navigation):');
    for (const r of process.env.WATERFALL_ALL ? rows : before)
      console.log(`${pad(r.start)} ${pad(r.sent)} ${pad(r.end)}  ${r.label}`);
    console.log('\nMeilensteine:');
    const milestone = (label, r) =>
      console.log(`  ${label.padEnd(28)} ${r ? `${pad(r.start)} → ${pad(r.end)}  ${r.label}` : '–'}`);
    milestone('Dokument', rows[0]);
    milestone('Shell-JS (Einstieg)', byName('<- index.html'));
    milestone(
      'Desktops (API)',
      rows.find((r) => /^api .*desktops\/by-user/.test(r.label)),
    );
    milestone(
      'Einstellungen (API)',
      rows.find((r) => /^api .*setting/i.test(r.label)),
    );
    milestone('Board-Route-Chunk', byName('features/board/index.ts'));
    milestone(
      'Widget-Liste (API)',
      rows.find((r) => /^api .*\/widgets/.test(r.label)),
    );
    if (widgetRows.length > 0) {
      const first = widgetRows[0];
      const last = widgetRows.reduce((a, b) => (b.end > a.end ? b : a));
      milestone('erster Widget-Chunk', first);
      milestone('letzter Widget-Chunk', last);
      const waiting = widgetRows.filter((r) => r.sent - r.start > 5).length;
      console.log(
        `  Widget-Dateien: ${widgetRows.length} (${widgetRows.filter((r) => r.name.endsWith('.js')).length} JS, ${widgetRows.filter((r) => r.name.endsWith('.css')).length} CSS), ${waiting} warteten > 5 ms auf eine Verbindung`,
      );
    }
    // The app's own milestones (apps/web/src/lib/milestones.ts), in the order they were reached.
    for (const m of marks) console.log(`  App: ${m.name.padEnd(22)} ${pad(m.at)}`);
    console.log(`  interaktiv                   ${pad(interactive)}`);
    console.log(`  Anfragen insgesamt: ${rows.length}`);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
