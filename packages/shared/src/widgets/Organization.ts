import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of Organization (catalogue section 3). */
export type OrganizationSettings = CardSettings;

/** Organization: defaults per edition. */
export const organizationWidget: WidgetData<OrganizationSettings> = {
  defaults: () => card('organization.tidyUp', 'toggleDone'),
};
