/**
 * Translation with the German catalogue `de-DE`, split by area into `de-DE/<area>.json`.
 *
 * All area files are merged into one catalogue; keys are nested by feature and each file's top-level
 * key is its area, e.g. shell.json = { "shell": { "topBar": { ... } } } and `t('shell.topBar.logo')`.
 * Owners: shell/errors/common (app shell), board/widgets (board), public (public pages). The rules of
 * t() (plurals, `{{…}}`, defaultValue, missing keys) are in translator.ts.
 *
 *   i18n                    the translator (language 'de-DE'); i18n.t for code outside components
 *   useTranslation()        { t, i18n } for components; re-renders when an area is merged
 *   I18nextProvider         gives its subtree another translator (tests); without it, `i18n`
 *   CORE_AREAS              areas bundled with the shell (available synchronously)
 *   loadAreas(['board'])    merges lazily loaded areas (board, widgets, public) once; returns a promise
 *   areasLoaded(['board'])  true once those areas are merged (synchronous check)
 *
 * 'widget-names' holds only `widgets.<type>.name` (the widget bar and the frames' headers need them
 * at once); 'widgets' holds each widget's own strings and loads with the first widget view or
 * settings form. Loading 'widgets' loads 'widget-names' too.
 * 'shell-sharing' adds the share and import dialogs' strings to the shell's tree (`shell.sharing.share…`,
 * `shell.sharing.import…`); it loads with those dialogs.
 *   loadAllAreas()          every area (tests)
 *   setLocaleCookie()       keeps the locale cookie for 365 days (spec section 9)
 */
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import common from './de-DE/common.json';
import errors from './de-DE/errors.json';
import shell from './de-DE/shell.json';
import {
  type Catalogue,
  createTranslator,
  mergeCatalogue,
  type TFunction,
  type Translator,
} from './translator.ts';

export type { Catalogue, TFunction, TOptions, Translator } from './translator.ts';
export { createTranslator } from './translator.ts';

export const LANGUAGE = 'de-DE';
export const CORE_AREAS = ['common', 'errors', 'shell'] as const;

// Every other area file is its own lazy chunk so the shell stays small. `import.meta.glob` exists only
// where Vite compiles the module (the build, the dev server, the unit tests); the Node scripts that import
// widget definitions (benchmarks, screenshots) run without Vite and get the core areas only.
const lazyAreas: Record<string, () => Promise<Catalogue>> = import.meta.env
  ? import.meta.glob<Catalogue>(
      ['./de-DE/*.json', '!./de-DE/common.json', '!./de-DE/errors.json', '!./de-DE/shell.json'],
      { import: 'default' },
    )
  : {};

function areaOf(path: string): string {
  return path.replace(/^.*\/([^/]+)\.json$/, '$1');
}

/** Names of the lazily loaded areas that exist. */
export const LAZY_AREAS: readonly string[] = Object.keys(lazyAreas).map(areaOf);

const core = [common, errors, shell].reduce<Catalogue>((all, area) => mergeCatalogue(all, area), {});

export const i18n: Translator = createTranslator(LANGUAGE, core);

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the subtree `i18n` instead of the app's translator. */
export function I18nextProvider({ i18n: translator, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/** The translator's `t` (a stable function); the component re-renders when an area is merged. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext) ?? i18n;
  useSyncExternalStore(translator.subscribe, translator.revision, translator.revision);
  return { t: translator.t, i18n: translator };
}

const loaded = new Map<string, Promise<void>>();
const merged = new Set<string>();
const IMPLIED: Readonly<Record<string, readonly string[]>> = { widgets: ['widget-names'] };

/** Loads and merges areas (e.g. 'board', 'widgets', 'public'); unknown or already loaded areas are skipped. */
export function loadAreas(areas: readonly string[]): Promise<void> {
  return Promise.all(
    areas
      .flatMap((area) => [area, ...(IMPLIED[area] ?? [])])
      .map((area) => {
        const known = loaded.get(area);
        if (known) return known;
        const loader = lazyAreas[`./de-DE/${area}.json`];
        if (!loader) return Promise.resolve();
        const promise = loader().then((data) => {
          merged.add(area);
          i18n.addResources(data);
        });
        loaded.set(area, promise);
        return promise;
      }),
  ).then(() => undefined);
}

/** True when every named area is merged (unknown areas count as merged). */
export function areasLoaded(areas: readonly string[]): boolean {
  return areas.every((area) => merged.has(area) || !lazyAreas[`./de-DE/${area}.json`]);
}

/** Loads every area (for tests). */
export function loadAllAreas(): Promise<void> {
  return loadAreas(LAZY_AREAS);
}

export { setLocaleCookie } from './locale-cookie.ts';
