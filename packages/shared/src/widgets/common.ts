// What every widget type's data file builds on: the palette, the card, sticker and topic settings
// the catalogue shares between types, and the shape of a data file.

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

/**
 * The data half of one widget type, shared by the server and the web app (one file per type in
 * this folder): its default extraSettings per edition, its limits and its clone rule.
 */
export interface WidgetData<S> {
  /** A fresh copy of the default extraSettings; `primary` for Grundschule (and an unset edition). */
  readonly defaults: (primary: boolean) => S;
  /** Bounds the settings form and the view keep to (catalogue section 3). */
  readonly limits?: Readonly<Record<string, number>>;
  /**
   * What a copied desktop resets besides the live state (catalogue 1.2): settings holding names of
   * the source class are emptied; the listed live-state keys are kept (the rest starts fresh).
   */
  readonly clone?: {
    readonly clearSettings?: readonly (keyof S & string)[];
    readonly keepComponentData?: readonly string[];
  };
}

/** Card defaults (catalogue section 1.5); every builder returns a fresh object. */
export const card = (cardKey: string, tapAction: CardTapAction): CardSettings => ({
  cardKey,
  label: '',
  showLabel: true,
  tapAction,
});

export const sticker = (showLabel: boolean): StickerSettings => ({
  stickerSlug: '',
  showLabel,
  rotation: 0,
  mirrored: false,
});

export const topic = (): TopicSettings => ({ startTab: 'discover', sortSetId: '', shuffleQuiz: true });

export const timeTable = (showTime: boolean): TimeTableSettings => ({
  ...card('subject.german', 'toggleDone'),
  lessonNumber: 1,
  startTime: '08:00',
  endTime: '08:45',
  showTime,
  room: '',
});
