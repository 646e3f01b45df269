import type { RouteObject } from 'react-router';
import { loadAreas } from '../../i18n/index.ts';

// Every page and the layout are lazy so the public pages never pull board or shell code into their chunks.
// The layout also loads the 'public' strings, so every page below it can translate synchronously.
const layout = () =>
  Promise.all([import('./NeutralLayout.tsx'), loadAreas(['public'])]).then(([m]) => ({
    Component: m.NeutralLayout,
  }));

/**
 * The public site. Spread into the root route's children: one pathless layout route (header, footer,
 * mobile menu) with landing, grundschule, sekundarstufe, faq, videos, copyrights, impressum and
 * datenschutz, plus the bare
 * embed page /iframe (no header and footer, it is shown inside a learning platform).
 */
export const publicRoutes: RouteObject[] = [
  {
    id: 'public-layout',
    lazy: layout,
    children: [
      {
        path: 'landing',
        lazy: () => import('./pages/LandingPage').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: 'grundschule',
        lazy: () => import('./pages/EditionPage').then((m) => ({ Component: m.PrimaryEditionPage })),
      },
      {
        path: 'sekundarstufe',
        lazy: () => import('./pages/EditionPage').then((m) => ({ Component: m.SecondaryEditionPage })),
      },
      { path: 'faq', lazy: () => import('./pages/FaqPage').then((m) => ({ Component: m.FaqPage })) },
      { path: 'videos', lazy: () => import('./pages/VideosPage').then((m) => ({ Component: m.VideosPage })) },
      {
        path: 'copyrights',
        lazy: () => import('./pages/CopyrightsPage').then((m) => ({ Component: m.CopyrightsPage })),
      },
      // the operator's placeholder pages, defaults of LINK_IMPRINT and LINK_PRIVACY
      {
        path: 'impressum',
        lazy: () => import('./pages/LegalPages').then((m) => ({ Component: m.ImprintPage })),
      },
      {
        path: 'datenschutz',
        lazy: () => import('./pages/LegalPages').then((m) => ({ Component: m.PrivacyPage })),
      },
    ],
  },
  {
    path: 'iframe',
    lazy: () => import('../embed/IframePage.tsx').then((m) => ({ Component: m.IframePage })),
  },
];

/** /login inside the neutral layout: the visuals, the browser check and 'Anmelden' (which calls useSignIn). */
export const loginRoute: RouteObject = {
  id: 'public-login-layout',
  lazy: layout,
  children: [
    { path: 'login', lazy: () => import('./pages/LoginPage').then((m) => ({ Component: m.LoginPage })) },
  ],
};
