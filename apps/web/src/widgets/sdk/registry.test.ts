import { defaultExtraSettings, EFFECTIVE_EDITIONS, isWidgetTypeKey, WIDGET_TYPE_INFO } from '@tafino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import widgets from '../../i18n/de-DE/widgets.json';
import { WIDGET_DEFINITIONS } from '../registry.ts';
import { fieldsOf } from './define.ts';
import { settingsSchema } from './fields.ts';
import { loadSettings, loadWidgetData, newWidgetData, toStoredExtraProperties } from './stored.ts';

const catalogue = (widgets as { widgets: Record<string, Record<string, unknown>> }).widgets;

describe.each(WIDGET_DEFINITIONS.map((d) => [d.type, d] as const))(
  'widget definition %s',
  (type, definition) => {
    const schema = settingsSchema(fieldsOf(definition));

    it('is a known widget type with the shared name, editions and size', () => {
      expect(isWidgetTypeKey(type)).toBe(true);
      expect(definition.info).toBe(WIDGET_TYPE_INFO[type]);
      expect(catalogue[type]?.name).toBe(WIDGET_TYPE_INFO[type].displayName);
    });

    it.each(EFFECTIVE_EDITIONS)('has valid default settings in %s', (edition) => {
      const defaults = defaultExtraSettings(type, edition) as Record<string, unknown>;
      expect(schema.safeParse(defaults).success).toBe(true);
      // Described once: one field per default key, no more, no less.
      expect(Object.keys(fieldsOf(definition)).sort()).toEqual(Object.keys(defaults).sort());
    });

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
        if (f.kind === 'enum')
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
  it('lists each type once', () => {
    const types = WIDGET_DEFINITIONS.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('contains the first eight widgets', () => {
    expect(WIDGET_DEFINITIONS.map((d) => d.type).sort()).toEqual(
      [
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
      ].sort(),
    );
  });
});
