#!/usr/bin/env node
/**
 * The compositor layers of the 50-widget board (the board of `npm run bench:board`), with the reason Chromium
 * gives for each. Every layer makes a full layerization (a drag's start and end, the first paint) dearer.
 *
 *   LAYERS_DIST_DIR=apps/web/dist   the built web app to serve (default apps/web/dist; no build here)
 *   LAYERS_CSS='a{…}||b{…}'         CSS added to the page before the count, rules split at '||' (to try a
 *                                   change without a build)
 *   LAYERS_LIST=1                   also every layer in paint order: its reasons, element and widget type
 *   LAYERS_OUT=/tmp/layers.json     the raw trace (its last `LayerTreeHostImpl:snapshot` is the page's layers)
 *
 * Prints the number of layers and how many carry each compositing reason ('Overlap': a layer only because
 * it is painted after, and may overlap, an earlier layer).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardSeeder, VIEWPORT } from './board-seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { startServer } = await import('../e2e/support/server.ts');
const { launchBrowser, newPage } = await import('../e2e/support/browser.ts');
const { DEMO, signInAs } = await import('../e2e/support/pages.ts');
const { WIDGET_DEFINITIONS, seedDesktop } = await boardSeeder(path.join(ROOT, 'apps/web/src'));

const WIDGETS = 50;
const DIST = path.resolve(ROOT, process.env.LAYERS_DIST_DIR ?? 'apps/web/dist');
const CSS = (process.env.LAYERS_CSS ?? '').split('||').filter(Boolean);

/** The element a layer belongs to and the widget type around it (in the page). */
function describe() {
  const element = this.nodeType === 1 ? this : this.parentElement;
  if (!element) return '';
  const widget = element.closest('[data-widget-type]');
  const className = String(element.className?.baseVal ?? element.className ?? '').split(' ')[0];
  return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''} in ${widget?.dataset.widgetType ?? '-'}`;
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
    const desktop = await seedDesktop(page, `Ebenen ${Date.now().toString(36)}`, types);
    await page.goto(`/desktops/${encodeURIComponent(desktop.name)}`);
    await page.waitForFunction(
      (n) =>
        document.querySelector('.board[aria-busy="false"]') &&
        document.querySelectorAll('section.widget-frame').length === n &&
        !document.querySelector('.widget-host__loading'),
      WIDGETS,
      { timeout: 60_000 },
    );
    for (const content of CSS) await page.addStyleTag({ content });
    // Two frames after the last change: the layer list the page settled on.
    const twoFrames = () =>
      page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      );
    await twoFrames();
    await browser.startTracing(page, {
      categories: ['disabled-by-default-devtools.timeline.layers', 'disabled-by-default-cc.debug'],
    });
    // A repaint, so the compositor records a snapshot of its layers inside the trace.
    await page.evaluate(() => {
      document.body.style.outline = '1px solid transparent';
    });
    await twoFrames();
    await page.screenshot();
    const buffer = await browser.stopTracing();
    if (process.env.LAYERS_OUT) writeFileSync(process.env.LAYERS_OUT, buffer);
    const { traceEvents } = JSON.parse(buffer.toString());
    // The renderer's snapshots (the browser's own UI has a compositor too): the ones with the document's layer.
    const snapshot = traceEvents
      .filter((e) => e.name === 'LayerTreeHostImpl:snapshot' && e.args?.snapshot?.active_tree?.layers)
      .map((e) => e.args.snapshot.active_tree.layers)
      .filter((layers) => layers.some((l) => String(l.layer_name).includes('#document')))
      .at(-1);
    if (!snapshot) throw new Error('no layer snapshot of the page in the trace');
    const reasons = new Map();
    for (const layer of snapshot)
      for (const reason of layer.compositing_reason_ids ?? [])
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    console.log(`\nEbenen des Boards mit ${WIDGETS} Widgets: ${snapshot.length}`);
    for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(count).padStart(5)}  ${reason}`);
    if (!process.env.LAYERS_LIST) return;
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    console.log('\nin Malreihenfolge (Gründe, Element, Widget):');
    for (const [index, layer] of snapshot.entries()) {
      let element = '';
      if (layer.owner_node) {
        try {
          const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: layer.owner_node });
          const { result } = await cdp.send('Runtime.callFunctionOn', {
            objectId: object.objectId,
            functionDeclaration: describe.toString(),
            returnByValue: true,
          });
          element = result.value;
        } catch {
          element = '(nicht mehr im DOM)';
        }
      }
      const reasonsOf = (layer.compositing_reason_ids ?? []).join(',') || '-';
      console.log(
        `  ${String(index).padStart(4)}  ${reasonsOf}  ${element || String(layer.layer_name ?? '')}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
