import { describe, expect, it } from 'vitest';
import { hyphenatorIfLoaded, loadHyphenator, SOFT_HYPHEN, withoutSoftHyphens } from './hyphenate.ts';

const show = (text: string) => text.replaceAll(SOFT_HYPHEN, '|');

describe('German hyphenation of card labels (hyphen, de-1996 patterns)', () => {
  it('puts soft hyphens into long compounds that no list names, and nothing else into the text', async () => {
    const hyphenate = await loadHyphenator();
    expect(hyphenatorIfLoaded()).toBe(hyphenate);
    expect(show(hyphenate('Klassenratssitzung'))).toBe('Klas|sen|rats|sit|zung');
    expect(show(hyphenate('Hausaufgabenbesprechung'))).toBe('Haus|auf|ga|ben|be|spre|chung');
    expect(show(hyphenate('Rechtschreibübung'))).toBe('Recht|schreib|übung');
    // Several words, punctuation and short words stay as they are apart from the soft hyphens.
    const text = 'Ich – Du – Wir, Lerntempoduett';
    expect(withoutSoftHyphens(hyphenate(text))).toBe(text);
    expect(show(hyphenate('Pause'))).toBe('Pause');
  });
});
