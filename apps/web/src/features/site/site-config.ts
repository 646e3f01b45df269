import type { RuntimeConfig } from '@tafino/shared';
import { createContext, useContext } from 'react';
import { useApplication } from '../../app/stores/application.ts';

/**
 * The runtime configuration for the public site's components. The prerenderer
 * (static/render-landing.tsx) provides it through this context: on the server, the application
 * store's hook reads the store's initial state (zustand's server snapshot), not what was set.
 */
export const SiteConfigContext = createContext<RuntimeConfig | null>(null);

/** The provided configuration, else the application store's (null before boot finished). */
export function useSiteConfig(): RuntimeConfig | null {
  const provided = useContext(SiteConfigContext);
  const fromStore = useApplication((s) => s.runtimeConfig);
  return provided ?? fromStore;
}
