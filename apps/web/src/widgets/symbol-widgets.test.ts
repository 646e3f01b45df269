// The data half of the six Symbole/Metacom types (catalogue 3.9): defaults, repair, clone rule.
import { defaultExtraSettings } from '@tafino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarMetacomDefinition } from './CalendarMetacom/definition.ts';
import { materialMetacomDefinition } from './MaterialMetacom/definition.ts';
import { metacomDefinition } from './Metacom/definition.ts';
import { socialFormsMetacomDefinition } from './SocialFormsMetacom/definition.ts';
import { cloneSettings } from './sdk/fields.ts';
import { loadWidgetData, newWidgetData } from './sdk/stored.ts';
import { timeTableMetacomDefinition } from './TimeTableMetacom/definition.ts';
import { workTasksMetacomDefinition } from './WorkTasksMetacom/definition.ts';

const P = 'PrimaryGradeLevel';
const S = 'SecondaryGradeLevel';

describe('Symbole/Metacom definitions (catalogue 3.9)', () => {
  it('Symbolkarte: no symbols, "Einzeln", a tap crosses out; cards 149x79 (P) and 225x120 (S)', () => {
    const data = newWidgetData(metacomDefinition, P);
    expect(data.settings).toMatchObject({
      symbolKeys: [],
      labels: [],
      layout: 'single',
      tapAction: 'toggleDone',
    });
    expect(data.componentData).toEqual({ done: [] });
    expect(metacomDefinition.info.defaultSize[P]).toEqual({ width: 149, height: 79 });
    expect(metacomDefinition.info.defaultSize[S]).toEqual({ width: 225, height: 120 });
    expect(metacomDefinition.info.editions).toEqual([P, S]);
  });

  it("the card types keep their base type's settings with the catalogue defaults", () => {
    expect(newWidgetData(timeTableMetacomDefinition, P).settings).toMatchObject({
      cardKey: 'subject.german',
      tapAction: 'toggleDone',
      lessonNumber: 1,
      startTime: '08:00',
      endTime: '08:45',
      showTime: false,
      room: '',
    });
    expect(newWidgetData(socialFormsMetacomDefinition, P).settings).toMatchObject({
      cardKey: 'socialForm.individualWork',
      tapAction: 'cycle',
      groupSize: null,
    });
    expect(newWidgetData(workTasksMetacomDefinition, S).settings).toMatchObject({
      cardKey: 'workTask.read',
      tapAction: 'toggleDone',
      stepNumber: null,
    });
    expect(newWidgetData(materialMetacomDefinition, P).settings).toMatchObject({
      cardKey: 'material.notebook',
      tapAction: 'none',
      showLabel: true,
      label: '',
    });
    for (const d of [timeTableMetacomDefinition, socialFormsMetacomDefinition, materialMetacomDefinition]) {
      expect(newWidgetData(d, P).componentData).toEqual({ done: false, doneOn: null });
    }
  });

  it('Kalender (Symbole): week view with weekend, no own colours, no events; 600x200', () => {
    const data = newWidgetData(calendarMetacomDefinition, P);
    expect(data.settings).toEqual({ viewMode: 'week', showWeekend: true, weekdayColors: null, events: [] });
    expect(calendarMetacomDefinition.info.defaultSize[P]).toEqual({ width: 600, height: 200 });
    expect(calendarMetacomDefinition.info.defaultSize[S]).toEqual({ width: 600, height: 200 });
  });

  it('repairs damaged members key by key and keeps unknown keys', () => {
    const loaded = loadWidgetData(
      metacomDefinition,
      {
        widgetComponentData: { done: 'ja' },
        widgetSettingsData: {
          extraSettings: { symbolKeys: ['drink', 'eat'], layout: 'zigzag', labels: 7, future: 1 },
          settingsVersion: 1,
        },
      },
      P,
    );
    expect(loaded.settings).toMatchObject({
      symbolKeys: ['drink', 'eat'],
      layout: 'single',
      labels: [],
      future: 1,
    });
    expect(loaded.componentData).toEqual({ done: [] });

    const weekly = { date: null, weekday: 3, symbolKey: 'event.sport' };
    const once = { date: '2025-09-12', weekday: null, symbolKey: 'event.trip' };
    const calendar = loadWidgetData(
      calendarMetacomDefinition,
      {
        widgetComponentData: {},
        widgetSettingsData: {
          extraSettings: {
            weekdayColors: ['red', 'mauve'],
            events: [weekly, once, { date: '12.09.2025', weekday: null, symbolKey: 'event.trip' }],
          },
          settingsVersion: 1,
        },
      },
      P,
    );
    expect(calendar.settings.weekdayColors).toBeNull();
    const events = calendar.settings.events as { date: string | null }[];
    expect(events.slice(0, 2)).toEqual([weekly, once]);
    // The damaged date alone is repaired (to "no date"); its siblings stay.
    expect(events).toHaveLength(3);
    expect(events[2]).toEqual({ date: null, weekday: null, symbolKey: 'event.trip' });
  });

  it('a clone copies the symbols and layout; the crossed-out marks start fresh', () => {
    const settings = { ...defaultExtraSettings('Metacom', P), symbolKeys: ['drink', 'eat'], layout: 'strip' };
    expect(cloneSettings(metacomDefinition.settings.fields, settings)).toEqual(settings);
    expect(metacomDefinition.componentData.initial(settings as never)).toEqual({ done: [] });
    const calendar = {
      ...defaultExtraSettings('CalendarMetacom', P),
      events: [{ date: null, weekday: 3, symbolKey: 'event.sport' }],
    };
    expect(cloneSettings(calendarMetacomDefinition.settings.fields, calendar)).toEqual(calendar);
  });

  it('another symbol in a slot loses its cross, the others keep theirs', () => {
    const state = { done: [true, true] };
    const next = metacomDefinition.onSettingsChange?.(
      { ...defaultExtraSettings('Metacom', P), symbolKeys: ['drink', 'eat'] },
      { ...defaultExtraSettings('Metacom', P), symbolKeys: ['drink', 'play'] },
      state,
    );
    expect(next).toEqual({ done: [true, false] });
  });
});
