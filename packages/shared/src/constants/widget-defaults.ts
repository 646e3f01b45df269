import type { AssetLinkType, AssetType } from './asset.ts';
import { DEFAULT_PRODUCT_EDITION, type ProductEdition } from './editions.ts';
import type { WidgetTypeKey } from './widget-types.ts';

/** Palette colour tokens (catalogue section 1.2), mapped to colours per edition. */
export const COLOR_TOKENS = [
  'white',
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
  'blue',
  'green',
  'grey',
  'black',
] as const;

/** One of the palette colour tokens. */
export type ColorToken = (typeof COLOR_TOKENS)[number];

/** What a tap on a card does (catalogue section 1.5). */
export type CardTapAction = 'toggleDone' | 'cycle' | 'none';

/** extraSettings shared by all card widgets (catalogue section 1.5). */
export interface CardSettings {
  cardKey: string;
  /** Empty string = the catalogue label. */
  label: string;
  showLabel: boolean;
  tapAction: CardTapAction;
}

/** extraSettings shared by all sticker widgets (catalogue section 1.7). */
export interface StickerSettings {
  /** Empty string: the gallery opens on placement. */
  stickerSlug: string;
  showLabel: boolean;
  rotation: number;
  mirrored: boolean;
}

/** One side of a FlipCard. */
export interface FlipCardSide {
  text: string;
  assetUrl: string;
  assetId: string;
  backgroundColor: ColorToken;
}

/** A duty tile of the Authority widget. */
export interface AuthorityDuty {
  id: string;
  label: string;
  symbolKey: string;
  slots: number;
}

/** A door of the advent calendars. */
export interface AdventDoor {
  day: number;
  type: 'text' | 'image' | 'link' | 'task' | 'quiz';
  text: string;
  answer: string;
  assetId: string;
  url: string;
}

/** A sentence-part role of the Predicate widget. */
export type PredicateRole = 'predicate' | 'subject' | 'accusativeObject' | 'dativeObject' | 'adverbial';

/** Shared extraSettings of the topic (Themen) widgets. */
export interface TopicSettings {
  startTab: 'discover' | 'sort' | 'quiz';
  /** Empty string = the first sort set of the pack. */
  sortSetId: string;
  shuffleQuiz: boolean;
}

/** TimeTable extraSettings (also used by TimeTableMetacom). */
export interface TimeTableSettings extends CardSettings {
  lessonNumber: number;
  startTime: string;
  endTime: string;
  showTime: boolean;
  room: string;
}

/** extraSettings of every widget type, keyed by type (catalogue section 3). */
export interface WidgetExtraSettingsMap {
  Authority: { duties: AuthorityDuty[]; rotation: 'manual' | 'daily' | 'weekly'; showSymbols: boolean };
  WeatherAndDate: {
    showSeason: boolean;
    showYesterdayTomorrow: boolean;
    showTemperature: boolean;
    weatherOptions: string[];
    maxWeatherSelections: number;
  };
  Material: CardSettings;
  SocialForms: CardSettings & { groupSize: number | null };
  TimeTable: TimeTableSettings;
  WidgetNameCard: { symbolSlug: string; backgroundColor: ColorToken };
  Media: {
    assetId: string;
    assetType: AssetType;
    assetUrl: string;
    assetUrlType: AssetLinkType;
    assetTitle: string;
    loop: boolean;
  };
  QrCode: { qrContent: string; showContentText: boolean; errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' };
  Draw: { backgroundSlug: string; allowMultiTouch: boolean };
  HtmlEditor: { htmlContent: string; backgroundColor: ColorToken };
  MultiLineText: {
    multiLineText: string;
    backgroundColor: ColorToken;
    textAlign: 'left' | 'center';
    fontSize: 'auto' | number;
  };
  TrafficLight: {
    orientation: 'vertical' | 'horizontal';
    showLabels: boolean;
    labels: { red: string; yellow: string; green: string };
  };
  Clock: { showSecondHand: boolean; showMinuteNumbers: boolean; showDigitalTime: boolean };
  Stopwatch: { showTenths: boolean; showLaps: boolean };
  Timer: {
    totalSeconds: number;
    presetSeconds: number[];
    showProgressBar: boolean;
    finishedMessage: string;
    playSound: boolean;
  };
  ExternalContent: {
    contentUrl: string;
    naturalWidth: number;
    naturalHeight: number;
    loadWithoutConfirmation: boolean;
  };
  WheelOfFortune: {
    entrySource: 'custom' | 'classList';
    entries: string[];
    removePickedEntries: boolean;
    playSound: boolean;
  };
  AdventCalendar: { unlockMode: 'byDate' | 'all'; doors: AdventDoor[]; shuffleDoors: boolean };
  Methods: CardSettings & { showSteps: boolean };
  Communication: CardSettings;
  Watches: {
    hourglasses: { label: string; totalSeconds: number; color: ColorToken }[];
    playSound: boolean;
  };
  DigitalClock: { showSeconds: boolean; showDate: boolean };
  Dice: {
    diceCount: number;
    diceType: 'pips' | 'numbers' | 'd10' | 'd20' | 'colors' | 'operators';
    showSum: boolean;
    playSound: boolean;
  };
  Calendar: {
    federalState: string;
    showHolidays: boolean;
    showWeekNumbers: boolean;
    events: { date: string; text: string; color: ColorToken }[];
  };
  WidgetNameCardPicker: {
    nameSource: 'classList' | 'nameCards';
    pickCount: number;
    removePickedNames: boolean;
    playSound: boolean;
  };
  GroupRandomizer: {
    groupCount: number;
    selectedPupilNames: string[];
    preSelectPupilNames: boolean;
    keepApart: string[][];
  };
  Organization: CardSettings;
  Fractions: {
    representation: 'circle' | 'bar' | 'rectangle';
    maxDenominator: number;
    showFraction: boolean;
    showDecimal: boolean;
    showPercent: boolean;
    compareMode: boolean;
  };
  /** subjectColor null = the catalogue default colour of the chosen subject. */
  Subject: CardSettings & { subjectColor: ColorToken | null };
  ReadTheClock: {
    minuteStep: 1 | 5 | 15 | 30;
    coupledHands: boolean;
    showMinuteNumbers: boolean;
    show24hRing: boolean;
    showDigitalTime: boolean;
    showSpokenTime: boolean;
  };
  OceanPollution: TopicSettings;
  WorkTasks: CardSettings & { stepNumber: number | null };
  Predicate: {
    sentence: string;
    enabledRoles: PredicateRole[];
    showQuestions: boolean;
    roleColors: Record<PredicateRole, ColorToken>;
  };
  ClimateChange: TopicSettings;
  VisualTimer: {
    totalSeconds: number;
    showTimeDisplay: boolean;
    invertClock: boolean;
    discColor: ColorToken;
    playSound: boolean;
  };
  WarmShower: { selectionMode: 'random' | 'manual'; prompts: string[]; showComplimentTexts: boolean };
  NumberLine: {
    amountOfTickMarks: number;
    scaleX: number;
    offsetX: number;
    hiddenTickMarkLabels: number[];
    minorTickMarks: number;
    markerStyle: 'frog' | 'dot';
  };
  Sticker: StickerSettings;
  AnimalSticker: StickerSettings & { labelWithArticle: boolean };
  MoneySticker: StickerSettings & { trueToScale: boolean };
  Metacom: CardSettings & {
    symbolKeys: string[];
    labels: string[];
    layout: 'single' | 'strip' | 'firstThen';
  };
  TimeTableMetacom: TimeTableSettings;
  SocialFormsMetacom: CardSettings & { groupSize: number | null };
  WorkTasksMetacom: CardSettings & { stepNumber: number | null };
  CalendarMetacom: {
    viewMode: 'week' | 'yesterdayTodayTomorrow';
    showWeekend: boolean;
    weekdayColors: ColorToken[] | null;
    events: { date: string | null; weekday: number | null; symbolKey: string }[];
  };
  MaterialMetacom: CardSettings;
  FlipCard: { frontSide: FlipCardSide; backSide: FlipCardSide };
  AdventCalendarSecondary: { unlockMode: 'byDate' | 'all'; doors: AdventDoor[]; shuffleDoors: boolean };
  FlagsSticker: StickerSettings & { aspect: '4x3' | '1x1' };
  ShapesAndSurfaces: StickerSettings & {
    fillColor: ColorToken;
    showHiddenEdges: boolean;
    showProperties: boolean;
  };
}

/** extraSettings of one widget type. */
export type WidgetExtraSettings<K extends WidgetTypeKey> = WidgetExtraSettingsMap[K];

/** Default duties of the Authority widget in the primary edition. */
export const PRIMARY_AUTHORITY_DUTIES: readonly AuthorityDuty[] = [
  { id: 'board', label: 'Tafeldienst', symbolKey: 'duty.board', slots: 1 },
  { id: 'tidy', label: 'Ordnungsdienst', symbolKey: 'duty.tidy', slots: 1 },
  { id: 'handOut', label: 'Austeildienst', symbolKey: 'duty.handOut', slots: 2 },
  { id: 'flowers', label: 'Blumendienst', symbolKey: 'duty.flowers', slots: 1 },
  { id: 'waste', label: 'Mülldienst', symbolKey: 'duty.waste', slots: 1 },
  { id: 'light', label: 'Lichtdienst', symbolKey: 'duty.light', slots: 1 },
  { id: 'window', label: 'Fensterdienst', symbolKey: 'duty.window', slots: 1 },
  { id: 'breakGames', label: 'Pausenspiele', symbolKey: 'duty.breakGames', slots: 1 },
];

/** Default duties of the Authority widget in the secondary edition. */
export const SECONDARY_AUTHORITY_DUTIES: readonly AuthorityDuty[] = [
  { id: 'board', label: 'Tafeldienst', symbolKey: 'duty.board', slots: 1 },
  { id: 'tidy', label: 'Ordnungsdienst', symbolKey: 'duty.tidy', slots: 1 },
  { id: 'waste', label: 'Mülldienst', symbolKey: 'duty.waste', slots: 1 },
  { id: 'airing', label: 'Lüftungsdienst', symbolKey: 'duty.airing', slots: 1 },
  { id: 'classBook', label: 'Klassenbuchdienst', symbolKey: 'duty.classBook', slots: 1 },
  { id: 'technology', label: 'Technikdienst', symbolKey: 'duty.technology', slots: 1 },
];

/** Sentence starters of the WarmShower widget. */
export const WARM_SHOWER_PROMPTS: readonly string[] = [
  'Ich mag an dir, dass …',
  'Du kannst gut …',
  'Danke, dass du …',
  'Mit dir macht es Spaß, …',
];

const card = (cardKey: string, tapAction: CardTapAction): CardSettings => ({
  cardKey,
  label: '',
  showLabel: true,
  tapAction,
});

const sticker = (showLabel: boolean): StickerSettings => ({
  stickerSlug: '',
  showLabel,
  rotation: 0,
  mirrored: false,
});

const flipSide = (): FlipCardSide => ({ text: '', assetUrl: '', assetId: '', backgroundColor: 'white' });

const topic = (): TopicSettings => ({ startTab: 'discover', sortSetId: '', shuffleQuiz: true });

const timeTable = (showTime: boolean): TimeTableSettings => ({
  ...card('subject.german', 'toggleDone'),
  lessonNumber: 1,
  startTime: '08:00',
  endTime: '08:45',
  showTime,
  room: '',
});

type Builders = { [K in WidgetTypeKey]: (primary: boolean) => WidgetExtraSettingsMap[K] };

// Every builder returns a fresh object, so callers may mutate the result.
const BUILDERS: Builders = {
  Authority: (primary) => ({
    duties: (primary ? PRIMARY_AUTHORITY_DUTIES : SECONDARY_AUTHORITY_DUTIES).map((d) => ({ ...d })),
    rotation: 'weekly',
    showSymbols: true,
  }),
  WeatherAndDate: () => ({
    showSeason: true,
    showYesterdayTomorrow: true,
    showTemperature: false,
    weatherOptions: ['sunny', 'cloudy', 'rainy', 'stormy', 'snowy', 'foggy', 'windy'],
    maxWeatherSelections: 2,
  }),
  Material: () => card('material.notebook', 'none'),
  SocialForms: () => ({ ...card('socialForm.individualWork', 'cycle'), groupSize: null }),
  TimeTable: () => timeTable(true),
  WidgetNameCard: () => ({ symbolSlug: '', backgroundColor: 'white' }),
  Media: () => ({
    assetId: '',
    assetType: 'Unknown',
    assetUrl: '',
    assetUrlType: 'Hyperlink',
    assetTitle: '',
    loop: false,
  }),
  QrCode: () => ({ qrContent: '', showContentText: true, errorCorrectionLevel: 'M' }),
  Draw: () => ({ backgroundSlug: 'blank', allowMultiTouch: true }),
  HtmlEditor: () => ({ htmlContent: '', backgroundColor: 'white' }),
  MultiLineText: () => ({
    multiLineText: '',
    backgroundColor: 'white',
    textAlign: 'center',
    fontSize: 'auto',
  }),
  TrafficLight: () => ({
    orientation: 'vertical',
    showLabels: false,
    labels: { red: 'Ruhe', yellow: 'Flüstern', green: 'Sprechen' },
  }),
  Clock: (primary) => ({ showSecondHand: true, showMinuteNumbers: primary, showDigitalTime: false }),
  Stopwatch: () => ({ showTenths: true, showLaps: false }),
  Timer: () => ({
    totalSeconds: 300,
    presetSeconds: [60, 120, 180, 300, 600, 900],
    showProgressBar: true,
    finishedMessage: 'Die Zeit ist um!',
    playSound: false,
  }),
  ExternalContent: () => ({
    contentUrl: '',
    naturalWidth: 0,
    naturalHeight: 0,
    loadWithoutConfirmation: false,
  }),
  WheelOfFortune: () => ({
    entrySource: 'custom',
    entries: ['1', '2', '3', '4', '5', '6'],
    removePickedEntries: false,
    playSound: false,
  }),
  AdventCalendar: () => ({ unlockMode: 'byDate', doors: [], shuffleDoors: true }),
  Methods: () => ({ ...card('method.thinkPairShare', 'none'), showSteps: false }),
  Communication: () => card('communication.raiseHand', 'none'),
  Watches: () => ({
    hourglasses: [
      { label: '1 Min', totalSeconds: 60, color: 'blue' },
      { label: '3 Min', totalSeconds: 180, color: 'green' },
      { label: '5 Min', totalSeconds: 300, color: 'red' },
    ],
    playSound: false,
  }),
  DigitalClock: () => ({ showSeconds: false, showDate: true }),
  Dice: () => ({ diceCount: 1, diceType: 'pips', showSum: false, playSound: false }),
  Calendar: (primary) => ({ federalState: '', showHolidays: true, showWeekNumbers: !primary, events: [] }),
  WidgetNameCardPicker: () => ({
    nameSource: 'classList',
    pickCount: 1,
    removePickedNames: true,
    playSound: false,
  }),
  GroupRandomizer: () => ({
    groupCount: 2,
    selectedPupilNames: [],
    preSelectPupilNames: true,
    keepApart: [],
  }),
  Organization: () => card('organization.tidyUp', 'toggleDone'),
  Fractions: () => ({
    representation: 'circle',
    maxDenominator: 24,
    showFraction: true,
    showDecimal: false,
    showPercent: false,
    compareMode: false,
  }),
  Subject: () => ({ ...card('subject.math', 'none'), subjectColor: null }),
  ReadTheClock: () => ({
    minuteStep: 5,
    coupledHands: true,
    showMinuteNumbers: true,
    show24hRing: false,
    showDigitalTime: false,
    showSpokenTime: false,
  }),
  OceanPollution: topic,
  WorkTasks: () => ({ ...card('workTask.read', 'toggleDone'), stepNumber: null }),
  Predicate: (primary) => ({
    sentence: 'Die Kinder spielen im Garten Fußball.',
    enabledRoles: primary
      ? ['predicate', 'subject']
      : ['predicate', 'subject', 'accusativeObject', 'dativeObject', 'adverbial'],
    showQuestions: true,
    roleColors: {
      predicate: 'red',
      subject: 'blue',
      accusativeObject: 'green',
      dativeObject: 'purple',
      adverbial: 'orange',
    },
  }),
  ClimateChange: topic,
  VisualTimer: () => ({
    totalSeconds: 900,
    showTimeDisplay: true,
    invertClock: false,
    discColor: 'red',
    playSound: false,
  }),
  WarmShower: () => ({
    selectionMode: 'random',
    prompts: [...WARM_SHOWER_PROMPTS],
    showComplimentTexts: true,
  }),
  NumberLine: (primary) => ({
    amountOfTickMarks: 10,
    scaleX: 1,
    offsetX: 0,
    hiddenTickMarkLabels: [],
    minorTickMarks: 0,
    markerStyle: primary ? 'frog' : 'dot',
  }),
  Sticker: () => sticker(false),
  AnimalSticker: () => ({ ...sticker(false), labelWithArticle: true }),
  MoneySticker: () => ({ ...sticker(false), trueToScale: true }),
  Metacom: () => ({ ...card('', 'toggleDone'), symbolKeys: [], labels: [], layout: 'single' }),
  TimeTableMetacom: () => timeTable(false),
  SocialFormsMetacom: () => ({ ...card('socialForm.individualWork', 'cycle'), groupSize: null }),
  WorkTasksMetacom: () => ({ ...card('workTask.read', 'toggleDone'), stepNumber: null }),
  CalendarMetacom: () => ({ viewMode: 'week', showWeekend: true, weekdayColors: null, events: [] }),
  MaterialMetacom: () => card('material.notebook', 'none'),
  FlipCard: () => ({ frontSide: flipSide(), backSide: flipSide() }),
  AdventCalendarSecondary: () => ({ unlockMode: 'byDate', doors: [], shuffleDoors: false }),
  FlagsSticker: () => ({ ...sticker(true), aspect: '4x3' }),
  ShapesAndSurfaces: () => ({
    ...sticker(true),
    fillColor: 'blue',
    showHiddenEdges: true,
    showProperties: false,
  }),
};

/** Default door type of new doors per advent calendar type. */
export const DEFAULT_ADVENT_DOOR_TYPE = {
  AdventCalendar: 'text',
  AdventCalendarSecondary: 'quiz',
} as const satisfies Record<'AdventCalendar' | 'AdventCalendarSecondary', AdventDoor['type']>;

/** A fresh copy of a widget type's default extraSettings for an edition (Unset counts as primary). */
export function defaultExtraSettings<K extends WidgetTypeKey>(
  type: K,
  edition: ProductEdition = DEFAULT_PRODUCT_EDITION,
): WidgetExtraSettingsMap[K] {
  const builder = BUILDERS[type] as (primary: boolean) => WidgetExtraSettingsMap[K];
  return builder(edition !== 'SecondaryGradeLevel');
}

/** Fills missing (undefined) top-level keys with the defaults and keeps unknown keys (catalogue section 1.2). */
export function withDefaultExtraSettings<K extends WidgetTypeKey>(
  type: K,
  edition: ProductEdition,
  stored: Readonly<Record<string, unknown>> | null | undefined,
): WidgetExtraSettingsMap[K] & Record<string, unknown> {
  // Object.fromEntries defines own properties, so a stored '__proto__' key cannot change the prototype.
  const kept = Object.entries(stored ?? {}).filter(([, value]) => value !== undefined);
  const result = Object.fromEntries([...Object.entries(defaultExtraSettings(type, edition)), ...kept]);
  return result as WidgetExtraSettingsMap[K] & Record<string, unknown>;
}
