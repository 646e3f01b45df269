import type { ColorToken, WidgetData } from './common.ts';

/** A sentence-part role of the Predicate widget. */
export type PredicateRole = 'predicate' | 'subject' | 'accusativeObject' | 'dativeObject' | 'adverbial';

/** extraSettings of Predicate (catalogue section 3). */
export type PredicateSettings = {
  sentence: string;
  enabledRoles: PredicateRole[];
  showQuestions: boolean;
  roleColors: Record<PredicateRole, ColorToken>;
};

/** Predicate: defaults per edition. */
export const predicateWidget: WidgetData<PredicateSettings> = {
  defaults: (primary) => ({
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
};
