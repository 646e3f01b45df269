// The card catalogues of catalogue 3.2 (one per card family): concept keys of the symbol packs
// (catalogue 1.5), in the catalogue's order, with the edition that adds them and, for subjects,
// the default colour. Labels are in i18n `widgets.cards.concepts.<family>.<name>`.
import type { ColorToken, EffectiveEdition } from '@tafino/shared';

export interface CardEntry {
  readonly key: string;
  /** Only in this edition (P = Grundschule, S = Sekundarstufe); both when absent. */
  readonly only?: 'P' | 'S';
  /** Subjects: the default colour of the colour bar (TimeTable uses the same). */
  readonly color?: ColorToken;
  /** Methods: the number of steps "Ablauf zeigen" lists (2–4). */
  readonly steps?: number;
}

export type CardFamily =
  | 'subject'
  | 'socialForm'
  | 'workTask'
  | 'material'
  | 'communication'
  | 'organization'
  | 'method'
  | 'timeTable';

const SUBJECTS: readonly CardEntry[] = [
  { key: 'subject.german', color: 'red' },
  { key: 'subject.math', color: 'blue' },
  { key: 'subject.generalStudies', color: 'green', only: 'P' },
  { key: 'subject.english', color: 'orange' },
  { key: 'subject.french', color: 'purple', only: 'S' },
  { key: 'subject.latin', color: 'grey', only: 'S' },
  { key: 'subject.spanish', color: 'yellow', only: 'S' },
  { key: 'subject.biology', color: 'green', only: 'S' },
  { key: 'subject.chemistry', color: 'purple', only: 'S' },
  { key: 'subject.physics', color: 'blue', only: 'S' },
  { key: 'subject.history', color: 'orange', only: 'S' },
  { key: 'subject.geography', color: 'green', only: 'S' },
  { key: 'subject.politics', color: 'red', only: 'S' },
  { key: 'subject.economics', color: 'yellow', only: 'S' },
  { key: 'subject.computerScience', color: 'grey', only: 'S' },
  { key: 'subject.technology', color: 'grey', only: 'S' },
  { key: 'subject.art', color: 'pink' },
  { key: 'subject.music', color: 'purple' },
  { key: 'subject.sport', color: 'yellow' },
  { key: 'subject.swimming', color: 'blue', only: 'P' },
  { key: 'subject.religion', color: 'white' },
  { key: 'subject.ethics', color: 'white' },
  { key: 'subject.crafts', color: 'orange', only: 'P' },
  { key: 'subject.textiles', color: 'pink', only: 'P' },
  { key: 'subject.support', color: 'grey', only: 'P' },
  { key: 'subject.club', color: 'yellow', only: 'P' },
];

const ORGANIZATION: readonly CardEntry[] = [
  { key: 'organization.morningCircle' },
  { key: 'organization.breakfast' },
  { key: 'organization.recess' },
  { key: 'organization.lunch' },
  { key: 'organization.tidyUp' },
  { key: 'organization.washHands' },
  { key: 'organization.toilet' },
  { key: 'organization.homework' },
  { key: 'organization.weeklyPlan' },
  { key: 'organization.freeWork' },
  { key: 'organization.readingTime' },
  { key: 'organization.sportsKit' },
  { key: 'organization.trip' },
  { key: 'organization.endOfSchool' },
  { key: 'organization.classCouncil', only: 'S' },
  { key: 'organization.exam', only: 'S' },
  { key: 'organization.submission', only: 'S' },
  { key: 'organization.projectTime', only: 'S' },
];

const keys = (only: 'P' | 'S' | undefined, list: string[]): CardEntry[] =>
  list.map((key) => (only ? { key, only } : { key }));

export const CARD_CATALOGUES: Readonly<Record<CardFamily, readonly CardEntry[]>> = {
  subject: SUBJECTS,
  // The day plan: the subjects plus the parts of the day ("Pause", "Frühstück", "Morgenkreis", ...).
  timeTable: [...SUBJECTS, { key: 'organization.break' }, ...ORGANIZATION],
  socialForm: [
    { key: 'socialForm.individualWork' },
    { key: 'socialForm.pairWork' },
    { key: 'socialForm.groupWork' },
    { key: 'socialForm.circle', only: 'P' },
    { key: 'socialForm.plenary', only: 'S' },
  ],
  workTask: [
    ...keys(undefined, [
      'workTask.read',
      'workTask.write',
      'workTask.copy',
      'workTask.calculate',
      'workTask.paint',
      'workTask.colourIn',
      'workTask.cut',
      'workTask.glue',
      'workTask.tick',
      'workTask.connect',
      'workTask.underline',
      'workTask.encircle',
      'workTask.listen',
      'workTask.readAloud',
      'workTask.think',
      'workTask.discuss',
      'workTask.check',
      'workTask.handIn',
      'workTask.learn',
    ]),
    ...keys('S', ['workTask.research', 'workTask.present', 'workTask.summarize']),
  ],
  material: [
    ...keys(undefined, [
      'material.notebook',
      'material.workbook',
      'material.book',
      'material.worksheet',
      'material.pencilCase',
      'material.pencil',
      'material.colouredPencils',
      'material.fountainPen',
      'material.ruler',
      'material.eraser',
      'material.sharpener',
      'material.scissors',
      'material.glue',
      'material.paintBox',
      'material.pad',
      'material.dictionary',
      'material.tablet',
      'material.headphones',
    ]),
    ...keys('S', [
      'material.calculator',
      'material.setSquare',
      'material.compass',
      'material.atlas',
      'material.laptop',
    ]),
  ],
  communication: [
    ...keys(undefined, [
      'communication.raiseHand',
      'communication.listen',
      'communication.letFinish',
      'communication.whisper',
      'communication.workQuietly',
      'communication.speakClearly',
      'communication.askQuestions',
      'communication.needHelp',
      'communication.eyeContact',
      'communication.silence',
    ]),
    ...keys('S', ['communication.askBack', 'communication.giveFeedback', 'communication.debate']),
  ],
  organization: ORGANIZATION,
  method: [
    { key: 'method.thinkPairShare', steps: 3 },
    { key: 'method.placemat', steps: 3 },
    { key: 'method.jigsaw', steps: 3 },
    { key: 'method.innerOuterCircle', steps: 3 },
    { key: 'method.galleryWalk', steps: 3 },
    { key: 'method.flashlight', steps: 2 },
    { key: 'method.learningTempoDuet', steps: 4 },
    { key: 'method.partnerInterview', steps: 3 },
    { key: 'method.learningStations', steps: 3 },
    { key: 'method.fishbowl', steps: 3, only: 'S' },
    { key: 'method.mindmap', steps: 3, only: 'S' },
    { key: 'method.brainstorming', steps: 2, only: 'S' },
  ],
};

/** The entries of a family offered in an edition. */
export function catalogueFor(family: CardFamily, edition: EffectiveEdition): readonly CardEntry[] {
  const mine = edition === 'SecondaryGradeLevel' ? 'S' : 'P';
  return CARD_CATALOGUES[family].filter((entry) => !entry.only || entry.only === mine);
}

/** The entry of a key in any family (null for a free key or a key of another pack). */
export function cardEntry(key: string): CardEntry | null {
  for (const list of Object.values(CARD_CATALOGUES)) {
    const found = list.find((entry) => entry.key === key);
    if (found) return found;
  }
  return null;
}

/** The i18n key of a concept's label (nested by the key's dots). */
export function conceptLabelKey(key: string): string {
  return `widgets.cards.concepts.${key}`;
}
