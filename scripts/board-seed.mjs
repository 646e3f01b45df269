/**
 * The seeded board that `bench:board`, `board-waterfall.mjs` and `trace-board-drag.mjs` share.
 *
 * Importing this module registers tsx and treats stylesheets as empty modules, so the scripts can import
 * the web app's TypeScript sources (widget definitions import their styles for Vite).
 *
 *   VIEWPORT                                  the window the board is measured in (1920x1080)
 *   apiInPage(page, method, url, body?)       an API call from the signed-in page (its stored access token)
 *   const { WIDGET_DEFINITIONS, seedDesktop } = await boardSeeder(srcDir)
 *   await seedDesktop(page, name, types)      a desktop with these widget types, placed by the board's rule
 *   INTERACTIVE_PROBE                         init script (argument: the widget count) that sets
 *                                             window.__boardInteractive when the board is interactive
 *   rendererMainThread(events, from?, to?)    'pid:tid' of a trace's renderer main thread (the busiest one)
 */
import { register as registerHooks } from 'node:module';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const CSS_AS_EMPTY = `export async function load(url, context, next) {
  return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);
}`;
registerHooks(`data:text/javascript,${encodeURIComponent(CSS_AS_EMPTY)}`);

export const VIEWPORT = { width: 1920, height: 1080 };

/**
 * Marks when the board is complete and when it is interactive. Complete (`window.__boardReady`): the
 * first animation frame that finds every widget frame rendered with its view (no widget host empty) and
 * nothing loading, before that frame's layout and paint. Interactive (`window.__boardInteractive`): that
 * frame painted, taken in a task queued from its animation callback, which runs once the frame's layout
 * and paint are done and the main thread is free for input. Resource Timing keeps all entries (250 by
 * default; the board loads more).
 */
export const INTERACTIVE_PROBE = (expected) => {
  performance.setResourceTimingBufferSize(5000);
  const check = () => {
    const board = document.querySelector('.board[aria-busy="false"]');
    const frames = document.querySelectorAll('section.widget-frame').length;
    if (
      board &&
      frames === expected &&
      !document.querySelector('.widget-host__loading') &&
      !document.querySelector('.widget-host:empty')
    ) {
      window.__boardReady = performance.now();
      setTimeout(() => {
        window.__boardInteractive = performance.now();
      }, 0);
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/** The 'pid:tid' of a trace's renderer main thread: the one with the most events in [fromTs, toTs]. */
export function rendererMainThread(
  events,
  fromTs = Number.NEGATIVE_INFINITY,
  toTs = Number.POSITIVE_INFINITY,
) {
  const threads = new Map();
  for (const e of events) {
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
  }
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (threads.has(key) && e.ts >= fromTs && e.ts <= toTs) threads.set(key, threads.get(key) + 1);
  }
  return [...threads.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** API calls from inside the signed-in page (its access token from the OIDC user store). */
export async function apiInPage(page, method, url, body) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(localStorage.getItem(key)).access_token : undefined;
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      const text = await response.text();
      return text ? JSON.parse(text) : undefined;
    },
    { method, url, body },
  );
}

/** The widget definitions of a web source tree (`<checkout>/apps/web/src`) and a seeder that uses them. */
export async function boardSeeder(srcDir) {
  const { WIDGET_DEFINITIONS } = await import(path.join(srcDir, 'widgets/definitions.ts'));
  const { newWidgetData, toStoredExtraProperties } = await import(path.join(srcDir, 'widgets/sdk/stored.ts'));
  const { createLayoutEntry, defaultFrame, toLayoutMeta, toCells } = await import(
    path.join(srcDir, 'features/board/layout/layout.ts')
  );
  const { findFreePosition } = await import('@tafino/shared');

  /** A desktop with the given widget types, placed by the board's own placement rule. */
  async function seedDesktop(page, name, types) {
    const desktop = await apiInPage(page, 'POST', '/api/platform/desktops', { name, classCode: '' });
    const container = { width: VIEWPORT.width, height: VIEWPORT.height - 150 };
    const cols = Math.floor(container.width / 10);
    const items = [];
    for (const type of types) {
      const definition = WIDGET_DEFINITIONS.find((d) => d.type === type);
      const frame = defaultFrame(type, 'PrimaryGradeLevel');
      const at = findFreePosition(items, { w: toCells(frame.width), h: toCells(frame.height) }, cols);
      const id = crypto.randomUUID();
      const data = newWidgetData(definition, 'PrimaryGradeLevel');
      await apiInPage(page, 'PATCH', `/api/platform/desktops/${desktop.id}/create-widget`, {
        widgetId: id,
        componentName: type,
        extraProperties: toStoredExtraProperties(definition, data),
      });
      items.push(createLayoutEntry(id, definition, 'PrimaryGradeLevel', at, container, frame));
    }
    await apiInPage(page, 'PUT', `/api/platform/desktops/${desktop.id}`, {
      name,
      classCode: '',
      extraProperties: { desktopLayoutMeta: toLayoutMeta(items, container) },
    });
    return desktop;
  }

  return { WIDGET_DEFINITIONS, seedDesktop };
}
