import type { WidgetTypeKey } from '@tafino/shared';
import { animalStickerDefinition } from './AnimalSticker/definition.ts';
import { authorityDefinition } from './Authority/definition.ts';
import { adventCalendarDefinition, adventCalendarSecondaryDefinition } from './advent/definition.ts';
import { calendarDefinition } from './Calendar/definition.ts';
import { calendarMetacomDefinition } from './CalendarMetacom/definition.ts';
import { clockDefinition } from './Clock/definition.ts';
import { communicationDefinition } from './Communication/definition.ts';
import { diceDefinition } from './Dice/definition.ts';
import { digitalClockDefinition } from './DigitalClock/definition.ts';
import { drawDefinition } from './Draw/definition.ts';
import { externalContentDefinition } from './ExternalContent/definition.ts';
import { flagsStickerDefinition } from './FlagsSticker/definition.ts';
import { flipCardDefinition } from './FlipCard/definition.ts';
import { fractionsDefinition } from './Fractions/definition.ts';
import { groupRandomizerDefinition } from './GroupRandomizer/definition.ts';
import { htmlEditorDefinition } from './HtmlEditor/definition.ts';
import { materialDefinition } from './Material/definition.ts';
import { materialMetacomDefinition } from './MaterialMetacom/definition.ts';
import { mediaDefinition } from './Media/definition.ts';
import { metacomDefinition } from './Metacom/definition.ts';
import { methodsDefinition } from './Methods/definition.ts';
import { moneyStickerDefinition } from './MoneySticker/definition.ts';
import { multiLineTextDefinition } from './MultiLineText/definition.ts';
import { numberLineDefinition } from './NumberLine/definition.ts';
import { organizationDefinition } from './Organization/definition.ts';
import { predicateDefinition } from './Predicate/definition.ts';
import { qrCodeDefinition } from './QrCode/definition.ts';
import { readTheClockDefinition } from './ReadTheClock/definition.ts';
import { shapesAndSurfacesDefinition } from './ShapesAndSurfaces/definition.ts';
import { socialFormsDefinition } from './SocialForms/definition.ts';
import { socialFormsMetacomDefinition } from './SocialFormsMetacom/definition.ts';
import { stickerDefinition } from './Sticker/definition.ts';
import { stopwatchDefinition } from './Stopwatch/definition.ts';
import { subjectDefinition } from './Subject/definition.ts';
import type { AnyWidgetDefinition } from './sdk/define.ts';
import { timerDefinition } from './Timer/definition.ts';
import { timeTableDefinition } from './TimeTable/definition.ts';
import { timeTableMetacomDefinition } from './TimeTableMetacom/definition.ts';
import { trafficLightDefinition } from './TrafficLight/definition.ts';
import { CLIMATE_ICON, defineTopicWidget, OCEAN_ICON } from './topics/define-topic.ts';
import { visualTimerDefinition } from './VisualTimer/definition.ts';
import { warmShowerDefinition } from './WarmShower/definition.ts';
import { watchesDefinition } from './Watches/definition.ts';
import { weatherAndDateDefinition } from './WeatherAndDate/definition.ts';
import { wheelOfFortuneDefinition } from './WheelOfFortune/definition.ts';
import { widgetNameCardDefinition } from './WidgetNameCard/definition.ts';
import { widgetNameCardPickerDefinition } from './WidgetNameCardPicker/definition.ts';
import { workTasksDefinition } from './WorkTasks/definition.ts';
import { workTasksMetacomDefinition } from './WorkTasksMetacom/definition.ts';

/** Every widget type the board can place: one line per type, no globbing. */
export const WIDGET_DEFINITIONS: readonly AnyWidgetDefinition[] = [
  clockDefinition,
  digitalClockDefinition,
  timerDefinition,
  stopwatchDefinition,
  visualTimerDefinition,
  watchesDefinition,
  calendarDefinition,
  trafficLightDefinition,
  // The card types (catalogue 3.2): one card implementation (widgets/cards).
  timeTableDefinition,
  subjectDefinition,
  socialFormsDefinition,
  workTasksDefinition,
  materialDefinition,
  communicationDefinition,
  organizationDefinition,
  methodsDefinition,
  authorityDefinition,
  widgetNameCardDefinition,
  diceDefinition,
  widgetNameCardPickerDefinition,
  wheelOfFortuneDefinition,
  groupRandomizerDefinition,
  multiLineTextDefinition,
  drawDefinition,
  mediaDefinition,
  externalContentDefinition,
  htmlEditorDefinition,
  flipCardDefinition,
  qrCodeDefinition,
  stickerDefinition,
  animalStickerDefinition,
  moneyStickerDefinition,
  flagsStickerDefinition,
  shapesAndSurfacesDefinition,
  numberLineDefinition,
  fractionsDefinition,
  readTheClockDefinition,
  predicateDefinition,
  // Rituale (catalogue 3.8).
  weatherAndDateDefinition,
  warmShowerDefinition,
  adventCalendarDefinition,
  adventCalendarSecondaryDefinition,
  // Symbole/Metacom (catalogue 3.9): the card implementation with the active symbol pack.
  metacomDefinition,
  timeTableMetacomDefinition,
  socialFormsMetacomDefinition,
  workTasksMetacomDefinition,
  materialMetacomDefinition,
  calendarMetacomDefinition,
  // Topic widgets (catalogue 3.10): the shared player with a content pack each.
  defineTopicWidget('OceanPollution', () => import('./topics/content/ocean-pollution.de.json'), OCEAN_ICON),
  defineTopicWidget('ClimateChange', () => import('./topics/content/climate-change.de.json'), CLIMATE_ICON),
];

const BY_TYPE = new Map<string, AnyWidgetDefinition>(WIDGET_DEFINITIONS.map((d) => [d.type, d]));

/** The definition of a registered type, or undefined (unknown or not yet built). */
export function getWidgetDefinition(type: string): AnyWidgetDefinition | undefined {
  return BY_TYPE.get(type);
}

/** True when the type has a registered definition. */
export function isRegisteredWidgetType(type: string): type is WidgetTypeKey {
  return BY_TYPE.has(type);
}
