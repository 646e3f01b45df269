import type { AdventDoor } from './AdventCalendar.ts';
import type { WidgetData } from './common.ts';

/** extraSettings of AdventCalendarSecondary (catalogue section 3). */
export type AdventCalendarSecondarySettings = {
  unlockMode: 'byDate' | 'all';
  doors: AdventDoor[];
  shuffleDoors: boolean;
};

/** AdventCalendarSecondary: defaults per edition. */
export const adventCalendarSecondaryWidget: WidgetData<AdventCalendarSecondarySettings> = {
  defaults: () => ({ unlockMode: 'byDate', doors: [], shuffleDoors: false }),
};
