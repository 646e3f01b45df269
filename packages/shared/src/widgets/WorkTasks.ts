import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of WorkTasks (catalogue section 3). */
export type WorkTasksSettings = CardSettings & { stepNumber: number | null };

/** WorkTasks: defaults per edition. */
export const workTasksWidget: WidgetData<WorkTasksSettings> = {
  defaults: () => ({ ...card('workTask.read', 'toggleDone'), stepNumber: null }),
};
