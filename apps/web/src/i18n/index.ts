/**
 * i18next set-up with the German catalogue `de-DE`, split by area into `de-DE/<area>.json`.
 *
 * All area files are merged into ONE namespace ('translation'); keys are nested by feature and each
 * file's top-level key is its area, e.g. shell.json = { "shell": { "topBar": { ... } } } and
 * `t('shell.topBar.logo')`. Owners: shell/errors/common (app shell), board/widgets (board),
 * public (public pages).
 *
 *   i18n                    the instance (already initialised on import, language 'de-DE')
 *   CORE_AREAS              areas bundled with the shell (available synchronously)
 *   loadAreas(['board'])    merges lazily loaded areas (board, widgets, public) once; returns a promise
 *   areasLoaded(['board'])  true once those areas are merged (synchronous check)
 *
 * 'widget-names' holds only `widgets.<type>.name` (the widget bar and the frames' headers need them
 * at once); 'widgets' holds each widget's own strings and loads with the first widget view or
 * settings form. Loading 'widgets' loads 'widget-names' too.
 *   loadAllAreas()          every area (tests)
 *   setLocaleCookie()       keeps the locale cookie for 365 days (spec section 9)
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './de-DE/common.json';
import errors from './de-DE/errors.json';
import shell from './de-DE/shell.json';

export const LANGUAGE = 'de-DE';
export const CORE_AREAS = ['common', 'errors', 'shell'] as const;

type Catalogue = Record<string, unknown>;

// Every other area file is its own lazy chunk so the shell stays small.
const lazyAreas = import.meta.glob<Catalogue>(
  ['./de-DE/*.json', '!./de-DE/common.json', '!./de-DE/errors.json', '!./de-DE/shell.json'],
  {
    import: 'default',
  },
);

function areaOf(path: string): string {
  return path.replace(/^.*\/([^/]+)\.json$/, '$1');
}

/** Names of the lazily loaded areas that exist. */
export const LAZY_AREAS: readonly string[] = Object.keys(lazyAreas).map(areaOf);

function deepMerge(target: Catalogue, source: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      existing &&
      typeof existing === 'object'
    ) {
      deepMerge(existing as Catalogue, value as Catalogue);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const core = [common, errors, shell].reduce<Catalogue>(
  (all, area) => deepMerge(all, structuredClone(area)),
  {},
);

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  supportedLngs: [LANGUAGE],
  load: 'currentOnly',
  resources: { [LANGUAGE]: { translation: core } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

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
          i18n.addResourceBundle(LANGUAGE, 'translation', data, true, true);
          merged.add(area);
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
