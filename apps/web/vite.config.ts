import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { APP_ROUTE_PATTERNS, APP_ROUTES_FILE } from './src/app/route-patterns.ts';
import { topicPackFileProblems } from './src/widgets/topics/pack-schema.ts';

const API_TARGET = process.env.TAFINO_API_URL ?? 'http://localhost:3000';

// Paths the API server answers; the dev server forwards them so the SPA runs on one origin.
const proxied = ['/api', '/oidc', '/oidc-interaction', '/account', '/Account', '/healthz', '/readyz'];

// Libraries the signed-in shell needs at start; everything else (board, widgets, their libraries,
// the OIDC client that features/auth loads only to sign in, out or renew) stays in lazily loaded chunks.
const SHELL_VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zustand|use-sync-external-store)[\\/]/;

// @tafino/shared is pure (see its README); its zod schemas must not end up in a bundle when only
// rules and constants are used. `manualPureFunctions` matches a name in EVERY module, minified
// libraries included (['z'] dropped perfect-freehand's `z.push(...)`, the left side of each stroke
// outline, and painted curved 'Zeichnen' strokes as filled shapes), so shared's `z` is renamed to
// a name no library uses (sharedZodPure) and only that name is pure.
const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
// An initializer that calls something (a zod builder, a helper), as opposed to a plain literal.
const CALLS_INSIDE = /[\w$)\]]\s*\(/;
const PURE_ZOD = '__tafinoSharedZod';
const SHARED_WIDGETS = /[\\/]packages[\\/]shared[\\/]src[\\/]widgets[\\/]/;
// Widget types that are only a thin wrapper around a shared view (the symbol cards, the stickers): each
// type's own chunk is well under 1 KB (no CSS of its own), so a board with several of them paid a request
// per type. Their type modules go into one chunk per family; the shared view code stays where it is.
// A new card or sticker type belongs in its list here (otherwise it only gets a small chunk of its own).
const CARD_TYPES = [
  'Communication',
  'Material',
  'MaterialMetacom',
  'Methods',
  'Organization',
  'SocialForms',
  'SocialFormsMetacom',
  'Subject',
  'TimeTable',
  'TimeTableMetacom',
  'WorkTasks',
  'WorkTasksMetacom',
];
const STICKER_TYPES = ['Sticker', 'AnimalSticker', 'MoneySticker', 'FlagsSticker', 'ShapesAndSurfaces'];
const typeModules = (types: string[]) =>
  new RegExp(
    `[\\\\/]src[\\\\/]widgets[\\\\/](${types.join('|')})[\\\\/](index\\.ts|definition\\.ts|View\\.tsx)$`,
  );
// Every widget type's stylesheet, in one file that the first widget loaded brings along.
const WIDGET_STYLES = /[\\/]src[\\/]widgets[\\/].*\.css$/;
const treeshake = {
  moduleSideEffects: [{ test: SHARED_SOURCE, sideEffects: false }],
  manualPureFunctions: [PURE_ZOD],
};

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** In @tafino/shared's modules (after TypeScript is stripped): `import { z } from 'zod'` and `z.…` use PURE_ZOD. */
function sharedZodPure(): Plugin {
  return {
    name: 'tafino:shared-zod-pure',
    enforce: 'post',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id)) return null;
      const program = this.parse(code) as unknown as AstNode;
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) {
          for (const child of node) visit(child);
          return;
        }
        const n = node as AstNode;
        if (n.type === 'ImportDeclaration' && (n.source as { value?: string }).value === 'zod') {
          for (const spec of n.specifiers as AstNode[]) {
            const local = spec.local as AstNode & { name: string };
            if (spec.type === 'ImportSpecifier' && local.name === 'z')
              edits.push({ start: spec.start, end: spec.end, text: `z as ${PURE_ZOD}` });
          }
          return;
        }
        if (n.type === 'MemberExpression') {
          const object = n.object as AstNode & { name?: string };
          if (object.type === 'Identifier' && object.name === 'z')
            edits.push({ start: object.start, end: object.end, text: PURE_ZOD });
        }
        for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
      };
      visit(program);
      // Every top-level initializer of shared is side-effect free (its README): wrapped in a pure
      // call, a value the bundle does not use is dropped whole, however it is built (a schema's
      // `.extend()`, a helper called on constants), so no zod stays behind for unused schemas.
      for (const statement of (program as unknown as { body: AstNode[] }).body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as AstNode[]) {
          const init = declarator.init as AstNode | null;
          if (!init || init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')
            continue;
          if (!CALLS_INSIDE.test(code.slice(init.start, init.end))) continue;
          edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
          edits.push({ start: init.end, end: init.end, text: '))()' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end))
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}

/** dist/app-routes.json: the app's route patterns, from which the server answers other paths 404. */
function appRoutesFile(): Plugin {
  return {
    name: 'tafino:app-routes',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: APP_ROUTES_FILE,
        source: `${JSON.stringify(APP_ROUTE_PATTERNS)}\n`,
      });
    },
  };
}

const TOPIC_PACKS = fileURLToPath(new URL('src/widgets/topics/content/', import.meta.url));

/**
 * Checks the topic widgets' content packs (src/widgets/topics/content/<slug>.de.json, catalogue 3.10)
 * against their zod schema: a broken pack fails the build (and the dev server shows the error).
 */
function topicPacks(): Plugin {
  const fail = (problems: string[]) =>
    `Topic content pack does not match its schema (src/widgets/topics/pack-schema.ts):\n${problems.join('\n')}`;
  return {
    name: 'tafino:topic-packs',
    enforce: 'pre',
    buildStart() {
      const problems = readdirSync(TOPIC_PACKS)
        .filter((name) => name.endsWith('.json'))
        .flatMap((name) => topicPackFileProblems(name, readFileSync(join(TOPIC_PACKS, name), 'utf8')));
      if (problems.length > 0) this.error(fail(problems));
    },
    transform(code, id) {
      if (!id.startsWith(TOPIC_PACKS) || !id.endsWith('.json')) return null;
      const problems = topicPackFileProblems(basename(id), code);
      if (problems.length > 0) this.error(fail(problems));
      return null;
    },
  };
}

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
  plugins: [react(), sharedZodPure(), appRoutesFile(), topicPacks()],
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
              groups: [
                { name: 'vendor', test: SHELL_VENDOR, priority: 10 },
                // The per-type shared data (defaults, limits): the board's tables import every
                // type's file, so one chunk instead of one small file per type.
                { name: 'widget-data', test: SHARED_WIDGETS, priority: 5 },
                {
                  name: 'card-types',
                  test: typeModules(CARD_TYPES),
                  priority: 3,
                  includeDependenciesRecursively: false,
                },
                { name: 'widget-styles', test: WIDGET_STYLES, priority: 4 },
                {
                  name: 'sticker-types',
                  test: typeModules(STICKER_TYPES),
                  priority: 3,
                  includeDependenciesRecursively: false,
                },
              ],
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
