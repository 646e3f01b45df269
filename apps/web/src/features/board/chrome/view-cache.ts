import type { ComponentType } from 'react';
import { loadAreas } from '../../../i18n/index.ts';
import { loadWidgetDefinition } from '../../../widgets/registry.ts';
import type { WidgetViewProps } from '../../../widgets/sdk/view-types.ts';

const loaded = new Map<string, ComponentType<WidgetViewProps>>();

/**
 * The view of a type once its chunk and the widgets' strings have loaded, else undefined (the host then
 * renders it through React.lazy). A view rendered directly never shows the loading placeholder, and so
 * never waits for React's throttled reveal of suspended content (up to 300 ms after the placeholders).
 */
export function loadedView(type: string): ComponentType<WidgetViewProps> | undefined {
  return loaded.get(type);
}

/**
 * Loads the definitions and the views of these types with the widgets' strings. Rejects only when a
 * definition fails to load (the board cannot read its widgets without it); a view that fails shows
 * it in its host.
 */
export async function preloadViews(types: Iterable<string>): Promise<void> {
  const wanted = [...new Set(types)].filter((type) => !loaded.has(type));
  if (wanted.length === 0) return;
  const strings = loadAreas(['widgets']).catch(() => undefined);
  await Promise.all(
    wanted.map(async (type) => {
      // One chunk holds a type's definition and view: its view module is there once the definition is.
      const definition = await loadWidgetDefinition(type);
      if (!definition) return;
      try {
        const [module] = await Promise.all([definition.loadView(), strings]);
        loaded.set(type, module.View as ComponentType<WidgetViewProps>);
      } catch {
        // WidgetHost's lazy path loads it again and shows the failure.
      }
    }),
  );
}
