import { describe, expect, it, vi } from 'vitest';
import { createTranslator, interpolate, mergeCatalogue } from './translator.ts';

const catalogue = {
  board: {
    title: 'Tafel',
    greeting: 'Hallo {{name}}, heute ist {{ day }}.',
    empty: '',
    widgets_one: '{{count}} Widget',
    widgets_other: '{{count}} Widgets',
    onlyBare: '{{count}} Sachen',
    onlyBare_one: 'eine Sache',
    none: 'manche',
    none_zero: 'keine',
    section: { nested: 'tief' },
  },
};

describe('translator', () => {
  const { t } = createTranslator('de-DE', catalogue);

  it('returns the string at a dotted path', () => {
    expect(t('board.title')).toBe('Tafel');
    expect(t('board.section.nested')).toBe('tief');
    expect(t('board.empty')).toBe('');
  });

  it('returns the key for a missing key and for a path that ends at an object', () => {
    expect(t('board.missing')).toBe('board.missing');
    expect(t('board.title.deeper')).toBe('board.title.deeper');
    expect(t('board.section')).toBe('board.section');
    expect(t('board.toString')).toBe('board.toString');
    expect(t('constructor')).toBe('constructor');
  });

  it('uses defaultValue only for a missing key, interpolated', () => {
    expect(t('board.missing', { defaultValue: 'Ersatz {{name}}', name: 'Ada' })).toBe('Ersatz Ada');
    expect(t('board.missing', { defaultValue: '' })).toBe('');
    expect(t('board.section', { defaultValue: 'Ersatz' })).toBe('Ersatz');
    expect(t('board.title', { defaultValue: 'Ersatz' })).toBe('Tafel');
    expect(t('board.empty', { defaultValue: 'Ersatz' })).toBe('');
  });

  it('fills {{placeholders}} and leaves those without an option', () => {
    expect(t('board.greeting', { name: 'Ada', day: 'Montag' })).toBe('Hallo Ada, heute ist Montag.');
    expect(t('board.greeting', { name: 'Ada' })).toBe('Hallo Ada, heute ist {{ day }}.');
    expect(t('board.greeting')).toBe('Hallo {{name}}, heute ist {{ day }}.');
    expect(t('board.greeting', { name: null, day: undefined })).toBe('Hallo , heute ist .');
    expect(t('board.greeting', { name: 0, day: ['a', 'b'] })).toBe('Hallo 0, heute ist a,b.');
  });

  it('inserts values literally: no escaping, no second pass, no replacement patterns', () => {
    expect(t('board.greeting', { name: '<b>$&$1</b>', day: '{{name}}' })).toBe(
      'Hallo <b>$&$1</b>, heute ist {{name}}.',
    );
    expect(interpolate('{{user.name}}', { user: { name: 'Ada' } })).toBe('Ada');
  });

  it('chooses the German plural form by count: 0 and 2 other, 1 one', () => {
    expect(t('board.widgets', { count: 0 })).toBe('0 Widgets');
    expect(t('board.widgets', { count: 1 })).toBe('1 Widget');
    expect(t('board.widgets', { count: 2 })).toBe('2 Widgets');
    expect(t('board.widgets', { count: 1.5 })).toBe('1.5 Widgets');
  });

  it('falls back to the bare key when the plural form is missing, and to the key without count', () => {
    expect(t('board.onlyBare', { count: 1 })).toBe('eine Sache');
    expect(t('board.onlyBare', { count: 3 })).toBe('3 Sachen');
    expect(t('board.widgets')).toBe('board.widgets');
    expect(t('board.none', { count: 0 })).toBe('keine');
    expect(t('board.none', { count: 4 })).toBe('manche');
  });

  it('addResources merges deeply, lets new strings win and tells the subscribers', () => {
    const translator = createTranslator('de-DE', catalogue);
    const listener = vi.fn();
    const unsubscribe = translator.subscribe(listener);
    expect(translator.revision()).toBe(0);
    // Looked up before the resources arrive: the answers of those lookups are not kept.
    expect(translator.t('board.title')).toBe('Tafel');
    expect(translator.t('board.extra')).toBe('board.extra');
    translator.addResources({
      board: { title: 'Neue Tafel', extra: 'dazu' },
      widgets: { Clock: { name: 'Uhr' } },
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(translator.revision()).toBe(1);
    expect(translator.t('board.title')).toBe('Neue Tafel');
    expect(translator.t('board.extra')).toBe('dazu');
    expect(translator.t('board.section.nested')).toBe('tief');
    expect(translator.t('widgets.Clock.name')).toBe('Uhr');
    unsubscribe();
    translator.addResources({ board: { title: 'x' } });
    expect(listener).toHaveBeenCalledTimes(1);
    // The first translator's catalogue is its own copy.
    expect(t('board.title')).toBe('Tafel');
  });

  it('never changes the merged objects', () => {
    const source = { widgets: { Clock: { name: 'Uhr' } } };
    const target = mergeCatalogue({}, source);
    mergeCatalogue(target, { widgets: { Clock: { settings: 'Einstellungen' } } });
    expect(source).toEqual({ widgets: { Clock: { name: 'Uhr' } } });
  });
});
