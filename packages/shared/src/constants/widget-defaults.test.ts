import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_EDITIONS } from './editions.ts';
import {
  defaultExtraSettings,
  defaultExtraSettingsWithoutContent,
  WINTER_ADVENT_DOORS,
  withDefaultExtraSettings,
} from './widget-defaults.ts';
import { WIDGET_TYPES } from './widget-types.ts';

describe('defaultExtraSettings (spec section 3, catalogue section 3)', () => {
  it('matches the product spec defaults', () => {
    expect(defaultExtraSettings('GroupRandomizer')).toMatchObject({
      groupCount: 2,
      selectedPupilNames: [],
      preSelectPupilNames: true,
    });
    expect(defaultExtraSettings('MultiLineText')).toMatchObject({
      multiLineText: '',
      backgroundColor: 'white',
    });
    expect(defaultExtraSettings('NumberLine')).toMatchObject({
      amountOfTickMarks: 10,
      scaleX: 1,
      offsetX: 0,
      hiddenTickMarkLabels: [],
    });
    expect(defaultExtraSettings('VisualTimer')).toMatchObject({
      totalSeconds: 900,
      showTimeDisplay: true,
      invertClock: false,
    });
    expect(defaultExtraSettings('FlipCard')).toEqual({
      frontSide: { text: '', assetUrl: '', assetId: '', backgroundColor: 'white' },
      backSide: { text: '', assetUrl: '', assetId: '', backgroundColor: 'white' },
    });
    expect(defaultExtraSettings('Media')).toEqual({
      assetId: '',
      assetType: 'Unknown',
      assetUrl: '',
      assetUrlType: 'Hyperlink',
      assetTitle: '',
      loop: false,
    });
    expect(defaultExtraSettings('Draw')).toEqual({ backgroundSlug: 'blank', allowMultiTouch: true });
  });

  it('matches catalogue examples', () => {
    expect(defaultExtraSettings('Timer')).toMatchObject({
      totalSeconds: 300,
      finishedMessage: 'Die Zeit ist um!',
    });
    expect(defaultExtraSettings('TimeTable')).toMatchObject({
      cardKey: 'subject.german',
      label: '',
      showLabel: true,
      tapAction: 'toggleDone',
      startTime: '08:00',
      endTime: '08:45',
      showTime: true,
    });
    expect(defaultExtraSettings('TimeTableMetacom')).toMatchObject({ showTime: false });
    expect(defaultExtraSettings('SocialForms')).toMatchObject({ tapAction: 'cycle', groupSize: null });
    expect(defaultExtraSettings('Sticker')).toEqual({
      stickerSlug: '',
      showLabel: false,
      rotation: 0,
      mirrored: false,
    });
    expect(defaultExtraSettings('FlagsSticker')).toMatchObject({ showLabel: true, aspect: '4x3' });
    expect(defaultExtraSettings('AdventCalendarSecondary')).toMatchObject({ shuffleDoors: false });
    // The built-in door packs (src/content): 24 doors, one per day, fresh copies.
    const winter = defaultExtraSettings('AdventCalendar').doors;
    const knowledge = defaultExtraSettings('AdventCalendarSecondary').doors;
    expect(winter.map((d) => d.day)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(knowledge.map((d) => d.day)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(winter[0]).toEqual(WINTER_ADVENT_DOORS[0]);
    expect(winter[0]).not.toBe(WINTER_ADVENT_DOORS[0]);
    expect(knowledge.every((d) => d.type === 'quiz')).toBe(true);
    expect(defaultExtraSettingsWithoutContent('AdventCalendar').doors).toEqual([]);
    expect(defaultExtraSettings('Predicate').sentence.split(' ')).toHaveLength(6);
    expect(defaultExtraSettings('Watches').hourglasses.map((h) => h.totalSeconds)).toEqual([60, 180, 300]);
  });

  it('applies edition-dependent defaults', () => {
    expect(defaultExtraSettings('Clock', 'PrimaryGradeLevel').showMinuteNumbers).toBe(true);
    expect(defaultExtraSettings('Clock', 'SecondaryGradeLevel').showMinuteNumbers).toBe(false);
    expect(defaultExtraSettings('Calendar', 'PrimaryGradeLevel').showWeekNumbers).toBe(false);
    expect(defaultExtraSettings('Calendar', 'SecondaryGradeLevel').showWeekNumbers).toBe(true);
    expect(defaultExtraSettings('NumberLine', 'PrimaryGradeLevel').markerStyle).toBe('frog');
    expect(defaultExtraSettings('NumberLine', 'SecondaryGradeLevel').markerStyle).toBe('dot');
    expect(defaultExtraSettings('Predicate', 'PrimaryGradeLevel').enabledRoles).toEqual([
      'predicate',
      'subject',
    ]);
    expect(defaultExtraSettings('Predicate', 'SecondaryGradeLevel').enabledRoles).toHaveLength(5);
    expect(defaultExtraSettings('Authority', 'PrimaryGradeLevel').duties).toHaveLength(8);
    expect(defaultExtraSettings('Authority', 'SecondaryGradeLevel').duties).toHaveLength(6);
    expect(defaultExtraSettings('Clock', 'Unset')).toEqual(
      defaultExtraSettings('Clock', 'PrimaryGradeLevel'),
    );
  });

  it('returns a fresh object every time', () => {
    const first = defaultExtraSettings('Authority');
    first.duties[0]!.label = 'geändert';
    first.rotation = 'manual';
    expect(defaultExtraSettings('Authority').duties[0]!.label).toBe('Tafeldienst');
    expect(defaultExtraSettings('Authority').rotation).toBe('weekly');
  });

  it('withDefaultExtraSettings fills missing keys and keeps unknown ones', () => {
    const merged = withDefaultExtraSettings('Timer', 'PrimaryGradeLevel', {
      totalSeconds: 60,
      playSound: undefined,
      custom: 'bleibt',
    });
    expect(merged).toEqual({ ...defaultExtraSettings('Timer'), totalSeconds: 60, custom: 'bleibt' });
    expect(withDefaultExtraSettings('Dice', 'SecondaryGradeLevel', null)).toEqual(
      defaultExtraSettings('Dice'),
    );
    const polluted = withDefaultExtraSettings(
      'Dice',
      'PrimaryGradeLevel',
      JSON.parse('{"__proto__":{"x":1}}'),
    );
    expect(Object.getPrototypeOf(polluted)).toBe(Object.prototype);
  });
});

describe('defaultExtraSettings properties', () => {
  it('every type has JSON-safe defaults in every edition', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WIDGET_TYPES), fc.constantFrom(...PRODUCT_EDITIONS), (type, edition) => {
        const value = defaultExtraSettings(type, edition);
        expect(JSON.parse(JSON.stringify(value))).toEqual(value);
        expect(defaultExtraSettings(type, edition)).not.toBe(value);
      }),
    );
  });

  it('merging stored settings keeps every stored value and every default key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WIDGET_TYPES),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (type, stored) => {
          const merged = withDefaultExtraSettings(type, 'PrimaryGradeLevel', stored);
          const defaults = defaultExtraSettings(type);
          for (const key of Object.keys(defaults)) expect(Object.hasOwn(merged, key)).toBe(true);
          for (const [key, value] of Object.entries(stored)) expect(merged[key]).toEqual(value);
        },
      ),
    );
  });
});
