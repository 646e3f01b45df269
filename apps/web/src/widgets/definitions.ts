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
import { WIDGET_MANIFESTS } from './registry.ts';
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
import { TOPIC_DEFINITIONS } from './topics/definitions.ts';
import { visualTimerDefinition } from './VisualTimer/definition.ts';
import { warmShowerDefinition } from './WarmShower/definition.ts';
import { watchesDefinition } from './Watches/definition.ts';
import { weatherAndDateDefinition } from './WeatherAndDate/definition.ts';
import { wheelOfFortuneDefinition } from './WheelOfFortune/definition.ts';
import { widgetNameCardDefinition } from './WidgetNameCard/definition.ts';
import { widgetNameCardPickerDefinition } from './WidgetNameCardPicker/definition.ts';
import { workTasksDefinition } from './WorkTasks/definition.ts';
import { workTasksMetacomDefinition } from './WorkTasksMetacom/definition.ts';

// Every type's full definition, imported at once: for tests, the contract suite and Node scripts
// (benchmarks). The app never imports this module; it loads definitions per type (registry.ts).
const ALL = [
  animalStickerDefinition,
  authorityDefinition,
  adventCalendarDefinition,
  adventCalendarSecondaryDefinition,
  calendarDefinition,
  calendarMetacomDefinition,
  clockDefinition,
  communicationDefinition,
  diceDefinition,
  digitalClockDefinition,
  drawDefinition,
  externalContentDefinition,
  flagsStickerDefinition,
  flipCardDefinition,
  fractionsDefinition,
  groupRandomizerDefinition,
  htmlEditorDefinition,
  materialDefinition,
  materialMetacomDefinition,
  mediaDefinition,
  metacomDefinition,
  methodsDefinition,
  moneyStickerDefinition,
  multiLineTextDefinition,
  numberLineDefinition,
  organizationDefinition,
  predicateDefinition,
  qrCodeDefinition,
  readTheClockDefinition,
  shapesAndSurfacesDefinition,
  socialFormsDefinition,
  socialFormsMetacomDefinition,
  stickerDefinition,
  stopwatchDefinition,
  subjectDefinition,
  timerDefinition,
  timeTableDefinition,
  timeTableMetacomDefinition,
  trafficLightDefinition,
  visualTimerDefinition,
  warmShowerDefinition,
  watchesDefinition,
  weatherAndDateDefinition,
  wheelOfFortuneDefinition,
  widgetNameCardDefinition,
  widgetNameCardPickerDefinition,
  workTasksDefinition,
  workTasksMetacomDefinition,
  ...Object.values(TOPIC_DEFINITIONS),
] as unknown as readonly AnyWidgetDefinition[];

const BY_TYPE = new Map(ALL.map((definition) => [definition.type as string, definition]));

/** Every registered type's definition, in the registry's order. */
export const WIDGET_DEFINITIONS: readonly AnyWidgetDefinition[] = WIDGET_MANIFESTS.map((manifest) => {
  const definition = BY_TYPE.get(manifest.type);
  if (!definition) throw new Error(`No definition for widget type ${manifest.type}`);
  return definition;
});
