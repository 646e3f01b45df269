import { defaultExtraSettings, type WatchesSettings } from '@tafino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../sdk/fields.ts';
import { changeSettings, loadWidgetData, newWidgetData } from '../sdk/stored.ts';
import { watchesDefinition } from './definition.ts';
import {
  alignRuns,
  finishDue,
  flipRun,
  type HourglassRun,
  IDLE_RUN,
  remainingMs,
  resetAll,
  runAt,
  sandAbove,
  startAll,
} from './runs.ts';

const T0 = Date.UTC(2025, 8, 10, 8, 0, 0);

describe('Watches definition', () => {
  it('has the catalogue defaults: "1 Min"/60/blue, "3 Min"/180/green, "5 Min"/300/red, no sound, all idle', () => {
    for (const edition of ['PrimaryGradeLevel', 'SecondaryGradeLevel'] as const) {
      const data = newWidgetData(watchesDefinition, edition);
      expect(data.settings).toEqual({
        hourglasses: [
          { label: '1 Min', totalSeconds: 60, color: 'blue' },
          { label: '3 Min', totalSeconds: 180, color: 'green' },
          { label: '5 Min', totalSeconds: 300, color: 'red' },
        ],
        playSound: false,
      });
      expect(data.componentData).toEqual({ runs: [IDLE_RUN, IDLE_RUN, IDLE_RUN] });
      expect(watchesDefinition.info.defaultSize[edition]).toEqual({ width: 360, height: 240 });
    }
    expect(watchesDefinition.info.editions).toEqual(['PrimaryGradeLevel', 'SecondaryGradeLevel']);
  });

  it('takes at most four hourglasses of 10 s to 60 min', () => {
    const schema = settingsSchema(watchesDefinition.settings.fields);
    const good = defaultExtraSettings('Watches');
    const glass = { label: 'x', totalSeconds: 60, color: 'blue' };
    expect(schema.safeParse({ ...good, hourglasses: [glass, glass, glass, glass] }).success).toBe(true);
    expect(schema.safeParse({ ...good, hourglasses: [glass, glass, glass, glass, glass] }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...good, hourglasses: [{ ...glass, totalSeconds: 9 }] }).success).toBe(false);
    expect(schema.safeParse({ ...good, hourglasses: [{ ...glass, totalSeconds: 3_601 }] }).success).toBe(
      false,
    );
  });

  it('repairs a damaged hourglass member by member and keeps the running sand after a reload', () => {
    const loaded = loadWidgetData(
      watchesDefinition,
      {
        widgetComponentData: { runs: [{ status: 'running', endsAt: T0 + 30_000 }] },
        widgetSettingsData: {
          extraSettings: { hourglasses: [{ label: 'Gruppe A', totalSeconds: 60, color: 'mauve' }] },
          settingsVersion: 1,
        },
      },
      'PrimaryGradeLevel',
    );
    expect(loaded.settings.hourglasses).toEqual([{ label: 'Gruppe A', totalSeconds: 60, color: 'white' }]);
    expect(loaded.componentData.runs).toEqual([{ status: 'running', endsAt: T0 + 30_000 }]);
  });

  it('a changed duration makes that hourglass idle; the others keep running', () => {
    const data = newWidgetData(watchesDefinition, 'PrimaryGradeLevel');
    const running = { ...data.componentData, runs: startAll([60_000, 180_000, 300_000], T0) };
    const next = {
      ...data.settings,
      hourglasses: (data.settings as WatchesSettings).hourglasses.map((g, i) =>
        i === 1 ? { ...g, totalSeconds: 120 } : g,
      ),
    };
    const { componentData } = changeSettings(
      watchesDefinition as never,
      { settings: data.settings, componentData: running },
      next,
    );
    expect((componentData.runs as HourglassRun[]).map((r) => r.status)).toEqual([
      'running',
      'idle',
      'running',
    ]);
  });
});

describe('hourglass runs', () => {
  it('the sand level follows the clock: full before, linear while running, empty after', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 3_600 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (s, share) => {
          const total = s * 1000;
          const run = flipRun(IDLE_RUN, total, T0);
          const elapsed = Math.round(share * total);
          expect(sandAbove(run, total, T0 + elapsed)).toBeCloseTo(1 - elapsed / total, 6);
          expect(sandAbove(run, total, T0 + total + 1)).toBe(0);
          expect(remainingMs(run, total, T0 + elapsed)).toBe(total - elapsed);
        },
      ),
    );
    expect(sandAbove(IDLE_RUN, 60_000, T0)).toBe(1);
    expect(sandAbove({ status: 'finished', endsAt: T0 }, 60_000, T0)).toBe(0);
  });

  it('turning a running hourglass lets the fallen sand run back; an empty one starts from full', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 3_600_000 }),
        fc.integer({ min: 1, max: 9_999 }),
        (total, x) => {
          const elapsed = Math.min(total - 1, x * 100);
          const run = flipRun(IDLE_RUN, total, T0);
          const turned = flipRun(run, total, T0 + elapsed);
          expect(remainingMs(turned, total, T0 + elapsed)).toBe(elapsed);
          const again = flipRun({ status: 'finished', endsAt: T0 }, total, T0 + total + 5);
          expect(remainingMs(again, total, T0 + total + 5)).toBe(total);
        },
      ),
    );
  });

  it('marks only the hourglasses whose sand has run out as finished', () => {
    const runs = startAll([60_000, 180_000], T0);
    expect(finishDue(runs, T0 + 59_999)).toBe(runs);
    expect(finishDue(runs, T0 + 60_000).map((r) => r.status)).toEqual(['finished', 'running']);
    expect(resetAll(2)).toEqual([IDLE_RUN, IDLE_RUN]);
  });

  it('keeps one run per hourglass: removed ones go, added ones are idle, damaged ones idle', () => {
    const runs = startAll([60_000, 180_000, 300_000], T0);
    const glasses = [60, 180, 300].map((totalSeconds) => ({ totalSeconds }));
    expect(alignRuns(glasses, glasses.slice(0, 2), runs)).toEqual(runs.slice(0, 2));
    expect(alignRuns(glasses, [...glasses, { totalSeconds: 10 }], runs)[3]).toEqual(IDLE_RUN);
    expect(runAt([{ status: 'running', endsAt: null }], 0)).toEqual(IDLE_RUN);
    expect(runAt([], 2)).toEqual(IDLE_RUN);
  });
});
