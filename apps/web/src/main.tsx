/**
 * Boot: i18n, the runtime configuration (written into the page by the server, else asked for: before the
 * signed-in user, so no rebuild is needed for configuration), the stored user (the OIDC library loads
 * only on demand), API client, router, render.
 */
import { type ApplicationConfiguration, DEFAULT_MENU_FRAMEWORK } from '@tafino/shared';
import { createRoot } from 'react-dom/client';
import { BootError } from './app/BootError.tsx';
import { App } from './app/providers.tsx';
import { createAppRouter, preloadRouteCode } from './app/router.tsx';
import { bindApplicationEvents, useApplication } from './app/stores/application.ts';
import { configureAuth, getAccessToken } from './features/auth/user-manager.ts';
import { listenForPreloadErrors } from './features/errors/chunk-reload.ts';
import { I18nextProvider, i18n, setLocaleCookie } from './i18n/index.ts';
import { api, configureApi } from './lib/api.ts';
import { sendEarlyRequests } from './lib/early-requests.ts';
import { inlineRuntimeConfig } from './lib/inline-config.ts';
import { milestone } from './lib/milestones.ts';
import './styles/app.css';
import './styles/editions.css';

async function boot() {
  milestone('boot');
  // The signed-in page's first reads go out now, beside the configuration (early-requests.ts), and so
  // does its route's code.
  try {
    const signedIn = sendEarlyRequests({
      storage: localStorage,
      fetch: (...args) => globalThis.fetch(...args),
      pathname: window.location.pathname,
      nowMs: Date.now(),
      menuFramework: DEFAULT_MENU_FRAMEWORK,
    });
    if (signedIn) preloadRouteCode(window.location.pathname);
  } catch {
    // Storage denied (the embed in a sandbox): the calls go out as usual.
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const root = createRoot(container);
  bindApplicationEvents();
  listenForPreloadErrors();
  setLocaleCookie();

  // The server writes the configuration into the page; without it (the dev server) it is asked for.
  let runtimeConfig = inlineRuntimeConfig(document);
  if (!runtimeConfig) {
    try {
      ({ runtimeConfig } = await api.get<ApplicationConfiguration>('/api/abp/application-configuration', {
        anonymous: true,
      }));
    } catch (error) {
      console.error('Application configuration could not be loaded', error);
      root.render(
        <I18nextProvider i18n={i18n}>
          <BootError />
        </I18nextProvider>,
      );
      return;
    }
  }
  useApplication.getState().setRuntimeConfig(runtimeConfig);

  configureAuth(runtimeConfig.oidc, window.location.origin);
  const router = createAppRouter();
  configureApi({
    getAccessToken,
    getTenant: () => runtimeConfig.tenant,
    onUnauthorized: () => {
      // The embed (/iframe) is anonymous: a 401 there is no session to end.
      const path = router.state.location.pathname;
      if (path !== '/logout' && path !== '/iframe') void router.navigate('/logout');
    },
  });
  milestone('render');
  root.render(<App router={router} />);
}

void boot();
