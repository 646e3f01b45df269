import { DEFAULT_PRODUCT_EDITION, type EffectiveEdition, ProductEdition } from './editions.ts';
import {
  CARD_ARTWORK_SIZE,
  DEFAULT_SCALE_FACTOR,
  MIN_WIDGET_SIZE,
  PRIMARY_CARD_SCALE_FACTOR,
  PRIMARY_SCALE_FACTOR,
  type PxSize,
  STICKER_ARTWORK_SIZE,
} from './limits.ts';

/** The 50 widget type keys in spec order (spec section 3). */
export const WIDGET_TYPES = [
  'Authority',
  'WeatherAndDate',
  'Material',
  'SocialForms',
  'TimeTable',
  'WidgetNameCard',
  'Media',
  'QrCode',
  'Draw',
  'HtmlEditor',
  'MultiLineText',
  'TrafficLight',
  'Clock',
  'Stopwatch',
  'Timer',
  'ExternalContent',
  'WheelOfFortune',
  'AdventCalendar',
  'Methods',
  'Communication',
  'Watches',
  'DigitalClock',
  'Dice',
  'Calendar',
  'WidgetNameCardPicker',
  'GroupRandomizer',
  'Organization',
  'Fractions',
  'Subject',
  'ReadTheClock',
  'OceanPollution',
  'WorkTasks',
  'Predicate',
  'ClimateChange',
  'VisualTimer',
  'WarmShower',
  'NumberLine',
  'Sticker',
  'AnimalSticker',
  'MoneySticker',
  'Metacom',
  'TimeTableMetacom',
  'SocialFormsMetacom',
  'WorkTasksMetacom',
  'CalendarMetacom',
  'MaterialMetacom',
  'FlipCard',
  'AdventCalendarSecondary',
  'FlagsSticker',
  'ShapesAndSurfaces',
] as const;

/** One of the 50 widget type keys. */
export type WidgetTypeKey = (typeof WIDGET_TYPES)[number];

/** Widget categories, exactly as the catalogue's section 3 headings, in catalogue order. */
export const WIDGET_CATEGORIES = [
  'Zeit',
  'Organisation',
  'Zufall',
  'Inhalte',
  'Mathematik',
  'Sprache',
  'Sticker',
  'Rituale',
  'Symbole/Metacom',
  'Themen',
] as const;

/** One of the widget categories. */
export type WidgetCategory = (typeof WIDGET_CATEGORIES)[number];

/** Card widgets (catalogue section 1.3). */
export const CARD_WIDGET_TYPES = [
  'TimeTable',
  'Subject',
  'SocialForms',
  'WorkTasks',
  'Material',
  'Communication',
  'Organization',
  'Methods',
  'WidgetNameCard',
  'Metacom',
  'TimeTableMetacom',
  'SocialFormsMetacom',
  'WorkTasksMetacom',
  'MaterialMetacom',
] as const satisfies readonly WidgetTypeKey[];

/** External-content entries whose size (0x0) comes from their content (catalogue section 1.3). */
export const EXTERNAL_CONTENT_WIDGET_TYPES = [
  'ExternalContent',
  'OceanPollution',
  'ClimateChange',
] as const satisfies readonly WidgetTypeKey[];

/** Widgets offered only in the primary edition (catalogue section 1.1). */
export const PRIMARY_ONLY_WIDGET_TYPES = [
  'WeatherAndDate',
  'AdventCalendar',
  'ReadTheClock',
  'AnimalSticker',
  'MoneySticker',
] as const satisfies readonly WidgetTypeKey[];

/** Widgets offered only in the secondary edition (catalogue section 1.1). */
export const SECONDARY_ONLY_WIDGET_TYPES = [
  'AdventCalendarSecondary',
  'Fractions',
] as const satisfies readonly WidgetTypeKey[];

/** Default size per concrete edition. */
export type EditionSizes = Readonly<Record<EffectiveEdition, PxSize>>;

/** Static description of one widget type. */
export interface WidgetTypeInfo {
  readonly key: WidgetTypeKey;
  /** German display name (catalogue heading). */
  readonly displayName: string;
  readonly category: WidgetCategory;
  /** Editions the widget is offered in. */
  readonly editions: readonly EffectiveEdition[];
  /** Default frame in px per edition; 0x0 means 'from content'. */
  readonly defaultSize: EditionSizes;
  /** Minimum frame in px. */
  readonly minSize: PxSize;
  readonly isCard: boolean;
  readonly isSticker: boolean;
  readonly isExternalContent: boolean;
  /** Stickers keep their aspect ratio on resize. */
  readonly preserveAspectRatio: boolean;
}

/** Scale factor from authored artwork to default on-board size for an edition (spec section 9). */
export function scaleFactor(edition: EffectiveEdition, isCard: boolean): number {
  if (edition === ProductEdition.PrimaryGradeLevel)
    return isCard ? PRIMARY_CARD_SCALE_FACTOR : PRIMARY_SCALE_FACTOR;
  return DEFAULT_SCALE_FACTOR;
}

/** Scales an artwork size by a factor, rounding to whole pixels. */
export function scaleSize(size: PxSize, factor: number): PxSize {
  return { width: Math.round(size.width * factor), height: Math.round(size.height * factor) };
}

const same = (width: number, height: number): EditionSizes => ({
  PrimaryGradeLevel: { width, height },
  SecondaryGradeLevel: { width, height },
});

const CARD_SIZES: EditionSizes = {
  PrimaryGradeLevel: scaleSize(CARD_ARTWORK_SIZE, scaleFactor('PrimaryGradeLevel', true)),
  SecondaryGradeLevel: scaleSize(CARD_ARTWORK_SIZE, scaleFactor('SecondaryGradeLevel', true)),
};

const STICKER_SIZES: EditionSizes = {
  PrimaryGradeLevel: scaleSize(STICKER_ARTWORK_SIZE, scaleFactor('PrimaryGradeLevel', false)),
  SecondaryGradeLevel: scaleSize(STICKER_ARTWORK_SIZE, scaleFactor('SecondaryGradeLevel', false)),
};

const FROM_CONTENT = same(0, 0);

type Entry = readonly [displayName: string, category: WidgetCategory, sizes: EditionSizes, minSize?: PxSize];

// Display name, category and default size per type (widget catalogue section 3, product spec section 9).
const ENTRIES: Record<WidgetTypeKey, Entry> = {
  Authority: ['Klassendienste', 'Organisation', same(600, 400)],
  WeatherAndDate: ['Wetter & Datum', 'Rituale', same(600, 360)],
  Material: ['Material', 'Organisation', CARD_SIZES],
  SocialForms: ['Sozialformen', 'Organisation', CARD_SIZES],
  TimeTable: ['Stundenplan', 'Organisation', CARD_SIZES],
  WidgetNameCard: ['Namenskarte', 'Organisation', CARD_SIZES],
  Media: ['Medien', 'Inhalte', same(360, 240), { width: MIN_WIDGET_SIZE.width, height: 80 }],
  QrCode: ['QR-Code', 'Inhalte', same(200, 200)],
  Draw: ['Zeichnen', 'Inhalte', same(520, 350)],
  HtmlEditor: ['Textfeld', 'Inhalte', same(600, 275)],
  MultiLineText: ['Notiz', 'Inhalte', same(360, 240)],
  TrafficLight: ['Ampel', 'Organisation', same(150, 360)],
  Clock: ['Analoguhr', 'Zeit', same(200, 200)],
  Stopwatch: ['Stoppuhr', 'Zeit', same(360, 240)],
  Timer: ['Timer', 'Zeit', same(360, 240)],
  ExternalContent: ['Webinhalt', 'Inhalte', FROM_CONTENT],
  WheelOfFortune: ['Glücksrad', 'Zufall', same(400, 440)],
  AdventCalendar: ['Adventskalender', 'Rituale', same(600, 400)],
  Methods: ['Methoden', 'Organisation', CARD_SIZES],
  Communication: ['Kommunikation', 'Organisation', CARD_SIZES],
  Watches: ['Sanduhren', 'Zeit', same(360, 240)],
  DigitalClock: ['Digitaluhr', 'Zeit', same(300, 120)],
  Dice: ['Würfel', 'Zufall', same(200, 200)],
  Calendar: ['Kalender', 'Zeit', same(360, 320)],
  WidgetNameCardPicker: ['Namen ziehen', 'Zufall', same(360, 240)],
  GroupRandomizer: ['Gruppen bilden', 'Zufall', same(600, 549)],
  Organization: ['Organisation', 'Organisation', CARD_SIZES],
  Fractions: ['Brüche', 'Mathematik', same(360, 240)],
  Subject: ['Fächer', 'Organisation', CARD_SIZES],
  ReadTheClock: ['Lernuhr', 'Mathematik', same(320, 380)],
  OceanPollution: ['Müll im Meer', 'Themen', FROM_CONTENT],
  WorkTasks: ['Arbeitsaufträge', 'Organisation', CARD_SIZES],
  Predicate: ['Satzglieder', 'Sprache', same(600, 260)],
  ClimateChange: ['Klimawandel', 'Themen', FROM_CONTENT],
  VisualTimer: ['Visueller Timer', 'Zeit', same(250, 360)],
  WarmShower: ['Warme Dusche', 'Rituale', same(600, 400)],
  NumberLine: ['Zahlenstrahl', 'Mathematik', same(539, 130)],
  Sticker: ['Sticker', 'Sticker', STICKER_SIZES],
  AnimalSticker: ['Tiere', 'Sticker', STICKER_SIZES],
  MoneySticker: ['Rechengeld', 'Sticker', STICKER_SIZES],
  Metacom: ['Symbolkarte', 'Symbole/Metacom', CARD_SIZES],
  TimeTableMetacom: ['Stundenplan (Symbole)', 'Symbole/Metacom', CARD_SIZES],
  SocialFormsMetacom: ['Sozialformen (Symbole)', 'Symbole/Metacom', CARD_SIZES],
  WorkTasksMetacom: ['Arbeitsaufträge (Symbole)', 'Symbole/Metacom', CARD_SIZES],
  CalendarMetacom: ['Kalender (Symbole)', 'Symbole/Metacom', same(600, 200)],
  MaterialMetacom: ['Material (Symbole)', 'Symbole/Metacom', CARD_SIZES],
  FlipCard: ['Wendekarte', 'Inhalte', same(240, 180)],
  AdventCalendarSecondary: ['Adventskalender', 'Rituale', same(600, 400)],
  FlagsSticker: ['Flaggen', 'Sticker', STICKER_SIZES],
  ShapesAndSurfaces: ['Körper & Flächen', 'Sticker', STICKER_SIZES],
};

const includesKey = (list: readonly WidgetTypeKey[], key: WidgetTypeKey): boolean => list.includes(key);

// The general minimum (120x80) never exceeds a widget's smallest default frame (cards, secondary stickers).
function minSizeFor(sizes: EditionSizes, stated: PxSize | undefined): PxSize {
  if (stated) return stated;
  const frames = Object.values(sizes).filter((s) => s.width > 0 && s.height > 0);
  return {
    width: Math.min(MIN_WIDGET_SIZE.width, ...frames.map((s) => s.width)),
    height: Math.min(MIN_WIDGET_SIZE.height, ...frames.map((s) => s.height)),
  };
}

function buildInfo(key: WidgetTypeKey): WidgetTypeInfo {
  const [displayName, category, defaultSize, statedMin] = ENTRIES[key];
  const editions: EffectiveEdition[] = [];
  if (!includesKey(SECONDARY_ONLY_WIDGET_TYPES, key)) editions.push(ProductEdition.PrimaryGradeLevel);
  if (!includesKey(PRIMARY_ONLY_WIDGET_TYPES, key)) editions.push(ProductEdition.SecondaryGradeLevel);
  const isSticker = category === 'Sticker';
  return {
    key,
    displayName,
    category,
    editions,
    defaultSize,
    minSize: minSizeFor(defaultSize, statedMin),
    isCard: includesKey(CARD_WIDGET_TYPES, key),
    isSticker,
    isExternalContent: includesKey(EXTERNAL_CONTENT_WIDGET_TYPES, key),
    preserveAspectRatio: isSticker,
  };
}

/** Static description of every widget type, keyed by type. */
export const WIDGET_TYPE_INFO: Readonly<Record<WidgetTypeKey, WidgetTypeInfo>> = Object.fromEntries(
  WIDGET_TYPES.map((key) => [key, buildInfo(key)]),
) as Record<WidgetTypeKey, WidgetTypeInfo>;

/** True when the value is one of the 50 widget type keys (exact spelling). */
export function isWidgetTypeKey(value: unknown): value is WidgetTypeKey {
  return typeof value === 'string' && Object.hasOwn(ENTRIES, value);
}

/** True when the widget type is offered in the edition (Unset counts as primary). */
export function isWidgetAvailable(type: WidgetTypeKey, edition: ProductEdition): boolean {
  return WIDGET_TYPE_INFO[type].editions.includes(concrete(edition));
}

/** The widget types offered in an edition, in spec order (Unset counts as primary). */
export function widgetTypesForEdition(edition: ProductEdition): WidgetTypeKey[] {
  return WIDGET_TYPES.filter((type) => isWidgetAvailable(type, edition));
}

/** The 50 types in the order of the widget catalogue's section 3 (the widget bar and the product pages). */
export const WIDGET_CATALOGUE_ORDER: readonly WidgetTypeKey[] = [
  'Clock',
  'DigitalClock',
  'Timer',
  'Stopwatch',
  'VisualTimer',
  'Watches',
  'Calendar',
  'TimeTable',
  'Subject',
  'SocialForms',
  'WorkTasks',
  'Material',
  'Communication',
  'Organization',
  'Methods',
  'TrafficLight',
  'Authority',
  'WidgetNameCard',
  'Dice',
  'WheelOfFortune',
  'WidgetNameCardPicker',
  'GroupRandomizer',
  'MultiLineText',
  'HtmlEditor',
  'Draw',
  'Media',
  'ExternalContent',
  'QrCode',
  'FlipCard',
  'NumberLine',
  'Fractions',
  'ReadTheClock',
  'Predicate',
  'Sticker',
  'AnimalSticker',
  'MoneySticker',
  'FlagsSticker',
  'ShapesAndSurfaces',
  'WeatherAndDate',
  'WarmShower',
  'AdventCalendar',
  'AdventCalendarSecondary',
  'Metacom',
  'TimeTableMetacom',
  'SocialFormsMetacom',
  'WorkTasksMetacom',
  'MaterialMetacom',
  'CalendarMetacom',
  'OceanPollution',
  'ClimateChange',
];

/** An edition's widget types in catalogue order. */
export function widgetTypesInCatalogueOrder(edition: ProductEdition): WidgetTypeKey[] {
  return WIDGET_CATALOGUE_ORDER.filter((type) => isWidgetAvailable(type, edition));
}

/** Default frame in px for a widget type in an edition (Unset counts as primary; 0x0 = from content). */
export function widgetDefaultSize(type: WidgetTypeKey, edition: ProductEdition): PxSize {
  return WIDGET_TYPE_INFO[type].defaultSize[concrete(edition)];
}

function concrete(edition: ProductEdition): EffectiveEdition {
  return edition === ProductEdition.Unset ? DEFAULT_PRODUCT_EDITION : edition;
}
