import { describe, expect, it } from 'vitest';
import { changeSettings, loadWidgetData, newWidgetData } from '../sdk/stored.ts';
import { numberLineDefinition } from './definition.ts';

describe('NumberLine definition', () => {
  it('has the catalogue defaults exactly (10 marks, scale 1, offset 0, nothing hidden; frog/dot)', () => {
    const primary = newWidgetData(numberLineDefinition, 'PrimaryGradeLevel');
    expect(primary.settings).toEqual({
      amountOfTickMarks: 10,
      scaleX: 1,
      offsetX: 0,
      hiddenTickMarkLabels: [],
      minorTickMarks: 0,
      markerStyle: 'frog',
    });
    expect(primary.componentData).toEqual({ jumps: [], markerIndex: null, revealed: [] });
    expect(newWidgetData(numberLineDefinition, 'SecondaryGradeLevel').settings.markerStyle).toBe('dot');
    expect(numberLineDefinition.info.defaultSize.PrimaryGradeLevel).toEqual({ width: 539, height: 130 });
  });

  it('allows the Sekundarstufe example (offset −5, scale 0,1) and repairs damaged live state key by key', () => {
    const loaded = loadWidgetData(
      numberLineDefinition,
      {
        widgetComponentData: { jumps: [{ from: 2, to: 5 }], markerIndex: 'x', revealed: [3] },
        widgetSettingsData: {
          extraSettings: { amountOfTickMarks: 10, scaleX: 0.1, offsetX: -5 },
          settingsVersion: 1,
        },
      },
      'SecondaryGradeLevel',
    );
    expect(loaded.settings).toMatchObject({ scaleX: 0.1, offsetX: -5 });
    expect(loaded.componentData).toEqual({ jumps: [{ from: 2, to: 5 }], markerIndex: null, revealed: [3] });
  });

  it('hides a revealed label again when the teacher hides it anew, and drops jumps beyond fewer marks', () => {
    const data = newWidgetData(numberLineDefinition, 'PrimaryGradeLevel');
    const state = {
      jumps: [
        { from: 2, to: 9 },
        { from: 1, to: 3 },
      ],
      markerIndex: 8,
      revealed: [3, 4],
    };
    const next = changeSettings(
      numberLineDefinition,
      { settings: data.settings, componentData: state },
      { ...data.settings, amountOfTickMarks: 5, hiddenTickMarkLabels: [4] },
    );
    expect(next.componentData).toEqual({ jumps: [{ from: 1, to: 3 }], markerIndex: 5, revealed: [3] });
  });
});
