import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  defaultExtraSettings,
  defaultExtraSettingsWithoutContent,
  widgetLimits,
} from '../constants/widget-defaults.ts';
import { WIDGET_TYPES } from '../constants/widget-types.ts';
import { WIDGET_CONTENT } from '../content/index.ts';
import { widgetExtraPropertiesForClone } from '../rules/clone.ts';
import { WIDGET_DATA } from './index.ts';

const folder = fileURLToPath(new URL('.', import.meta.url));

describe('one data file per widget type', () => {
  it('has a file named for each of the 50 types and nothing else', () => {
    const files = readdirSync(folder)
      .filter((name) => /^[A-Z]\w*\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...WIDGET_TYPES].sort());
    expect(Object.keys(WIDGET_DATA).sort()).toEqual([...WIDGET_TYPES].sort());
  });

  it.each(WIDGET_TYPES)('%s: the derived tables read its file', (type) => {
    for (const primary of [true, false]) {
      const edition = primary ? 'PrimaryGradeLevel' : 'SecondaryGradeLevel';
      const fromFile = WIDGET_DATA[type].defaults(primary);
      const content = (WIDGET_CONTENT[type] as ((p: boolean) => object) | undefined)?.(primary) ?? {};
      const derived = defaultExtraSettings(type, edition);
      expect(derived).toEqual({ ...fromFile, ...content });
      expect(defaultExtraSettingsWithoutContent(type, edition)).toEqual(fromFile);
      // Fresh objects: a caller may change its copy.
      expect(derived).not.toBe(fromFile);
    }
    expect(widgetLimits(type)).toEqual(WIDGET_DATA[type].limits ?? {});
  });

  it.each(WIDGET_TYPES)('%s: the clone rule of its file is applied', (type) => {
    const rule = WIDGET_DATA[type].clone ?? {};
    const extraSettings = {
      ...defaultExtraSettings(type),
      ...Object.fromEntries((rule.clearSettings ?? []).map((k) => [k, ['Ada']])),
    };
    const componentData = {
      live: 1,
      ...Object.fromEntries((rule.keepComponentData ?? []).map((k) => [k, ['kept']])),
    };
    const cloned = widgetExtraPropertiesForClone(type, {
      widgetComponentData: componentData,
      widgetSettingsData: { ownerName: 'Ada', extraSettings, settingsVersion: 1 },
    }) as {
      widgetComponentData: Record<string, unknown>;
      widgetSettingsData: { extraSettings: Record<string, unknown> };
    };
    for (const key of rule.clearSettings ?? [])
      expect(cloned.widgetSettingsData.extraSettings[key]).toEqual([]);
    expect(cloned.widgetComponentData).toEqual(
      Object.fromEntries((rule.keepComponentData ?? []).map((k) => [k, ['kept']])),
    );
  });

  it('keeps the limits the built widgets use', () => {
    expect(widgetLimits('Timer').maxSeconds).toBe(359_999);
    expect(widgetLimits('VisualTimer').maxSeconds).toBe(3_600);
    expect(widgetLimits('Dice').maxDice).toBe(6);
    expect(WIDGET_DATA.GroupRandomizer.clone?.clearSettings).toEqual(['selectedPupilNames', 'keepApart']);
    expect(WIDGET_DATA.Draw.clone?.keepComponentData).toEqual(['strokes']);
  });

  it('has defaults within the limits the catalogue states', () => {
    const wheel = defaultExtraSettings('WheelOfFortune');
    expect(wheel.entries.length).toBeGreaterThanOrEqual(widgetLimits('WheelOfFortune').minEntries ?? 0);
    expect(wheel.entries.length).toBeLessThanOrEqual(widgetLimits('WheelOfFortune').maxEntries ?? 0);
    const watches = defaultExtraSettings('Watches');
    expect(watches.hourglasses.length).toBeLessThanOrEqual(widgetLimits('Watches').maxHourglasses ?? 0);
    for (const glass of watches.hourglasses) {
      expect(glass.totalSeconds).toBeGreaterThanOrEqual(widgetLimits('Watches').minSeconds ?? 0);
      expect(glass.totalSeconds).toBeLessThanOrEqual(widgetLimits('Watches').maxSeconds ?? 0);
    }
    const groups = defaultExtraSettings('GroupRandomizer').groupCount;
    expect(groups).toBeGreaterThanOrEqual(widgetLimits('GroupRandomizer').minGroups ?? 0);
    expect(groups).toBeLessThanOrEqual(widgetLimits('GroupRandomizer').maxGroups ?? 0);
    expect(defaultExtraSettings('WidgetNameCardPicker').pickCount).toBeLessThanOrEqual(
      widgetLimits('WidgetNameCardPicker').maxPickCount ?? 0,
    );
  });
});
