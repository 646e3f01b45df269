import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of Communication (catalogue section 3). */
export type CommunicationSettings = CardSettings;

/** Communication: defaults per edition. */
export const communicationWidget: WidgetData<CommunicationSettings> = {
  defaults: () => card('communication.raiseHand', 'none'),
};
