#!/usr/bin/env node
/**
 * CPU profile of opening the 50-widget board (the board of `npm run bench:board`), warm HTTP cache.
 *
 *   PROFILE_DIST_DIR=apps/web/dist   the built web app to serve (default apps/web/dist; no build here)
 *   PROFILE_RATE=4                   CPU throttling rate (default 1)
 *   PROFILE_RUNS=3                   profiled openings, summed (default 3)
 *   PROFILE_OUT=/tmp/open.cpuprofile the last opening's raw profile (loads in Chromium's DevTools)
 *   PROFILE_TRACE_OUT=/tmp/open.json the trace's raw events (loads in Chromium's DevTools)
 *   PROFILE_TYPES=Clock,Timer        only these widget types, in turn (default: every type in turn)
 *   PROFILE_WIDGETS=10               widgets on the board (default 50)
 *   PROFILE_CATEGORIES=a,b           more categories for that trace (e.g. disabled-by-default-blink.debug:
 *                                    Chromium's selector statistics of each style recalculation)
 *   PROFILE_TRACE=1                  also a timeline trace of one more opening: style and layout work, and
 *                                    the forced (synchronous) ones by the source line that forced them
 *
 * Prints, for the time from navigation to interactive (as `bench:board` marks it):
 *   - the main thread's split into script, style, layout and the rest (Performance.getMetrics),
 *   - JS self time by original source file (through the build's source maps) and by package,
 *   - the functions with the most self time, and the app's functions with the most total time,
 *   - when the page's requests ended, grouped (document, shell JS, API, board JS, widget JS).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { boardSeeder, INTERACTIVE_PROBE, rendererMainThread, VIEWPORT } from './board-seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { WIDGET_DEFINITIONS, seedDesktop } = await boardSeeder(path.join(ROOT, 'apps/web/src'));
const { startServer } = await import('../e2e/support/server.ts');
const { launchBrowser, newPage } = await import('../e2e/support/browser.ts');
const { DEMO, signInAs } = await import('../e2e/support/pages.ts');

const ONLY = process.env.PROFILE_TYPES?.split(',').filter(Boolean);
const WIDGETS = Number(process.env.PROFILE_WIDGETS ?? 50);
const RATE = Number(process.env.PROFILE_RATE ?? 1);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const DIST = path.resolve(ROOT, process.env.PROFILE_DIST_DIR ?? 'apps/web/dist');

const maps = new Map();
function consumerFor(url) {
  const pathname = new URL(url).pathname;
  if (!maps.has(pathname)) {
    let consumer = null;
    try {
      consumer = new SourceMapConsumer(JSON.parse(readFileSync(path.join(DIST, `${pathname}.map`), 'utf8')));
    } catch {}
    maps.set(pathname, consumer);
  }
  return maps.get(pathname);
}

/** The original source and function name of a profile node (through the build's source map). */
function origin(frame) {
  if (!frame.url)
    return { file: `(${frame.functionName || 'program'})`, fn: frame.functionName || '(anonymous)' };
  const consumer = frame.url.startsWith('http') && frame.lineNumber >= 0 ? consumerFor(frame.url) : null;
  if (!consumer) return { file: frame.url, fn: frame.functionName || '(anonymous)' };
  const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  // Source map paths are relative to the built file (apps/web/dist/assets): '../../src/…' is the web app's.
  const file = (pos.source ?? frame.url)
    .replace(/^(?:\.\.\/)+src\//, 'apps/web/src/')
    .replace(/^.*?(node_modules|apps\/web\/src|packages\/shared\/src)/, '$1');
  return {
    file,
    fn: `${frame.functionName || pos.name || '(anonymous)'} ${path.basename(file)}:${pos.line}`,
  };
}

const packageOf = (file) => {
  const m = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (file.startsWith('apps/web/src/widgets/types/')) return `widget:${file.split('/')[4]}`;
  if (file.startsWith('apps/web/src/')) return `app:${file.split('/').slice(3, 5).join('/')}`;
  if (file.startsWith('packages/shared')) return 'shared';
  return file;
};

/** What the main thread did in each 50 ms after navigation (the profile's samples, top three areas). */
function timeline(profile, navStartUs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const buckets = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const bucket = Math.floor((t - navStartUs) / 50_000);
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const area = packageOf(origin(byId.get(profile.samples[i]).callFrame).file);
    const row = buckets.get(bucket) ?? new Map();
    add(row, area, dt);
    buckets.set(bucket, row);
  }
  return [...buckets.entries()]
    .filter(([b]) => b >= 0)
    .sort((a, b) => a[0] - b[0])
    .map(
      ([b, row]) =>
        `  ${String(b * 50).padStart(5)} ms  ${[...row.entries()]
          .sort((x, y) => y[1] - x[1])
          .slice(0, 4)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', ')}`,
    )
    .join('\n');
}

function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (deltas[i + 1] ?? 0) / 1000;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const rows = [];
  for (const [id, ms] of self) rows.push({ ...origin(byId.get(id).callFrame), ms });
  return rows;
}

/**
 * Total (inclusive) time of the app's own functions (apps/web/src, packages/shared): a sample counts for
 * every app function on its stack once, so a component's total holds what it calls (React's work for it
 * is under React's own frames, outside).
 */
function appTotalTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = new Map();
  const keyFor = (id) => {
    if (!keyOf.has(id)) {
      const o = origin(byId.get(id).callFrame);
      keyOf.set(id, /^(apps\/web\/src|packages\/shared)/.test(o.file) ? o.fn : null);
    }
    return keyOf.get(id);
  };
  const total = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const key = keyFor(id);
      if (key) seen.add(key);
    }
    for (const key of seen) total.set(key, (total.get(key) ?? 0) + dt);
  }
  return total;
}

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const top = (map, n) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `  ${(v / RUNS).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');

function requestGroup(url) {
  const u = new URL(url);
  if (u.pathname.startsWith('/api/')) return `API ${u.pathname.replace(/[0-9a-f-]{36}/g, ':id')}`;
  if (u.pathname.endsWith('.js')) {
    const name = path.basename(u.pathname);
    const type = WIDGET_DEFINITIONS.find((d) => name.startsWith(`${d.type}-`));
    return type ? 'JS widget types' : 'JS other';
  }
  if (u.pathname.endsWith('.css')) return 'CSS';
  return u.pathname.includes('.') ? `file ${path.extname(u.pathname)}` : 'document';
}

/** Where a trace event's call happened (its `args.data`: url, function, 1-based line and column). */
const callSite = (d) =>
  origin({
    url: d.url,
    functionName: d.functionName,
    lineNumber: (d.lineNumber ?? 1) - 1,
    columnNumber: (d.columnNumber ?? 1) - 1,
  }).fn;

/** Style and layout events of a timeline trace of one opening, the forced ones by the JS that forced them. */
async function traceOpening(browser, page, open) {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.stack',
      'blink.user_timing',
      ...(process.env.PROFILE_CATEGORIES?.split(',').filter(Boolean) ?? []),
    ],
  });
  await open();
  const buffer = await browser.stopTracing();
  if (process.env.PROFILE_TRACE_OUT) writeFileSync(process.env.PROFILE_TRACE_OUT, buffer);
  const { traceEvents } = JSON.parse(buffer.toString());
  const mainKey = rendererMainThread(traceEvents);
  const kinds = new Map();
  const forced = new Map();
  for (const e of traceEvents) {
    if (`${e.pid}:${e.tid}` !== mainKey || e.ph !== 'X') continue;
    if (
      ![
        'Layout',
        'UpdateLayoutTree',
        'RunTask',
        'FunctionCall',
        'EvaluateScript',
        'v8.compile',
        'v8.compileModule',
        'ParseHTML',
        'Paint',
        'PrePaint',
        'Layerize',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
        'ParseAuthorStyleSheet',
        'HitTest',
      ].includes(e.name)
    )
      continue;
    const row = kinds.get(e.name) ?? { count: 0, ms: 0 };
    row.count++;
    row.ms += (e.dur ?? 0) / 1000;
    kinds.set(e.name, row);
    const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
    if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree') && stack?.length) {
      const frames = stack.slice(0, 3).map(callSite);
      const key = `${e.name}  ${frames.join(' < ')}`;
      const f = forced.get(key) ?? { count: 0, ms: 0 };
      f.count++;
      f.ms += (e.dur ?? 0) / 1000;
      forced.set(key, f);
    }
  }
  console.log('\nTrace eines Öffnens: Ereignisse des Hauptthreads (Anzahl, Summe):');
  for (const [k, v] of [...kinds.entries()].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  ${String(v.count).padStart(5)}  ${v.ms.toFixed(1).padStart(8)} ms  ${k}`);
  const longest = traceEvents
    .filter(
      (e) =>
        `${e.pid}:${e.tid}` === mainKey &&
        e.ph === 'X' &&
        ['FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks'].includes(e.name),
    )
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 12);
  const navigation =
    traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? 0;
  const mainX = traceEvents.filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ph === 'X');
  console.log('\nLange Tasks (ab 8 ms) im Zeitablauf: Beginn seit Navigation, Dauer, größter Inhalt:');
  for (const task of mainX.filter((e) => e.name === 'RunTask' && e.dur >= 8000)) {
    const inner = mainX
      .filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.name !== 'RunTask',
      )
      .sort((a, b) => b.dur - a.dur)[0];
    const d = inner?.args?.data ?? {};
    const where = d.url ? callSite(d) : '';
    console.log(
      `  ${((task.ts - navigation) / 1000).toFixed(0).padStart(6)} ms ${(task.dur / 1000).toFixed(1).padStart(7)} ms  ${inner?.name ?? ''} ${where}`,
    );
  }
  console.log('\nLängste Aufrufe:');
  for (const e of longest) {
    const d = e.args?.data ?? {};
    const where = d.url ? callSite(d) : (d.timerId ?? '');
    console.log(`  ${(e.dur / 1000).toFixed(1).padStart(8)} ms  ${e.name}  ${where}`);
  }
  console.log('\nErzwungene Stil- und Layoutberechnungen nach auslösendem Code (Anzahl, Summe):');
  for (const [k, v] of [...forced.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
    console.log(`  ${String(v.count).padStart(5)}  ${v.ms.toFixed(1).padStart(8)} ms  ${k}`);
}

async function main() {
  const server = await startServer({ env: { WEB_DIST_DIR: DIST }, timeoutMs: 180_000 });
  const browser = await launchBrowser();
  try {
    const { context, page } = await newPage(browser, server.baseUrl, { viewport: VIEWPORT });
    await signInAs(page, DEMO.jonas);
    const pool = ONLY ?? WIDGET_DEFINITIONS.map((d) => d.type);
    const types = Array.from({ length: WIDGETS }, (_, i) => pool[i % pool.length]);
    const big = await seedDesktop(page, `Profil ${WIDGETS} ${Date.now().toString(36)}`, types);
    const url = `/desktops/${encodeURIComponent(big.name)}`;
    await context.addInitScript(INTERACTIVE_PROBE, WIDGETS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const open = async () => {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__boardInteractive !== undefined, null, { timeout: 60_000 });
      return page.evaluate(() => window.__boardInteractive);
    };
    await open(); // warm the HTTP cache
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const byFile = new Map();
    const byPackage = new Map();
    const byFunction = new Map();
    const appTotals = new Map();
    const metrics = new Map();
    const requests = new Map();
    const tti = [];
    let profile;
    for (let run = 0; run < RUNS; run++) {
      const ended = [];
      const onFinished = (request) => {
        const t = request.timing();
        ended.push({ url: request.url(), end: t.startTime + t.responseEnd });
      };
      page.on('requestfinished', onFinished);
      const before = Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
      );
      await cdp.send('Profiler.start');
      tti.push(await open());
      ({ profile } = await cdp.send('Profiler.stop'));
      const after = Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
      );
      page.off('requestfinished', onFinished);
      const navStart = await page.evaluate(() => performance.timeOrigin);

      for (const name of ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'])
        add(metrics, name, (after[name] - before[name]) * 1000);
      for (const [key, ms] of appTotalTimes(profile)) add(appTotals, key, ms);
      for (const row of selfTimes(profile)) {
        add(byFile, row.file, row.ms);
        add(byPackage, packageOf(row.file), row.ms);
        add(byFunction, row.fn, row.ms);
      }
      for (const r of ended) {
        const g = requestGroup(r.url);
        const at = r.end - navStart;
        const entry = requests.get(g) ?? { count: 0, last: [] };
        entry.count++;
        entry.last[run] = Math.max(entry.last[run] ?? 0, at);
        requests.set(g, entry);
      }
    }
    if (process.env.PROFILE_TRACE) await traceOpening(browser, page, open);
    if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
    const sorted = [...tti].sort((a, b) => a - b);
    console.log(
      `\nÖffnen des Boards mit ${WIDGETS} Widgets${ONLY ? ` (${ONLY.join(', ')})` : ''}, Drosselung ${RATE}x, ${RUNS} Läufe (warmer Cache)`,
    );
    console.log(
      `interaktiv nach: ${tti.map((x) => x.toFixed(0)).join(', ')} ms (Median ${sorted[Math.floor(RUNS / 2)].toFixed(0)})`,
    );
    console.log('\nHauptthread je Öffnen (Mittel):');
    for (const [k, v] of metrics) console.log(`  ${(v / RUNS).toFixed(1).padStart(7)} ms  ${k}`);
    console.log('\nJS-Eigenzeit nach Paket / Bereich (Mittel):');
    console.log(top(byPackage, 25));
    console.log('\nJS-Eigenzeit nach Quelldatei (Mittel):');
    console.log(top(byFile, 30));
    console.log('\nFunktionen mit der meisten Eigenzeit (Mittel):');
    console.log(top(byFunction, 30));
    console.log('\nFunktionen der App mit der meisten Gesamtzeit (mit allem, was sie aufrufen; Mittel):');
    console.log(top(appTotals, 40));
    console.log(
      '\nZeitleiste des letzten Öffnens (ms ab Start der Aufzeichnung kurz vor der Navigation, je 50 ms die größten Bereiche in ms):',
    );
    console.log(timeline(profile, profile.startTime));
    console.log('\nAnfragen: Anzahl je Öffnen, letzte beendet nach (ms seit Navigation, Median):');
    for (const [g, e] of [...requests.entries()].sort((a, b) => a[1].last[0] - b[1].last[0])) {
      const last = e.last.filter((x) => x !== undefined).sort((a, b) => a - b);
      console.log(
        `  ${String(Math.round(e.count / RUNS)).padStart(4)}  ${last[Math.floor(last.length / 2)].toFixed(0).padStart(6)} ms  ${g}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
