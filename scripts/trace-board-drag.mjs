#!/usr/bin/env node
/**
 * Timeline trace of a drag on the 50-widget board (the drag of `npm run bench:board`), with per-frame counts.
 *
 *   TRACE_DIST_DIR=apps/web/dist   the built web app to serve (default apps/web/dist; no build here)
 *   TRACE_RATE=4                   CPU throttling rate (default 1)
 *   TRACE_OUT=/tmp/drag.json       where the raw trace goes (default: a temporary file)
 *   TRACE_SHOT=/tmp/drag.png       a screenshot half-way through the drag
 *   TRACE_IDLE=3000                 no drag: the board left alone this long (what runs anyway)
 *   TRACE_CSS='...'                 extra CSS added to the page before the drag (to try a change without a build)
 *   TRACE_CATEGORIES=a,b            more trace categories (e.g. disabled-by-default-devtools.timeline.invalidationTracking)
 *   TRACE_SRC=/path/to/checkout     where the widget definitions for the seed come from (default: this one)
 *
 * Prints, for the drag's main-thread work: how often each costly event ran, its summed and largest
 * duration and its share of the main thread's tasks (compare shares and counts between runs on a busy
 * machine, not milliseconds), the elements restyled per style recalculation, and React's commits with the
 * components and widget frames they rendered. `PaintArtifactCompositor::Update` counts full layerizations.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardSeeder, rendererMainThread, VIEWPORT } from './board-seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { startServer } = await import('../e2e/support/server.ts');
const { launchBrowser, newPage } = await import('../e2e/support/browser.ts');
const { DEMO, signInAs } = await import('../e2e/support/pages.ts');
// The web sources the seed comes from (TRACE_SRC: another checkout's root, e.g. of the last commit).
const SRC = path.resolve(process.env.TRACE_SRC ?? ROOT, 'apps/web/src');
const { WIDGET_DEFINITIONS, seedDesktop } = await boardSeeder(SRC);

const WIDGETS = 50;
const RATE = Number(process.env.TRACE_RATE ?? 1);
const DIST = path.resolve(ROOT, process.env.TRACE_DIST_DIR ?? 'apps/web/dist');
const OUT = process.env.TRACE_OUT ?? path.join(tmpdir(), `board-drag-${Date.now()}.json`);

/**
 * Counts React commits and, per commit, the widget frames that rendered: a minimal DevTools hook (React's
 * production build reports each commit to it). A frame is the component whose host child is the
 * `section.widget-frame`.
 */
const REACT_COUNTER = () => {
  const stats = { commits: 0, fibers: 0, frames: 0, hosts: 0, gridItems: 0 };
  window.__reactStats = stats;
  const PERFORMED_WORK = 1;
  // As React DevTools walks a commit: a subtree React skipped keeps the previous tree's child pointer
  // (fiber.child === fiber.alternate.child); a visited fiber rendered when it performed work.
  const count = (root) => {
    const stack = [root.current];
    while (stack.length) {
      const fiber = stack.pop();
      const rendered = fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0;
      if (rendered) {
        if (typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null))
          stats.fibers++;
        const host = fiber.child;
        if (
          typeof fiber.type === 'function' &&
          host &&
          host.type === 'section' &&
          host.memoizedProps?.['data-widget-id']
        )
          stats.frames++;
      }
      if (
        typeof fiber.type === 'string' &&
        fiber.alternate !== null &&
        fiber.memoizedProps !== fiber.alternate.memoizedProps &&
        typeof fiber.memoizedProps?.className === 'string' &&
        fiber.memoizedProps.className.includes('react-grid-item')
      )
        stats.gridItems++;
      if (fiber.alternate === null || fiber.child !== fiber.alternate.child)
        for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!window.__countReact) return;
      stats.commits++;
      count(root);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
};

const TRACKED = [
  'Layout',
  'UpdateLayoutTree',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'UpdateLayer',
  'UpdateLayerTree',
  'Commit',
  'CompositeLayers',
  'HitTest',
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
  'ScheduleStyleRecalculation',
  'InvalidateLayout',
  'Animation',
  'RasterTask',
  // A full layerization (Layerize without it only copied repainted content or did nothing).
  'PaintArtifactCompositor::Update',
];

function summarise(events, fromTs, toTs) {
  const main = new Map();
  const mainKey = rendererMainThread(events, fromTs, toTs);
  const begins = new Map();
  const rows = new Map();
  const styleCounts = [];
  let frames = 0;
  let busy = 0;
  for (const e of events) {
    if (e.ts < fromTs || e.ts > toTs) continue;
    if (e.name === 'BeginMainThreadFrame' || (e.name === 'BeginFrame' && `${e.pid}:${e.tid}` === mainKey))
      frames++;
    if (`${e.pid}:${e.tid}` !== mainKey) {
      if (e.name === 'RasterTask' && e.ph === 'X') add(rows, 'RasterTask (raster threads)', e.dur ?? 0);
      continue;
    }
    if (e.name === 'RunTask' && e.ph === 'X') busy += e.dur ?? 0;
    if (!TRACKED.includes(e.name)) continue;
    if (e.ph === 'X') {
      add(rows, e.name, e.dur ?? 0);
      if (e.name === 'UpdateLayoutTree')
        styleCounts.push(e.args?.elementCount ?? e.args?.data?.elementCount ?? 0);
    } else if (e.ph === 'B') begins.set(e.name, e);
    else if (e.ph === 'E' && begins.has(e.name)) {
      const b = begins.get(e.name);
      add(rows, e.name, e.ts - b.ts);
      if (e.name === 'UpdateLayoutTree') styleCounts.push(e.args?.elementCount ?? b.args?.elementCount ?? 0);
      begins.delete(e.name);
    } else if (e.ph === 'I' || e.ph === 'i' || e.ph === 'n') add(rows, e.name, 0);
  }
  return { rows, styleCounts, frames, busy, main: main.size };
}

function add(rows, name, dur) {
  const row = rows.get(name) ?? { count: 0, total: 0, max: 0 };
  row.count++;
  row.total += dur;
  row.max = Math.max(row.max, dur);
  rows.set(name, row);
}

async function main() {
  const server = await startServer({ env: { WEB_DIST_DIR: DIST }, timeoutMs: 180_000 });
  const browser = await launchBrowser();
  try {
    const { context, page } = await newPage(browser, server.baseUrl, { viewport: VIEWPORT });
    await signInAs(page, DEMO.jonas);
    const types = Array.from(
      { length: WIDGETS },
      (_, i) => WIDGET_DEFINITIONS[i % WIDGET_DEFINITIONS.length].type,
    );
    const desktop = await seedDesktop(page, `Trace ${Date.now().toString(36)}`, types);
    await context.addInitScript(REACT_COUNTER);
    await page.goto(`/desktops/${encodeURIComponent(desktop.name)}`);
    await page.waitForFunction(
      (n) =>
        document.querySelector('.board[aria-busy="false"]') &&
        document.querySelectorAll('section.widget-frame').length === n &&
        !document.querySelector('.widget-host__loading'),
      WIDGETS,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1500);
    if (process.env.TRACE_CSS) await page.addStyleTag({ content: process.env.TRACE_CSS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const handle = page.locator('section.widget-frame .widget-frame__handle').first();
    // Hovered, the header shows its buttons beside the handle: measured again, pressed on what remains of it.
    const before = await handle.boundingBox();
    await page.mouse.move(before.x + 4, before.y + before.height / 2);
    const box = await handle.boundingBox();
    const x0 = box.x + Math.min(20, box.width / 2);
    const y0 = box.y + box.height / 2;
    console.log(`handle before hover ${JSON.stringify(before)}, hovered ${JSON.stringify(box)}`);
    await page.mouse.move(x0, y0);
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'blink',
        'cc',
        'viz',
        'blink.user_timing',
        ...(process.env.TRACE_CATEGORIES?.split(',').filter(Boolean) ?? []),
      ],
    });
    await page.evaluate(() => {
      performance.mark('drag-start');
      window.__countReact = true;
    });
    if (process.env.TRACE_IDLE) await page.waitForTimeout(Number(process.env.TRACE_IDLE));
    else await page.mouse.down();
    const steps = process.env.TRACE_IDLE ? 0 : 120;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      await page.mouse.move(x0 + t * (VIEWPORT.width - 500), y0 + Math.sin(t * Math.PI) * 500);
      if (i === steps / 2) {
        const dragging = await page.evaluate(
          () => document.querySelectorAll('.react-draggable-dragging').length,
        );
        console.log(`mid-drag: ${dragging} widget(s) dragging`);
      }
      if (i === steps / 2 && process.env.TRACE_SHOT) {
        await page.screenshot({ path: process.env.TRACE_SHOT });
      }
    }
    await page.mouse.up();
    await page.waitForTimeout(300);
    const react = await page.evaluate(() => {
      window.__countReact = false;
      performance.mark('drag-end');
      return window.__reactStats;
    });
    const buffer = await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    writeFileSync(OUT, buffer);
    const { traceEvents } = JSON.parse(buffer.toString());
    const marks = traceEvents.filter((e) => e.name === 'drag-start' || e.name === 'drag-end');
    const from = Math.min(...marks.filter((e) => e.name === 'drag-start').map((e) => e.ts));
    const to = Math.max(...marks.filter((e) => e.name === 'drag-end').map((e) => e.ts));
    const { rows, styleCounts, frames, busy } = summarise(traceEvents, from, to);
    console.log(`Trace ${OUT}, CPU rate ${RATE}x, drag window ${((to - from) / 1000).toFixed(0)} ms`);
    console.log(`Main-thread frames ${frames}, main-thread tasks ${(busy / 1000).toFixed(1)} ms`);
    console.log('event                        count    total ms   max ms   share of tasks');
    for (const [name, row] of [...rows.entries()].sort((a, b) => b[1].total - a[1].total)) {
      console.log(
        `${name.padEnd(28)} ${String(row.count).padStart(5)} ${(row.total / 1000).toFixed(1).padStart(10)} ${(row.max / 1000).toFixed(2).padStart(8)} ${`${((100 * row.total) / busy).toFixed(0)} %`.padStart(8)}`,
      );
    }
    const sorted = [...styleCounts].sort((a, b) => a - b);
    console.log(
      `style recalcs: ${styleCounts.length}, elements total ${styleCounts.reduce((a, b) => a + b, 0)}, median ${sorted[Math.floor(sorted.length / 2)] ?? 0}, max ${sorted.at(-1) ?? 0}`,
    );
    console.log(
      `React: ${react.commits} commits, ${react.fibers} component renders, ${react.frames} WidgetFrame renders, ${react.gridItems} grid-item host updates`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
