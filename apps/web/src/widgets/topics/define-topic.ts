import type { TopicSettings, WidgetExtraSettingsMap, WidgetTypeKey } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget, type WidgetDefinition } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import type { SettingsEditorLoader, WidgetViewModule } from '../sdk/view-types.ts';
import type { TopicPack } from './pack-schema.ts';

// The topic widgets ("Themen", catalogue 3.10) are one learning-card player with a content pack each:
// a type is a line in definitions.ts, `defineTopicWidget(type, loader of content/<slug>.de.json)`, and
// its manifest (icon) in manifest.ts.
// The pack loads lazily together with the player (the view) and with the settings part.

/** The widget types whose settings are the shared topic settings. */
export type TopicType = {
  [K in WidgetTypeKey]: WidgetExtraSettingsMap[K] extends TopicSettings ? K : never;
}[WidgetTypeKey];

/** The tabs; `teacher` is "ⓘ Für Lehrkräfte" (not a start tab). */
export const TOPIC_TABS = ['discover', 'sort', 'quiz', 'teacher'] as const;
export type TopicTab = (typeof TOPIC_TABS)[number];
export const START_TABS = ['discover', 'sort', 'quiz'] as const satisfies readonly TopicTab[];

/** Most cards, chips and questions a stored state may name (packs have far fewer). */
const MAX_ENTRIES = 100;

/** Live state (catalogue 3.10): tab, card, flipped cards, chips in baskets, given answers, mixed orders. */
export const topicDataSchema = z.object({
  tab: z.enum(TOPIC_TABS),
  cardIndex: z.number().int().min(0).max(MAX_ENTRIES),
  /** Indices of the cards turned to "Wusstest du?". */
  flipped: z.array(z.number().int().min(0).max(MAX_ENTRIES)).max(MAX_ENTRIES),
  /** Item id → basket id, for the chips of every sort set of the pack. */
  placements: z.record(z.string().max(100), z.string().max(100)),
  /** The answers given so far, in question order: the index into the pack's answers (0 = right). */
  quizAnswers: z.array(z.number().int().min(0).max(2)).max(MAX_ENTRIES),
  /**
   * The mixed order of each sort set's chips (set id → item ids), drawn with crypto randomness the first
   * time the set is shown and saved, so a reload and every screen show the same order (catalogue 2.3).
   */
  chipOrders: z.record(z.string().max(100), z.array(z.string().max(100)).max(MAX_ENTRIES)),
  /** The mixed order of each question's answers in this round, drawn at its start ("Nochmal" draws anew). */
  answerOrders: z.array(z.array(z.number().int().min(0).max(2)).max(3)).max(MAX_ENTRIES),
});
export type TopicData = z.infer<typeof topicDataSchema>;

export const initialTopicData = (settings: TopicSettings): TopicData => ({
  tab: settings.startTab,
  cardIndex: 0,
  flipped: [],
  placements: {},
  quizAnswers: [],
  chipOrders: {},
  answerOrders: [],
});

/** A pack module as a dynamic JSON import gives it; the build has checked it against the schema. */
export type PackLoader = () => Promise<{ readonly default: unknown }>;

export function defineTopicWidget<K extends TopicType>(
  type: K,
  loadPack: PackLoader,
): WidgetDefinition<K, TopicData> {
  let pack: Promise<TopicPack> | undefined;
  const packOnce = () => {
    pack ??= loadPack().then((module) => module.default as TopicPack);
    return pack;
  };
  const sortSetEditor: SettingsEditorLoader = () =>
    Promise.all([import('./SortSetEditor.tsx'), packOnce()]).then(([module, p]) => ({
      SettingsEditor: module.sortSetEditorFor(p),
    }));
  const fields = {
    startTab: field.enum(START_TABS),
    // Chosen among the pack's sets by its own part; '' is the first set.
    sortSetId: field.text({ maxLength: 80, editor: sortSetEditor }),
    shuffleQuiz: field.boolean(),
  };
  return defineWidget({
    type,
    settings: {
      version: 1,
      fields: fields as unknown as WidgetDefinition<K, TopicData>['settings']['fields'],
      migrations: [],
    },
    componentData: { schema: topicDataSchema, initial: (settings) => initialTopicData(settings) },
    // A new start tab is shown at once; everything else stays as the class left it.
    onSettingsChange: (previous, next, state) =>
      previous.startTab === next.startTab ? state : { ...state, tab: next.startTab },
    loadView: () =>
      Promise.all([import('./index.ts'), packOnce()]).then(
        ([module, p]) => ({ View: module.playerFor(p) }) as unknown as WidgetViewModule<K, TopicData>,
      ),
  });
}
