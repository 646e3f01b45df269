/**
 * Routes (spec section 2). German paths, no prefix:
 *   /                      default layout (requires sign-in), index = current desktop
 *   /desktops/:name?       a desktop by name
 *   /meine-dateien         the teacher's uploads and class lists (lazy)
 *   /admin, /admin/:page   the admin area (admins; lazy): navigation from menus/by-current-user,
 *                          pages from features/admin/admin-pages.ts (e.g. /admin/symbole, /admin/menues)
 *   /signin                OIDC callback;  /logout  sign-out;  /login  sign-in page (public pages)
 *   /landing /grundschule /sekundarstufe /faq /videos /copyrights /iframe   public pages (lazy)
 * Unknown paths render the 404 error page.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/errors/ErrorPage.tsx';
import { loginRoute, publicRoutes } from '../features/site/routes.tsx';
import { RootErrorPage } from './RootErrorPage.tsx';
import { RootLayout } from './RootLayout.tsx';

const adminChunk = () => import('../features/admin/AdminLayout.tsx');

// A desktop route always renders the board's entry (or its empty state beside it): it loads alongside.
const desktopRoute = () => {
  void import('../features/board/index.ts').catch(() => undefined);
  return import('../features/desktops/DesktopRoute.tsx').then((m) => ({ Component: m.DesktopRoute }));
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [
      {
        path: '/',
        // The signed-in shell and the desktop route are chunks of their own: the public pages
        // and /login never load them.
        lazy: () => import('./SignedInShell.tsx').then((m) => ({ Component: m.SignedInShell })),
        children: [
          // Errors inside the shell keep the default layout around them.
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, lazy: desktopRoute },
              { path: 'desktops/:name?', lazy: desktopRoute },
              {
                path: 'meine-dateien',
                lazy: () =>
                  import('../features/my-files/MyFilesPage.tsx').then((m) => ({ Component: m.MyFilesPage })),
              },
              {
                // The admin area: one lazy chunk; its pages come from features/admin/admin-pages.ts.
                path: 'admin',
                lazy: () => adminChunk().then((m) => ({ Component: m.AdminLayout })),
                children: [
                  { index: true, lazy: () => adminChunk().then((m) => ({ Component: m.AdminHome })) },
                  { path: ':page', lazy: () => adminChunk().then((m) => ({ Component: m.AdminRoutePage })) },
                ],
              },
            ],
          },
        ],
      },
      // The sign-in callback and sign-out load with the OIDC library they use, not with every page.
      {
        path: 'signin',
        lazy: () =>
          import('../features/auth/SigninCallback.tsx').then((m) => ({ Component: m.SigninCallback })),
      },
      {
        path: 'logout',
        lazy: () => import('../features/auth/LogoutPage.tsx').then((m) => ({ Component: m.LogoutPage })),
      },
      loginRoute,
      ...publicRoutes,
    ],
  },
];

/**
 * Starts loading the code of the routes that `pathname` matches (their `lazy`), before the router exists:
 * main.tsx calls it at boot for a signed-in page, so the shell's and the page's chunks load while the
 * application configuration is fetched instead of after it. The router's own `lazy` calls then find the
 * modules loaded (import() of a module is loaded and evaluated once).
 */
export function preloadRouteCode(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
  }
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
