import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isShareClonedDesktop, isSharedDesktop } from './desktop-state.ts';

const context = { ownerUserMail: 'lehrerin@example.org', sharedWithDesktopId: 'd2' };

describe('desktop sharing state (spec section 4)', () => {
  it("is 'shared' with sharedContexts and not cloned", () => {
    expect(isSharedDesktop({ sharedContexts: [context], clonedFromDesktopId: null })).toBe(true);
    expect(isSharedDesktop({ sharedContexts: [context] })).toBe(true);
    expect(isSharedDesktop({ sharedContexts: [], clonedFromDesktopId: null })).toBe(false);
    expect(isSharedDesktop({ sharedContexts: null })).toBe(false);
    expect(isSharedDesktop({ sharedContexts: [context], clonedFromDesktopId: 'd1' })).toBe(false);
  });

  it("is 'share-cloned' with clonedFromDesktopId", () => {
    expect(isShareClonedDesktop({ clonedFromDesktopId: 'd1' })).toBe(true);
    expect(isShareClonedDesktop({ clonedFromDesktopId: null })).toBe(false);
    expect(isShareClonedDesktop({ clonedFromDesktopId: '' })).toBe(false);
    expect(isShareClonedDesktop({})).toBe(false);
  });
});

describe('desktop sharing state properties', () => {
  const desktop = fc.record(
    {
      sharedContexts: fc.option(fc.array(fc.constant(context), { maxLength: 3 }), { nil: undefined }),
      clonedFromDesktopId: fc.option(fc.oneof(fc.uuid(), fc.constant('')), { nil: undefined }),
    },
    { requiredKeys: [] },
  );

  it('a desktop is never both shared and share-cloned', () => {
    fc.assert(fc.property(desktop, (d) => !(isSharedDesktop(d) && isShareClonedDesktop(d))));
  });

  it('shared means: has sharedContexts and is not share-cloned', () => {
    fc.assert(
      fc.property(desktop, (d) => {
        return isSharedDesktop(d) === ((d.sharedContexts?.length ?? 0) > 0 && !isShareClonedDesktop(d));
      }),
    );
  });
});
