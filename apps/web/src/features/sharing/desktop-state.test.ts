import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { desktopShareState } from './desktop-state.ts';
import { mergeSharing } from './queries.ts';
import { desktopFixture } from './test-fixtures.ts';

const t = i18n.t.bind(i18n);

const context = (n: number) => ({ ownerUserMail: 'lehrerin@example.org', sharedWithDesktopId: `c${n}` });

describe('desktopShareState', () => {
  it('is undefined for a desktop that is neither shared nor a copy (a code alone is not "shared")', () => {
    expect(desktopShareState(desktopFixture({ cloneShareActionCode: 'ABCDEFGH' }), [], t)).toBeUndefined();
  });

  it('shows "Geteilt" with the number of copies', () => {
    expect(desktopShareState(desktopFixture({ sharedContexts: [context(1)] }), [], t)).toEqual({
      kind: 'shared',
      short: 'Geteilt',
      detail: 'Geteilt: 1 Kopie wurde übernommen',
    });
    expect(
      desktopShareState(desktopFixture({ sharedContexts: [context(1), context(2)] }), [], t)?.detail,
    ).toBe('Geteilt: 2 Kopien wurden übernommen');
  });

  it('shows "Kopie" with the owner mail for a colleague\'s desktop', () => {
    const copy = desktopFixture({
      clonedFromDesktopId: 'foreign',
      shareContext: { ownerUserMail: 'lehrerin@example.org', sharedWithDesktopId: 'd1' },
      // A copy that was shared on is still a copy (spec: shared = has contexts and was not cloned).
      sharedContexts: [context(1)],
    });
    expect(desktopShareState(copy, [], t)).toEqual({
      kind: 'share-cloned',
      short: 'Kopie',
      detail: 'Kopie von lehrerin@example.org',
    });
  });

  it('names the own source desktop of a duplicate', () => {
    const source = desktopFixture({ id: 'src', name: 'Deutsch' });
    const copy = desktopFixture({ clonedFromDesktopId: 'src' });
    expect(desktopShareState(copy, [source, copy], t)?.detail).toBe('Kopie von „Deutsch“');
    expect(desktopShareState(desktopFixture({ clonedFromDesktopId: 'gone' }), [], t)?.detail).toBe(
      'Kopie einer geteilten Tafel',
    );
  });
});

describe('mergeSharing', () => {
  it('takes only the sharing fields of fresh desktops', () => {
    const cached = desktopFixture({ extraProperties: { desktopLayoutMeta: { local: true } } });
    const fresh = desktopFixture({
      name: 'server name',
      extraProperties: {},
      cloneShareActionCode: 'ABCDEFGH',
      sharedContexts: [context(1)],
    });
    const [merged] = mergeSharing([cached], [fresh]) ?? [];
    expect(merged?.name).toBe('Mathe 3b');
    expect(merged?.extraProperties).toEqual({ desktopLayoutMeta: { local: true } });
    expect(merged?.cloneShareActionCode).toBe('ABCDEFGH');
    expect(merged?.sharedContexts).toHaveLength(1);
    expect(mergeSharing(undefined, [fresh])).toBeUndefined();
  });
});
