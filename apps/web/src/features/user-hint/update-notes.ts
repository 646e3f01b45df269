import type { WidgetTypeKey } from '@tafino/shared';

/** 'Neuigkeiten' entries; the text of each is `shell.userHint.notes.<key>` in the de-DE catalogue. */
export interface UpdateNote {
  key: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** The widget the note announces: the dialog offers to place it ("Ausprobieren"). */
  widget?: WidgetTypeKey;
}

/** Release notes; the dialog shows the newest one. */
export const UPDATE_NOTES: readonly UpdateNote[] = [
  { key: 'shapesAndSurfaces', date: '2025-09-10', widget: 'ShapesAndSurfaces' },
];

/** The newest note by date. */
export function latestUpdateNote(notes: readonly UpdateNote[] = UPDATE_NOTES): UpdateNote | undefined {
  return [...notes].sort((a, b) => b.date.localeCompare(a.date))[0];
}

/** German date ('10.09.2025') of an ISO date, independent of the time zone. */
export function formatNoteDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}
