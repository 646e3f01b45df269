import { z } from 'zod';

// A topic content pack (catalogue 3.10): `content/<slug>.de.json` in this folder. The web build checks
// every pack against this schema (vite.config.ts, `topicPacks`), so a broken pack fails the build; the
// unit test `pack-schema.test.ts` checks them too. Ids are stable keys of the stored live state
// (`placements` maps an item id to a basket id), so an edited pack keeps its ids.

const ID = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);
const TEXT = z.string().trim().min(1).max(300);
const LABEL = z.string().trim().min(1).max(80);

const card = z.strictObject({ id: ID, title: LABEL, text: TEXT, back: TEXT });

/** Chips go into baskets ("Wohin gehört der Müll?"). */
const basketSet = z.strictObject({
  id: ID,
  kind: z.literal('baskets'),
  title: LABEL,
  hint: TEXT.optional(),
  baskets: z
    .array(z.strictObject({ id: ID, label: LABEL }))
    .min(2)
    .max(6),
  items: z
    .array(z.strictObject({ id: ID, label: LABEL, basket: ID }))
    .min(2)
    .max(16),
});

/** Chips are put in order into numbered places; `items` lists them in the right order. */
const orderSet = z.strictObject({
  id: ID,
  kind: z.literal('order'),
  title: LABEL,
  hint: TEXT.optional(),
  /** Names of the first and the last place ("kürzeste Zeit", "längste Zeit"). */
  firstLabel: LABEL,
  lastLabel: LABEL,
  items: z
    .array(z.strictObject({ id: ID, label: LABEL, detail: LABEL.optional() }))
    .min(2)
    .max(8),
});

const sortSet = z.discriminatedUnion('kind', [basketSet, orderSet]);

const question = z.strictObject({
  id: ID,
  question: TEXT,
  /** Three answers, the correct one first (the player shuffles). */
  answers: z.tuple([LABEL, LABEL, LABEL]),
});

const source = z.strictObject({
  name: LABEL,
  note: TEXT.optional(),
  url: z
    .string()
    .regex(/^https:\/\/[^\s]+$/)
    .max(300)
    .optional(),
});

export const topicPackSchema = z
  .strictObject({
    slug: ID,
    language: z.literal('de'),
    title: LABEL,
    /** Klassenstufen, e.g. "3–6" (shown under "ⓘ Für Lehrkräfte"). */
    grades: z.string().regex(/^\d{1,2}(?:–\d{1,2})?$/),
    /** The frame the widget takes when placed (catalogue 1.3, external-content entries). */
    naturalSize: z.strictObject({
      width: z.number().int().min(120).max(1920),
      height: z.number().int().min(80).max(1080),
    }),
    cards: z.array(card).min(1).max(30),
    sortSets: z.array(sortSet).min(1).max(6),
    quiz: z.array(question).min(1).max(30),
    sources: z.array(source).min(1).max(12),
  })
  .superRefine((pack, ctx) => {
    const unique = (ids: readonly string[], what: string) => {
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `${what}: id "${id}" twice` });
        seen.add(id);
      }
    };
    unique(
      pack.cards.map((c) => c.id),
      'cards',
    );
    unique(
      pack.sortSets.map((s) => s.id),
      'sortSets',
    );
    unique(
      pack.quiz.map((q) => q.id),
      'quiz',
    );
    // Item ids are keys of `placements` across all sets of the pack.
    unique(
      pack.sortSets.flatMap((s) => s.items.map((i) => i.id)),
      'sort items',
    );
    for (const set of pack.sortSets) {
      if (set.kind !== 'baskets') continue;
      unique(
        set.baskets.map((b) => b.id),
        `baskets of ${set.id}`,
      );
      const baskets = new Set(set.baskets.map((b) => b.id));
      for (const item of set.items)
        if (!baskets.has(item.basket))
          ctx.addIssue({
            code: 'custom',
            message: `${set.id}: item "${item.id}" names no basket of the set`,
          });
    }
    for (const q of pack.quiz)
      if (new Set(q.answers).size !== 3)
        ctx.addIssue({ code: 'custom', message: `quiz ${q.id}: the three answers must differ` });
  });

export type TopicPack = z.infer<typeof topicPackSchema>;
export type SortSet = TopicPack['sortSets'][number];
export type QuizQuestion = TopicPack['quiz'][number];

/** The problems of a pack as readable lines (empty when it is valid). */
export function topicPackProblems(value: unknown): string[] {
  const result = topicPackSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(pack)'}: ${issue.message}`);
}

/** The problems of a pack file `<slug>.de.json` as read from disk: its JSON, its schema, its name. */
export function topicPackFileProblems(fileName: string, text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [`${fileName}: ${(error as Error).message}`];
  }
  const problems = topicPackProblems(value);
  const slug = (value as { slug?: unknown } | null)?.slug;
  if (problems.length === 0 && fileName !== `${String(slug)}.de.json`)
    problems.push(`the file name must be "<slug>.de.json" ("${String(slug)}.de.json")`);
  return problems.map((problem) => `${fileName}: ${problem}`);
}
