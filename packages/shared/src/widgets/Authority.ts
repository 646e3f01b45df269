import type { WidgetData } from './common.ts';

/** A duty tile of the Authority widget (a type alias: a list of plain records for the settings form). */
export type AuthorityDuty = {
  id: string;
  label: string;
  symbolKey: string;
  slots: number;
};

/** Default duties of the Authority widget in the primary edition. */
export const PRIMARY_AUTHORITY_DUTIES: readonly AuthorityDuty[] = [
  { id: 'board', label: 'Tafeldienst', symbolKey: 'duty.board', slots: 1 },
  { id: 'tidy', label: 'Ordnungsdienst', symbolKey: 'duty.tidy', slots: 1 },
  { id: 'handOut', label: 'Austeildienst', symbolKey: 'duty.handOut', slots: 2 },
  { id: 'flowers', label: 'Blumendienst', symbolKey: 'duty.flowers', slots: 1 },
  { id: 'waste', label: 'Mülldienst', symbolKey: 'duty.waste', slots: 1 },
  { id: 'light', label: 'Lichtdienst', symbolKey: 'duty.light', slots: 1 },
  { id: 'window', label: 'Fensterdienst', symbolKey: 'duty.window', slots: 1 },
  { id: 'breakGames', label: 'Pausenspiele', symbolKey: 'duty.breakGames', slots: 1 },
];

/** Default duties of the Authority widget in the secondary edition. */
export const SECONDARY_AUTHORITY_DUTIES: readonly AuthorityDuty[] = [
  { id: 'board', label: 'Tafeldienst', symbolKey: 'duty.board', slots: 1 },
  { id: 'tidy', label: 'Ordnungsdienst', symbolKey: 'duty.tidy', slots: 1 },
  { id: 'waste', label: 'Mülldienst', symbolKey: 'duty.waste', slots: 1 },
  { id: 'airing', label: 'Lüftungsdienst', symbolKey: 'duty.airing', slots: 1 },
  { id: 'classBook', label: 'Klassenbuchdienst', symbolKey: 'duty.classBook', slots: 1 },
  { id: 'technology', label: 'Technikdienst', symbolKey: 'duty.technology', slots: 1 },
];

/** Bounds of the Authority settings: duties per widget, names per duty, label length. */
export const AUTHORITY_LIMITS = { maxDuties: 16, maxSlots: 4, maxLabelLength: 40 } as const;

/** extraSettings of Authority (catalogue section 3). */
export type AuthoritySettings = {
  duties: AuthorityDuty[];
  rotation: 'manual' | 'daily' | 'weekly';
  showSymbols: boolean;
};

/** Authority: defaults per edition, limits. */
export const authorityWidget: WidgetData<AuthoritySettings> = {
  defaults: (primary) => ({
    duties: (primary ? PRIMARY_AUTHORITY_DUTIES : SECONDARY_AUTHORITY_DUTIES).map((d) => ({ ...d })),
    rotation: 'weekly',
    showSymbols: true,
  }),
  limits: AUTHORITY_LIMITS,
};
