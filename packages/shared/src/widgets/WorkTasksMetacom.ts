import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of WorkTasksMetacom (catalogue section 3). */
export type WorkTasksMetacomSettings = CardSettings & { stepNumber: number | null };

/** WorkTasksMetacom: defaults per edition. */
export const workTasksMetacomWidget: WidgetData<WorkTasksMetacomSettings> = {
  defaults: () => ({ ...card('workTask.read', 'toggleDone'), stepNumber: null }),
};
