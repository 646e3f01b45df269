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
