// The translator gives exactly what i18next gave with the app's former configuration, for every key
// of the whole catalogue: without options, with every {{placeholder}} filled, with some missing, with
// count 0/1/5 wherever a plural form exists, and with defaultValue for missing keys.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE } from './index.ts';
import { type Catalogue, createTranslator, mergeCatalogue, type TOptions } from './translator.ts';

const areas = import.meta.glob<Catalogue>('./de-DE/*.json', { import: 'default', eager: true });
const whole = Object.values(areas).reduce<Catalogue>((all, area) => mergeCatalogue(all, area), {});

function leaves(node: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const reference = i18next.createInstance();
await reference.init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  supportedLngs: [LANGUAGE],
  load: 'currentOnly',
  resources: { [LANGUAGE]: { translation: structuredClone(whole) } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
const translator = createTranslator(LANGUAGE, whole);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const entries = leaves(whole);
const texts = new Map(entries);
const placeholders = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] ?? '').trim());

/** The option sets to try for one key (its own string and those of its plural forms). */
function optionSets(key: string): TOptions[] {
  const own = [texts.get(key), ...['zero', 'one', 'other'].map((form) => texts.get(`${key}_${form}`))];
  const names = [...new Set(own.flatMap((text) => (text === undefined ? [] : placeholders(text))))];
  const filled = Object.fromEntries(names.map((name, i) => [name, `«${name} ${i}»`]));
  const sets: TOptions[] = [{}, filled, { defaultValue: 'Ersatz' }];
  if (names.length > 1) sets.push({ [names[0] ?? '']: 'nur eins' });
  if (names.length > 0) sets.push(Object.fromEntries(names.map((name) => [name, undefined])));
  const plural = entries.some(([other]) => other.startsWith(`${key}_`) && PLURAL.test(other));
  if (plural || names.includes('count'))
    for (const count of [0, 1, 5])
      sets.push({ ...filled, count }, { count }, { ...filled, count, defaultValue: 'X' });
  return sets;
}

const keys = [...new Set(entries.map(([key]) => key.replace(PLURAL, '')))];

describe('the translator against i18next', () => {
  it('reads the whole catalogue', () => {
    expect(entries.length).toBeGreaterThan(1500);
    expect(keys.some((key) => texts.has(`${key}_one`))).toBe(true);
  });

  it('gives the same text for every key and option set', () => {
    const differences: string[] = [];
    let compared = 0;
    for (const key of keys) {
      for (const options of optionSets(key)) {
        const expected = reference.t(key, options);
        const actual = translator.t(key, options);
        compared += 1;
        if (actual !== expected)
          differences.push(
            `${key} ${JSON.stringify(options)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
          );
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(keys.length * 3);
  });

  it('gives the same for missing keys, with and without defaultValue', () => {
    for (const key of ['widgets.Clock.nothing', 'board.bar.missing', 'nowhere', 'board.categories.Neu']) {
      expect(translator.t(key)).toBe(reference.t(key));
      expect(translator.t(key, { defaultValue: 'Neu {{x}}', x: 1 })).toBe(
        reference.t(key, { defaultValue: 'Neu {{x}}', x: 1 }),
      );
      expect(translator.t(key, { count: 1, defaultValue: 'eins' })).toBe(
        reference.t(key, { count: 1, defaultValue: 'eins' }),
      );
    }
  });
});
