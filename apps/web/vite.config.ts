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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json lets `npm run bench:web` tell shell, board and widget chunks apart.
    manifest: true,
    rolldownOptions: {
      // @tafino/shared is pure (see its README); its zod schemas must not end up in the browser
      // bundle when only rules and constants are used.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
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
});
