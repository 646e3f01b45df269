import { describe, expect, it } from 'vitest';
import {
  availableActions,
  COMPACT_BELOW,
  fitHeaderActions,
  HEADER_METRICS,
  type HeaderAction,
  isCompactFrame,
  smallHeaderPlace,
} from './header-actions.ts';

const { button, gap, padding, title } = HEADER_METRICS;
/** Screen px the header needs for `count` buttons besides "⋯". */
const needed = (count: number) => padding + title + (count + 1) * button + count * gap;
const all = availableActions({ locked: false, color: true, another: true });

describe('header actions', () => {
  it('offers settings and remove only while unlocked, colour and "another" only where the widget has them', () => {
    expect(availableActions({ locked: false, color: false, another: false })).toEqual([
      'settings',
      'focus',
      'lock',
      'remove',
    ]);
    expect(availableActions({ locked: true, color: true, another: false })).toEqual([
      'color',
      'focus',
      'lock',
    ]);
    expect(all).toEqual(['color', 'another', 'settings', 'focus', 'lock', 'remove']);
  });

  it('keeps every action in the header when the header is wide enough', () => {
    expect(fitHeaderActions(all, needed(6))).toEqual({ inline: all, overflow: [] });
    expect(fitHeaderActions(all, 2000).overflow).toEqual([]);
  });

  it('moves the least important actions into "⋯" first, keeping header order', () => {
    expect(fitHeaderActions(all, needed(6) - 1)).toEqual({
      inline: ['color', 'settings', 'focus', 'lock', 'remove'],
      overflow: ['another'],
    });
    expect(fitHeaderActions(all, needed(2))).toEqual({
      inline: ['settings', 'remove'],
      overflow: ['color', 'another', 'focus', 'lock'],
    });
    expect(fitHeaderActions(all, needed(1))).toEqual({
      inline: ['settings'],
      overflow: ['color', 'another', 'focus', 'lock', 'remove'],
    });
  });

  it('keeps only "⋯" in a narrow header (an Ampel) and never a negative count', () => {
    const actions = availableActions({ locked: false, color: false, another: false });
    expect(fitHeaderActions(actions, needed(1) - 1).inline).toEqual([]);
    expect(fitHeaderActions(actions, 0)).toEqual({ inline: [], overflow: actions });
  });

  it('keeps "Entsperren" in the header of a locked widget before anything else', () => {
    const locked = availableActions({ locked: true, color: false, another: false });
    expect(fitHeaderActions(locked, needed(1), true).inline).toEqual(['lock']);
  });

  it('never needs more room than the header has', () => {
    for (let width = 0; width <= 600; width += 7) {
      const { inline, overflow } = fitHeaderActions(all, width);
      expect([...inline, ...overflow].sort()).toEqual([...all].sort());
      if (inline.length > 0) expect(needed(inline.length)).toBeLessThanOrEqual(width);
      expect(inline.every((action: HeaderAction) => all.includes(action))).toBe(true);
    }
  });

  it("keeps a widget's own action (\"Neu laden\") right after settings and moves it into '⋯' when narrow", () => {
    const actions = ['widget:reload', ...availableActions({ locked: false, color: false, another: false })];
    const wide = fitHeaderActions(actions, 2000);
    expect(wide.inline).toEqual(actions);
    // Room for two buttons beside "⋯": settings and the widget's own action.
    const two = fitHeaderActions(actions, 6 + 64 + 44 + 2 * 46);
    expect(two.inline).toEqual(['widget:reload', 'settings']);
    expect(two.overflow).toEqual(['focus', 'lock', 'remove']);
    expect(fitHeaderActions(actions, 6 + 64 + 44 + 46).overflow).toContain('widget:reload');
  });

  it('gives low frames the compact header (cards, a one-line clock), not frames of a usual height', () => {
    expect(isCompactFrame(79)).toBe(true);
    expect(isCompactFrame(COMPACT_BELOW - 1)).toBe(true);
    expect(isCompactFrame(COMPACT_BELOW)).toBe(false);
    expect(isCompactFrame(300)).toBe(false);
    // Not measured yet: the usual header.
    expect(isCompactFrame(0)).toBe(false);
  });
});

describe('smallHeaderPlace (the header of a 150x80 card: 15x8 cells, the header 5 rows high)', () => {
  const size = { rows: 5, cols: 14, boardCols: 128 };
  const card = { i: 'card', x: 20, y: 10, w: 15, h: 8 };
  const at = (i: string, x: number, y: number) => ({ i, x, y, w: 15, h: 8 });

  it('opens above when free, else below', () => {
    expect(smallHeaderPlace(card, [card], size)).toBe('above');
    expect(smallHeaderPlace(card, [card, at('up', 20, 2)], size)).toBe('below');
    // At the board's top edge: below.
    expect(smallHeaderPlace({ ...card, y: 2 }, [{ ...card, y: 2 }], size)).toBe('below');
  });

  it('opens beside a card with neighbours directly above and below: right, else left', () => {
    const boxed = [card, at('up', 20, 2), at('down', 20, 18)];
    expect(smallHeaderPlace(card, boxed, size)).toBe('right');
    expect(smallHeaderPlace(card, [...boxed, at('right', 36, 10)], size)).toBe('left');
    // At the board's right edge: left.
    const edge = { ...card, x: 113 };
    expect(smallHeaderPlace(edge, [edge, at('up', 113, 2), at('down', 113, 18)], size)).toBe('left');
  });

  it('opens over its own top only when boxed in on every side', () => {
    const all = [card, at('up', 20, 2), at('down', 20, 18), at('right', 36, 10), at('left', 4, 10)];
    expect(smallHeaderPlace(card, all, size)).toBe('inside');
    // A neighbour beside it that ends above the header's rows leaves that side free; one that reaches
    // into them does not.
    const boxed = [card, at('up', 20, 2), at('down', 20, 18)];
    expect(smallHeaderPlace(card, [...boxed, { i: 'r', x: 36, y: 0, w: 15, h: 10 }], size)).toBe('right');
    expect(smallHeaderPlace(card, [...boxed, { i: 'r', x: 36, y: 0, w: 15, h: 11 }], size)).toBe('left');
  });
});
