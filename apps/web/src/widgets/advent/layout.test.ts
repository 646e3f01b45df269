import { ADVENT_DOOR_COUNT } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { DOOR_SLOTS, SCENE_COLUMNS, SCENE_ROWS } from './layout.ts';

describe('door slots', () => {
  it('24 slots cover the 8x4 grid exactly once, in different sizes', () => {
    expect(DOOR_SLOTS).toHaveLength(ADVENT_DOOR_COUNT);
    const cells = new Map<string, number>();
    for (const s of DOOR_SLOTS)
      for (let c = s.column; c < s.column + s.columns; c++)
        for (let r = s.row; r < s.row + s.rows; r++)
          cells.set(`${c},${r}`, (cells.get(`${c},${r}`) ?? 0) + 1);
    expect(cells.size).toBe(SCENE_COLUMNS * SCENE_ROWS);
    expect([...cells.values()].every((n) => n === 1)).toBe(true);
    expect(
      [...cells.keys()].every((k) => {
        const [c, r] = k.split(',').map(Number) as [number, number];
        return c >= 1 && c <= SCENE_COLUMNS && r >= 1 && r <= SCENE_ROWS;
      }),
    ).toBe(true);
    expect(new Set(DOOR_SLOTS.map((s) => s.columns * s.rows)).size).toBeGreaterThan(2);
  });
});
