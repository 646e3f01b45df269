import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.TAFINO_API_URL ?? 'http://localhost:3000';

// Paths the API server answers; the dev server forwards them so the SPA runs on one origin.
const proxied = ['/api', '/oidc', '/oidc-interaction', '/account', '/Account', '/healthz', '/readyz'];

// Libraries the signed-in shell needs at start; everything else (board, widgets, their libraries)
// stays in lazily loaded chunks.
const SHELL_VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zustand|use-sync-external-store|oidc-client-ts|jwt-decode|react-oidc-context|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/;

// @tafino/shared is pure (see its README); its zod schemas must not end up in a bundle when only
// rules and constants are used.
const treeshake = {
  moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
  manualPureFunctions: ['z'],
};

const root = fileURLToPath(new URL('.', import.meta.url));

// `vite build --ssr` builds the landing page's prerenderer (src/features/site/static/render-landing.tsx)
// into dist/.ssr/ as one self-contained ES module the server imports at start.
const ssrBuild = {
  outDir: 'dist/.ssr',
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  copyPublicDir: false,
  rolldownOptions: {
    treeshake,
    output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react()],
  // Bundle every library into the prerenderer, so it runs wherever dist/ is copied.
  ssr: { noExternal: true },
  // Production builds of React and React Router in the prerenderer too (a server build keeps
  // process.env.NODE_ENV for run time otherwise, and bundles both variants).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: true,
        // dist/.vite/manifest.json lets `npm run bench:web` tell shell, board and widget chunks apart,
        // and the landing prerenderer find its CSS and script.
        manifest: true,
        rolldownOptions: {
          // The app, and the small script of the prerendered landing page (no app code in it).
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            'landing-page': fileURLToPath(
              new URL('src/features/site/static/landing-page.ts', import.meta.url),
            ),
          },
          treeshake,
          output: {
            codeSplitting: {
              groups: [{ name: 'vendor', test: SHELL_VENDOR, priority: 10 }],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false, ws: true }]),
    ),
  },
  preview: { port: 4173 },
}));
