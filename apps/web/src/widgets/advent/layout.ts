// The Grundschule calendar's doors of different sizes: 24 slots that fill an 8x4 grid exactly (one
// 2x2 door, five doors of two cells, eighteen of one); the door numbers go into the slots in the
// calendar's fixed shuffled order.

/** A slot: column and row (1-based) and its spans. */
export interface DoorSlot {
  readonly column: number;
  readonly row: number;
  readonly columns: number;
  readonly rows: number;
}

export const SCENE_COLUMNS = 8;
export const SCENE_ROWS = 4;

const slot = (column: number, row: number, columns = 1, rows = 1): DoorSlot => ({
  column,
  row,
  columns,
  rows,
});

export const DOOR_SLOTS: readonly DoorSlot[] = [
  slot(1, 1, 2, 2),
  slot(3, 1),
  slot(4, 1, 2, 1),
  slot(6, 1),
  slot(7, 1, 1, 2),
  slot(8, 1),
  slot(3, 2),
  slot(4, 2),
  slot(5, 2),
  slot(6, 2),
  slot(8, 2),
  slot(1, 3),
  slot(2, 3, 2, 1),
  slot(4, 3, 1, 2),
  slot(5, 3),
  slot(6, 3, 2, 1),
  slot(8, 3),
  slot(1, 4),
  slot(2, 4),
  slot(3, 4),
  slot(5, 4),
  slot(6, 4),
  slot(7, 4),
  slot(8, 4),
];

/** Door colours of the winter scene, by slot. */
export const DOOR_COLORS = ['#c62828', '#2e7d32', '#f9a825', '#1565c0', '#6a1b9a', '#ad1457'] as const;
