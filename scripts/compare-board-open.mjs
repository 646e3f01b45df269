#!/usr/bin/env node
/**
 * Paired comparison of two web builds opening the 50-widget board of `npm run bench:board`:
 *
 *   node scripts/compare-board-open.mjs <A> <B>
 *
 * A and B are each a web build folder (one that holds index.html, such as apps/web/dist) or a git revision
 * of this repository (HEAD~1, a branch, a commit), which is checked out into a temporary worktree, installed
 * (`npm ci`) and built (`npm run build -w apps/web`) first.
 *
 * Each build gets its own server (as `npm start`, with a fresh data folder) and its own signed-in page
 * with the same board. The openings alternate (A B, then B A, …) so that a slow spell of the machine
 * hits both builds alike; between openings a page rests on a static file, so its board runs nothing.
 * Prints per CPU throttling rate each pair's times to interactive (as `bench:board` measures it), the
 * medians of A and B and the median of the pair ratios B/A. On a noisy machine a difference of a few
 * per cent needs the pairs, where two separate `bench:board` runs of the same build differ by more.
 *
 *   COMPARE_RUNS=12      openings per build and rate (default 12)
 *   COMPARE_RATES=1,4    CPU throttling rates (default 1 and 4)
 *   COMPARE_WIDGETS=50   widgets on the board, every registered type in turn (default 50)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardSeeder, INTERACTIVE_PROBE, VIEWPORT } from './board-seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { WIDGET_DEFINITIONS, seedDesktop } = await boardSeeder(path.join(ROOT, 'apps/web/src'));
const { startServer } = await import('../e2e/support/server.ts');
const { launchBrowser, newPage } = await import('../e2e/support/browser.ts');
const { DEMO, signInAs } = await import('../e2e/support/pages.ts');

const RUNS = Number(process.env.COMPARE_RUNS ?? 12);
const RATES = (process.env.COMPARE_RATES ?? '1,4').split(',').map(Number);
const WIDGETS = Number(process.env.COMPARE_WIDGETS ?? 50);

const worktrees = [];

/** The web build folder for a folder or a git revision (built in a temporary worktree). */
function buildFolder(spec) {
  const folder = path.resolve(spec);
  if (existsSync(path.join(folder, 'index.html'))) return folder;
  const commit = execFileSync('git', ['rev-parse', '--verify', `${spec}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const tree = mkdtempSync(path.join(tmpdir(), 'tafino-compare-'));
  worktrees.push(tree);
  console.log(`${spec} (${commit.slice(0, 10)}): install and build in ${tree}`);
  execFileSync('git', ['worktree', 'add', '--detach', tree, commit], { cwd: ROOT, stdio: 'ignore' });
  const run = (args) => execFileSync('npm', args, { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
  run(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  run(['run', 'build', '-w', 'apps/web']);
  return path.join(tree, 'apps/web/dist');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const specs = process.argv.slice(2);
  if (specs.length !== 2) {
    console.error('usage: node scripts/compare-board-open.mjs <build folder or git revision A> <… B>');
    process.exitCode = 2;
    return;
  }
  const sides = [];
  let browser;
  try {
    const folders = specs.map(buildFolder);
    browser = await launchBrowser();
    const types = Array.from(
      { length: WIDGETS },
      (_, i) => WIDGET_DEFINITIONS[i % WIDGET_DEFINITIONS.length].type,
    );
    for (const folder of folders) {
      const server = await startServer({ env: { WEB_DIST_DIR: folder }, timeoutMs: 180_000 });
      sides.push({ server });
      const { context, page } = await newPage(browser, server.baseUrl, { viewport: VIEWPORT });
      await signInAs(page, DEMO.jonas);
      const board = await seedDesktop(page, `Vergleich ${Date.now().toString(36)}`, types);
      const storageState = await context.storageState();
      await context.close();
      const opened = await newPage(browser, server.baseUrl, { viewport: VIEWPORT, storageState });
      await opened.context.addInitScript(INTERACTIVE_PROBE, WIDGETS);
      Object.assign(sides.at(-1), {
        page: opened.page,
        cdp: await opened.context.newCDPSession(opened.page),
        url: `/desktops/${encodeURIComponent(board.name)}`,
      });
    }
    const open = async (side) => {
      await side.page.goto(side.url, { waitUntil: 'commit' });
      await side.page.waitForFunction(() => window.__boardInteractive !== undefined, null, {
        timeout: 60_000,
      });
      const interactive = await side.page.evaluate(() => window.__boardInteractive);
      await side.page.goto('/favicon.svg');
      return interactive;
    };
    console.log(
      `\nA = ${specs[0]}\nB = ${specs[1]}\n${WIDGETS} Widgets, ${RUNS} Paare je Drosselung (interaktiv nach, ms)`,
    );
    for (const rate of RATES) {
      for (const side of sides) {
        await side.cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await open(side); // a warm HTTP cache, as bench:board measures
      }
      const pairs = [];
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? [0, 1] : [1, 0];
        const times = [];
        for (const index of order) times[index] = await open(sides[index]);
        pairs.push(times);
      }
      const a = pairs.map((p) => p[0]);
      const b = pairs.map((p) => p[1]);
      console.log(`\n${rate}x CPU-Drosselung:`);
      console.log(`  A ${a.map((t) => t.toFixed(0)).join(' ')}`);
      console.log(`  B ${b.map((t) => t.toFixed(0)).join(' ')}`);
      console.log(
        `  Median A ${median(a).toFixed(0)} ms, B ${median(b).toFixed(0)} ms; Median der Verhältnisse B/A ${median(pairs.map(([x, y]) => y / x)).toFixed(3)}`,
      );
    }
  } finally {
    await browser?.close();
    for (const side of sides) await side.server.stop();
    for (const tree of worktrees) {
      execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT, stdio: 'ignore' });
      rmSync(tree, { recursive: true, force: true });
    }
  }
}

await main();
