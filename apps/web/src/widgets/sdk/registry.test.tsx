import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultExtraSettings,
  EFFECTIVE_EDITIONS,
  isWidgetTypeKey,
  WIDGET_TYPE_INFO,
  widgetExtraPropertiesForClone,
} from '@tafino/shared';
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import widgetNames from '../../i18n/de-DE/widget-names.json';
import widgets from '../../i18n/de-DE/widgets.json';
import { WIDGET_DEFINITIONS } from '../definitions.ts';
import {
  getWidgetDefinition,
  getWidgetManifest,
  isWidgetDefinitionLoaded,
  loadWidgetDefinition,
  WIDGET_MANIFESTS,
} from '../registry.ts';
import { fieldsOf } from './define.ts';
import { cloneSettings, type Field, fieldSchema, isShown, settingsSchema } from './fields.ts';
import { kindOf } from './kinds/index.ts';
import { DerivedSettingsForm } from './react/DerivedSettingsForm.tsx';
import {
  changeSettings,
  loadSettings,
  loadWidgetData,
  newWidgetData,
  toStoredExtraProperties,
} from './stored.ts';

const catalogue = (widgets as { widgets: Record<string, Record<string, unknown>> }).widgets;

type Path = readonly string[];

/** Every value of a settings object that is not itself split into fields: [path, field]. */
function leaves(fields: Readonly<Record<string, Field>>, prefix: Path = []): [Path, Field][] {
  return Object.entries(fields).flatMap(([key, f]) =>
    f.kind === 'group' ? leaves(f.fields, [...prefix, key]) : [[[...prefix, key], f] as [Path, Field]],
  );
}

const getIn = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

function setIn(value: Record<string, unknown>, path: Path, leaf: unknown): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  return {
    ...value,
    [key]: rest.length === 0 ? leaf : setIn(value[key] as Record<string, unknown>, rest, leaf),
  };
}

describe.each(WIDGET_DEFINITIONS.map((d) => [d.type, d] as const))(
  'widget definition %s',
  (type, definition) => {
    const schema = settingsSchema(fieldsOf(definition));

    it('is a known widget type with the shared name, editions and size', () => {
      expect(isWidgetTypeKey(type)).toBe(true);
      expect(definition.info).toBe(WIDGET_TYPE_INFO[type]);
      expect((widgetNames.widgets as Record<string, { name: string }>)[type]?.name).toBe(
        WIDGET_TYPE_INFO[type].displayName,
      );
    });

    it.each(EFFECTIVE_EDITIONS)('has valid default settings in %s', (edition) => {
      const defaults = defaultExtraSettings(type, edition) as Record<string, unknown>;
      expect(schema.safeParse(defaults).success).toBe(true);
      // Described once: one field per default key, no more, no less.
      expect(Object.keys(fieldsOf(definition)).sort()).toEqual(Object.keys(defaults).sort());
    });

    it.each(EFFECTIVE_EDITIONS)(
      'places a new widget with the shared defaults, content included, in %s',
      (edition) => {
        expect(newWidgetData(definition, edition).settings).toEqual(defaultExtraSettings(type, edition));
      },
    );

    it.each(EFFECTIVE_EDITIONS)('has valid initial component data in %s', (edition) => {
      const data = newWidgetData(definition, edition);
      expect(definition.componentData.schema.safeParse(data.componentData).success).toBe(true);
    });

    it('has one migration per older settings version', () => {
      expect(definition.settings.version).toBeGreaterThanOrEqual(1);
      expect(definition.settings.migrations.map((m) => m.from)).toEqual(
        Array.from({ length: definition.settings.version - 1 }, (_, i) => i + 1),
      );
    });

    it('migrates every older stored version (any content) into valid current settings, keeping unknown keys', () => {
      const versions = Array.from({ length: definition.settings.version }, (_, i) => i + 1);
      fc.assert(
        fc.property(
          fc.constantFrom(...versions, undefined),
          fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
          fc.constantFrom(...EFFECTIVE_EDITIONS),
          (version, stored, edition) => {
            const withOwnKeys = { ...defaultExtraSettings(type, edition), ...stored, keptUnknownKey: 'x' };
            const settings = loadSettings(definition, withOwnKeys, version, edition);
            expect(schema.safeParse(settings).success).toBe(true);
            expect(settings.keptUnknownKey).toBe('x');
          },
        ),
        { numRuns: 150 },
      );
    });

    it('repairs one damaged value at any depth without losing its siblings or unknown keys', () => {
      const all = leaves(fieldsOf(definition));
      fc.assert(
        fc.property(
          fc.constantFrom(...all),
          fc.nat(),
          fc.constantFrom(...EFFECTIVE_EDITIONS),
          ([path, f], pick, edition) => {
            const defaults = defaultExtraSettings(type, edition) as Record<string, unknown>;
            const invalid = kindOf(f).samples(f).invalid;
            const damaged = setIn({ ...defaults, keptUnknownKey: 'x' }, path, invalid[pick % invalid.length]);
            const settings = loadSettings(definition, damaged, definition.settings.version, edition);
            expect(schema.safeParse(settings).success).toBe(true);
            expect(fieldSchema(f).safeParse(getIn(settings, path)).success).toBe(true);
            for (const [other] of all)
              if (other.join('.') !== path.join('.'))
                expect(getIn(settings, other)).toEqual(getIn(defaults, other));
            expect(settings.keptUnknownKey).toBe('x');
          },
        ),
        { numRuns: 100 },
      );
    });

    it('applies the shared clone rule through its fields', () => {
      const settings = newWidgetData(definition, 'SecondaryGradeLevel').settings;
      const shared = widgetExtraPropertiesForClone(type, {
        widgetSettingsData: { ownerName: 'Ada', extraSettings: settings, settingsVersion: 1 },
      }) as { widgetSettingsData: { extraSettings: Record<string, unknown> } };
      expect(cloneSettings(fieldsOf(definition), settings)).toEqual(shared.widgetSettingsData.extraSettings);
    });

    it('derives the live state from a settings change without breaking it', () => {
      const data = newWidgetData(definition, 'PrimaryGradeLevel');
      const next = changeSettings(definition, data, { ...data.settings });
      expect(definition.componentData.schema.safeParse(next.componentData).success).toBe(true);
    });

    it('renders a control for every visible field of the settings form', () => {
      const { settings } = newWidgetData(definition, 'PrimaryGradeLevel');
      const { container } = render(
        <DerivedSettingsForm
          type={type}
          fields={fieldsOf(definition)}
          values={settings}
          onChange={vi.fn()}
        />,
      );
      for (const [key, f] of Object.entries(fieldsOf(definition)))
        if (isShown(f, settings) && !f.editor)
          expect(container.querySelector(`[data-field="${key}"]`), `${type}.${key}`).not.toBeNull();
    });

    it('survives damaged stored widgets', () => {
      for (const damaged of [
        null,
        42,
        'x',
        [],
        { widgetSettingsData: 'x' },
        { widgetComponentData: [1], widgetSettingsData: { extraSettings: [] } },
      ]) {
        const data = loadWidgetData(definition, damaged, 'PrimaryGradeLevel');
        expect(schema.safeParse(data.settings).success).toBe(true);
        expect(definition.componentData.schema.safeParse(data.componentData).success).toBe(true);
      }
    });

    it('round-trips through the stored shape at the current version', () => {
      const data = newWidgetData(definition, 'SecondaryGradeLevel');
      const stored = toStoredExtraProperties(definition, data);
      expect(stored.widgetSettingsData.settingsVersion).toBe(definition.settings.version);
      const loaded = loadWidgetData(definition, JSON.parse(JSON.stringify(stored)), 'SecondaryGradeLevel');
      expect(loaded.settings).toEqual(data.settings);
      expect(loaded.componentData).toEqual(data.componentData);
      expect(loaded.migrated).toBe(false);
    });

    it('labels every settings field and option in the German catalogue', () => {
      const labels = (catalogue[type]?.settings ?? {}) as Record<
        string,
        { label?: string; options?: Record<string, string>; keys?: Record<string, string> }
      >;
      for (const [key, f] of Object.entries(fieldsOf(definition))) {
        expect(labels[key]?.label, `${type}.${key}`).toBeTruthy();
        if (f.kind === 'enum' || f.kind === 'multiSelect')
          for (const option of f.options)
            expect(labels[key]?.options?.[option], `${type}.${key}.${option}`).toBeTruthy();
        if (f.kind === 'textRecord')
          for (const k of f.keys) expect(labels[key]?.keys?.[k], `${type}.${key}.${k}`).toBeTruthy();
      }
    });

    it('lazily loads a view module', async () => {
      const module = await definition.loadView();
      expect(typeof module.View).toBe('function');
    });
  },
);

describe('registry', () => {
  it('has a manifest per definition, in the same order, whose loader gives that definition', async () => {
    expect(WIDGET_MANIFESTS.map((m) => m.type)).toEqual(WIDGET_DEFINITIONS.map((d) => d.type));
    for (const definition of WIDGET_DEFINITIONS) {
      const manifest = getWidgetManifest(definition.type);
      expect(manifest?.info).toBe(definition.info);
      expect(await manifest?.loadDefinition()).toBe(definition);
    }
  });

  it("loads a type's definition and view from one module, the type's chunk (<Type>/index.ts)", () => {
    const widgetsDir = dirname(dirname(fileURLToPath(import.meta.url)));
    const dynamicImports = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]);
    const folders = readdirSync(widgetsDir).filter(
      (f) => f !== 'sdk' && existsSync(join(widgetsDir, f, 'manifest.ts')),
    );
    expect(folders.length).toBeGreaterThanOrEqual(WIDGET_MANIFESTS.length - 4);
    for (const folder of folders) {
      // Any other target (the definition or the view on its own) would be a chunk, and a request, of its own.
      expect(dynamicImports(join(widgetsDir, folder, 'manifest.ts')), folder).toEqual(
        expect.arrayContaining(['./index.ts']),
      );
      for (const file of readdirSync(join(widgetsDir, folder))) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        for (const target of dynamicImports(join(widgetsDir, folder, file)))
          expect(target, `${folder}/${file}`).not.toMatch(
            /^\.\/(definitions?\.ts|(Secondary)?View\.tsx|Player\.tsx)$/,
          );
      }
    }
  });

  it('reads a definition only once it has loaded; unknown types are undefined', async () => {
    expect(getWidgetDefinition('NoSuchWidget')).toBeUndefined();
    expect(await loadWidgetDefinition('NoSuchWidget')).toBeUndefined();
    const definition = await loadWidgetDefinition('Clock');
    expect(isWidgetDefinitionLoaded('Clock')).toBe(true);
    expect(getWidgetDefinition('Clock')).toBe(definition);
  });

  it('lists each type once', () => {
    const types = WIDGET_DEFINITIONS.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('contains the widgets built so far (each new folder adds its line)', () => {
    expect(WIDGET_DEFINITIONS.map((d) => d.type)).toEqual(
      expect.arrayContaining([
        'Clock',
        'DigitalClock',
        'Dice',
        'MultiLineText',
        'Stopwatch',
        'Timer',
        'TrafficLight',
        'VisualTimer',
        'Draw',
        'Media',
        'FlipCard',
        'QrCode',
      ]),
    );
  });
});
