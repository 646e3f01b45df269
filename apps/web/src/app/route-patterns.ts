/**
 * Every path the app's router renders a page for, in React Router's syntax (`:name` one segment,
 * `?` optional), as a plain list without imports: router.test.ts checks that it is exactly the
 * router's, and the build writes it to dist/app-routes.json, from which the server answers every
 * other path with status 404 (still serving the app, which shows its 404 page).
 */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/desktops/:name?',
  '/meine-dateien',
  '/admin',
  '/admin/:page',
  '/signin',
  '/logout',
  '/login',
  '/landing',
  '/grundschule',
  '/sekundarstufe',
  '/faq',
  '/videos',
  '/copyrights',
  '/impressum',
  '/datenschutz',
  '/iframe',
] as const;

/** File name of the list in the web build's output directory. */
export const APP_ROUTES_FILE = 'app-routes.json';
