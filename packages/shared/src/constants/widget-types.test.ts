import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_WIDGET_TYPES,
  isWidgetAvailable,
  isWidgetTypeKey,
  scaleFactor,
  WIDGET_CATALOGUE_ORDER,
  WIDGET_CATEGORIES,
  WIDGET_TYPE_INFO,
  WIDGET_TYPES,
  widgetDefaultSize,
  widgetTypesForEdition,
  widgetTypesInCatalogueOrder,
} from './widget-types.ts';

// Spec section 3, copied verbatim.
const SPEC_LIST =
  'Authority, WeatherAndDate, Material, SocialForms, TimeTable, WidgetNameCard, Media, QrCode, Draw, HtmlEditor, MultiLineText, TrafficLight, Clock, Stopwatch, Timer, ExternalContent, WheelOfFortune, AdventCalendar, Methods, Communication, Watches, DigitalClock, Dice, Calendar, WidgetNameCardPicker, GroupRandomizer, Organization, Fractions, Subject, ReadTheClock, OceanPollution, WorkTasks, Predicate, ClimateChange, VisualTimer, WarmShower, NumberLine, Sticker, AnimalSticker, MoneySticker, Metacom, TimeTableMetacom, SocialFormsMetacom, WorkTasksMetacom, CalendarMetacom, MaterialMetacom, FlipCard, AdventCalendarSecondary, FlagsSticker, ShapesAndSurfaces';

describe('widget types (spec section 3)', () => {
  it('lists the 50 keys in spec order', () => {
    expect(WIDGET_TYPES).toEqual(SPEC_LIST.split(', '));
    expect(new Set(WIDGET_TYPES).size).toBe(50);
  });

  it('recognises keys exactly', () => {
    expect(isWidgetTypeKey('Timer')).toBe(true);
    expect(isWidgetTypeKey('timer')).toBe(false);
    expect(isWidgetTypeKey('toString')).toBe(false);
    expect(isWidgetTypeKey(3)).toBe(false);
  });

  it('offers 48 widgets in primary and 45 in secondary (catalogue 1.1)', () => {
    const primary = widgetTypesForEdition('PrimaryGradeLevel');
    const secondary = widgetTypesForEdition('SecondaryGradeLevel');
    expect(primary).toHaveLength(48);
    expect(secondary).toHaveLength(45);
    expect(WIDGET_TYPES.filter((t) => !primary.includes(t))).toEqual([
      'Fractions',
      'AdventCalendarSecondary',
    ]);
    expect(WIDGET_TYPES.filter((t) => !secondary.includes(t))).toEqual([
      'WeatherAndDate',
      'AdventCalendar',
      'ReadTheClock',
      'AnimalSticker',
      'MoneySticker',
    ]);
    expect(widgetTypesForEdition('Unset')).toEqual(primary);
    expect(isWidgetAvailable('Fractions', 'SecondaryGradeLevel')).toBe(true);
  });

  it('gives German names and catalogue categories', () => {
    expect(WIDGET_TYPE_INFO.Clock).toMatchObject({ displayName: 'Analoguhr', category: 'Zeit' });
    expect(WIDGET_TYPE_INFO.TimeTableMetacom).toMatchObject({
      displayName: 'Stundenplan (Symbole)',
      category: 'Symbole/Metacom',
    });
    expect(WIDGET_TYPE_INFO.ShapesAndSurfaces).toMatchObject({
      displayName: 'Körper & Flächen',
      category: 'Sticker',
    });
    expect(WIDGET_TYPE_INFO.OceanPollution).toMatchObject({
      displayName: 'Müll im Meer',
      category: 'Themen',
    });
    expect(WIDGET_TYPE_INFO.WidgetNameCardPicker).toMatchObject({
      displayName: 'Namen ziehen',
      category: 'Zufall',
    });
    const count = (category: string) =>
      WIDGET_TYPES.filter((t) => WIDGET_TYPE_INFO[t].category === category).length;
    expect(WIDGET_CATEGORIES.map(count)).toEqual([7, 11, 4, 7, 3, 1, 5, 4, 6, 2]);
  });

  it('uses the spec sizes (section 9 and catalogue)', () => {
    const size = (width: number, height: number) => ({ width, height });
    expect(widgetDefaultSize('TimeTable', 'PrimaryGradeLevel')).toEqual(size(149, 79));
    expect(widgetDefaultSize('TimeTable', 'SecondaryGradeLevel')).toEqual(size(225, 120));
    expect(widgetDefaultSize('TimeTable', 'Unset')).toEqual(size(149, 79));
    expect(widgetDefaultSize('Media', 'PrimaryGradeLevel')).toEqual(size(360, 240));
    expect(WIDGET_TYPE_INFO.Media.minSize.height).toBe(80);
    expect(widgetDefaultSize('Draw', 'SecondaryGradeLevel')).toEqual(size(520, 350));
    expect(widgetDefaultSize('HtmlEditor', 'PrimaryGradeLevel')).toEqual(size(600, 275));
    expect(widgetDefaultSize('GroupRandomizer', 'PrimaryGradeLevel')).toEqual(size(600, 549));
    expect(widgetDefaultSize('NumberLine', 'PrimaryGradeLevel')).toEqual(size(539, 130));
    expect(widgetDefaultSize('FlipCard', 'PrimaryGradeLevel')).toEqual(size(240, 180));
    expect(widgetDefaultSize('VisualTimer', 'PrimaryGradeLevel')).toEqual(size(250, 360));
    expect(widgetDefaultSize('Sticker', 'PrimaryGradeLevel')).toEqual(size(200, 200));
    expect(widgetDefaultSize('Sticker', 'SecondaryGradeLevel')).toEqual(size(100, 100));
    expect(widgetDefaultSize('DigitalClock', 'SecondaryGradeLevel')).toEqual(size(300, 120));
    expect(widgetDefaultSize('TrafficLight', 'PrimaryGradeLevel')).toEqual(size(150, 360));
    for (const type of ['ExternalContent', 'OceanPollution', 'ClimateChange'] as const) {
      expect(widgetDefaultSize(type, 'PrimaryGradeLevel')).toEqual(size(0, 0));
      expect(WIDGET_TYPE_INFO[type].isExternalContent).toBe(true);
    }
  });

  it('derives card and sticker sizes from artwork and scale factor', () => {
    expect(scaleFactor('PrimaryGradeLevel', true)).toBe(0.33);
    expect(scaleFactor('PrimaryGradeLevel', false)).toBe(1);
    expect(scaleFactor('SecondaryGradeLevel', true)).toBe(0.5);
    for (const type of CARD_WIDGET_TYPES) {
      expect(WIDGET_TYPE_INFO[type].isCard).toBe(true);
      expect(widgetDefaultSize(type, 'PrimaryGradeLevel')).toEqual({ width: 149, height: 79 });
    }
    expect(WIDGET_TYPE_INFO.FlagsSticker.preserveAspectRatio).toBe(true);
    expect(WIDGET_TYPE_INFO.Timer.preserveAspectRatio).toBe(false);
  });

  it('every minimum is 120x80 at most and never larger than a default frame', () => {
    for (const type of WIDGET_TYPES) {
      const { minSize, defaultSize } = WIDGET_TYPE_INFO[type];
      expect(minSize.width).toBeLessThanOrEqual(120);
      expect(minSize.height).toBeLessThanOrEqual(80);
      for (const frame of Object.values(defaultSize)) {
        if (frame.width === 0) continue;
        expect(minSize.width).toBeLessThanOrEqual(frame.width);
        expect(minSize.height).toBeLessThanOrEqual(frame.height);
      }
    }
    expect(WIDGET_TYPE_INFO.Clock.minSize).toEqual({ width: 120, height: 80 });
  });

  it('property: availability agrees with the edition lists', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WIDGET_TYPES), (type) => {
        const info = WIDGET_TYPE_INFO[type];
        return (
          info.key === type &&
          info.editions.length > 0 &&
          info.displayName.length > 0 &&
          isWidgetAvailable(type, 'PrimaryGradeLevel') ===
            widgetTypesForEdition('PrimaryGradeLevel').includes(type)
        );
      }),
    );
  });
});

describe('catalogue order', () => {
  it('holds every type exactly once, and each edition keeps its types in that order', () => {
    expect([...WIDGET_CATALOGUE_ORDER].sort()).toEqual([...WIDGET_TYPES].sort());
    for (const edition of ['PrimaryGradeLevel', 'SecondaryGradeLevel'] as const) {
      const ordered = widgetTypesInCatalogueOrder(edition);
      expect([...ordered].sort()).toEqual([...widgetTypesForEdition(edition)].sort());
      expect(ordered).toEqual(WIDGET_CATALOGUE_ORDER.filter((type) => ordered.includes(type)));
    }
  });
});
