// The per-type widget data files (one per type, this folder) and the tables derived from them.
import type { WidgetTypeKey } from '../constants/widget-types.ts';
import { type AdventCalendarSettings, adventCalendarWidget } from './AdventCalendar.ts';
import {
  type AdventCalendarSecondarySettings,
  adventCalendarSecondaryWidget,
} from './AdventCalendarSecondary.ts';
import { type AnimalStickerSettings, animalStickerWidget } from './AnimalSticker.ts';
import { type AuthoritySettings, authorityWidget } from './Authority.ts';
import { type CalendarSettings, calendarWidget } from './Calendar.ts';
import { type CalendarMetacomSettings, calendarMetacomWidget } from './CalendarMetacom.ts';
import { type ClimateChangeSettings, climateChangeWidget } from './ClimateChange.ts';
import { type ClockSettings, clockWidget } from './Clock.ts';
import { type CommunicationSettings, communicationWidget } from './Communication.ts';
import type { StickerSettings, TimeTableSettings, WidgetData } from './common.ts';
import { type DiceSettings, diceWidget } from './Dice.ts';
import { type DigitalClockSettings, digitalClockWidget } from './DigitalClock.ts';
import { type DrawSettings, drawWidget } from './Draw.ts';
import { type ExternalContentSettings, externalContentWidget } from './ExternalContent.ts';
import { type FlagsStickerSettings, flagsStickerWidget } from './FlagsSticker.ts';
import { type FlipCardSettings, flipCardWidget } from './FlipCard.ts';
import { type FractionsSettings, fractionsWidget } from './Fractions.ts';
import { type GroupRandomizerSettings, groupRandomizerWidget } from './GroupRandomizer.ts';
import { type HtmlEditorSettings, htmlEditorWidget } from './HtmlEditor.ts';
import { type MaterialSettings, materialWidget } from './Material.ts';
import { type MaterialMetacomSettings, materialMetacomWidget } from './MaterialMetacom.ts';
import { type MediaSettings, mediaWidget } from './Media.ts';
import { type MetacomSettings, metacomWidget } from './Metacom.ts';
import { type MethodsSettings, methodsWidget } from './Methods.ts';
import { type MoneyStickerSettings, moneyStickerWidget } from './MoneySticker.ts';
import { type MultiLineTextSettings, multiLineTextWidget } from './MultiLineText.ts';
import { type NumberLineSettings, numberLineWidget } from './NumberLine.ts';
import { type OceanPollutionSettings, oceanPollutionWidget } from './OceanPollution.ts';
import { type OrganizationSettings, organizationWidget } from './Organization.ts';
import { type PredicateSettings, predicateWidget } from './Predicate.ts';
import { type QrCodeSettings, qrCodeWidget } from './QrCode.ts';
import { type ReadTheClockSettings, readTheClockWidget } from './ReadTheClock.ts';
import { type ShapesAndSurfacesSettings, shapesAndSurfacesWidget } from './ShapesAndSurfaces.ts';
import { type SocialFormsSettings, socialFormsWidget } from './SocialForms.ts';
import { type SocialFormsMetacomSettings, socialFormsMetacomWidget } from './SocialFormsMetacom.ts';
import { stickerWidget } from './Sticker.ts';
import { type StopwatchSettings, stopwatchWidget } from './Stopwatch.ts';
import { type SubjectSettings, subjectWidget } from './Subject.ts';
import { type TimerSettings, timerWidget } from './Timer.ts';
import { timeTableWidget } from './TimeTable.ts';
import { type TimeTableMetacomSettings, timeTableMetacomWidget } from './TimeTableMetacom.ts';
import { type TrafficLightSettings, trafficLightWidget } from './TrafficLight.ts';
import { type VisualTimerSettings, visualTimerWidget } from './VisualTimer.ts';
import { type WarmShowerSettings, warmShowerWidget } from './WarmShower.ts';
import { type WatchesSettings, watchesWidget } from './Watches.ts';
import { type WeatherAndDateSettings, weatherAndDateWidget } from './WeatherAndDate.ts';
import { type WheelOfFortuneSettings, wheelOfFortuneWidget } from './WheelOfFortune.ts';
import { type WidgetNameCardSettings, widgetNameCardWidget } from './WidgetNameCard.ts';
import { type WidgetNameCardPickerSettings, widgetNameCardPickerWidget } from './WidgetNameCardPicker.ts';
import { type WorkTasksSettings, workTasksWidget } from './WorkTasks.ts';
import { type WorkTasksMetacomSettings, workTasksMetacomWidget } from './WorkTasksMetacom.ts';

/** extraSettings of every widget type, keyed by type (catalogue section 3), from the types' files. */
export interface WidgetExtraSettingsMap {
  Authority: AuthoritySettings;
  WeatherAndDate: WeatherAndDateSettings;
  Material: MaterialSettings;
  SocialForms: SocialFormsSettings;
  TimeTable: TimeTableSettings;
  WidgetNameCard: WidgetNameCardSettings;
  Media: MediaSettings;
  QrCode: QrCodeSettings;
  Draw: DrawSettings;
  HtmlEditor: HtmlEditorSettings;
  MultiLineText: MultiLineTextSettings;
  TrafficLight: TrafficLightSettings;
  Clock: ClockSettings;
  Stopwatch: StopwatchSettings;
  Timer: TimerSettings;
  ExternalContent: ExternalContentSettings;
  WheelOfFortune: WheelOfFortuneSettings;
  AdventCalendar: AdventCalendarSettings;
  Methods: MethodsSettings;
  Communication: CommunicationSettings;
  Watches: WatchesSettings;
  DigitalClock: DigitalClockSettings;
  Dice: DiceSettings;
  Calendar: CalendarSettings;
  WidgetNameCardPicker: WidgetNameCardPickerSettings;
  GroupRandomizer: GroupRandomizerSettings;
  Organization: OrganizationSettings;
  Fractions: FractionsSettings;
  Subject: SubjectSettings;
  ReadTheClock: ReadTheClockSettings;
  OceanPollution: OceanPollutionSettings;
  WorkTasks: WorkTasksSettings;
  Predicate: PredicateSettings;
  ClimateChange: ClimateChangeSettings;
  VisualTimer: VisualTimerSettings;
  WarmShower: WarmShowerSettings;
  NumberLine: NumberLineSettings;
  Sticker: StickerSettings;
  AnimalSticker: AnimalStickerSettings;
  MoneySticker: MoneyStickerSettings;
  Metacom: MetacomSettings;
  TimeTableMetacom: TimeTableMetacomSettings;
  SocialFormsMetacom: SocialFormsMetacomSettings;
  WorkTasksMetacom: WorkTasksMetacomSettings;
  CalendarMetacom: CalendarMetacomSettings;
  MaterialMetacom: MaterialMetacomSettings;
  FlipCard: FlipCardSettings;
  AdventCalendarSecondary: AdventCalendarSecondarySettings;
  FlagsSticker: FlagsStickerSettings;
  ShapesAndSurfaces: ShapesAndSurfacesSettings;
}

/** Every widget type's data file, keyed by type: the one table the defaults and clone rules come from. */
export const WIDGET_DATA: { readonly [K in WidgetTypeKey]: WidgetData<WidgetExtraSettingsMap[K]> } = {
  Authority: authorityWidget,
  WeatherAndDate: weatherAndDateWidget,
  Material: materialWidget,
  SocialForms: socialFormsWidget,
  TimeTable: timeTableWidget,
  WidgetNameCard: widgetNameCardWidget,
  Media: mediaWidget,
  QrCode: qrCodeWidget,
  Draw: drawWidget,
  HtmlEditor: htmlEditorWidget,
  MultiLineText: multiLineTextWidget,
  TrafficLight: trafficLightWidget,
  Clock: clockWidget,
  Stopwatch: stopwatchWidget,
  Timer: timerWidget,
  ExternalContent: externalContentWidget,
  WheelOfFortune: wheelOfFortuneWidget,
  AdventCalendar: adventCalendarWidget,
  Methods: methodsWidget,
  Communication: communicationWidget,
  Watches: watchesWidget,
  DigitalClock: digitalClockWidget,
  Dice: diceWidget,
  Calendar: calendarWidget,
  WidgetNameCardPicker: widgetNameCardPickerWidget,
  GroupRandomizer: groupRandomizerWidget,
  Organization: organizationWidget,
  Fractions: fractionsWidget,
  Subject: subjectWidget,
  ReadTheClock: readTheClockWidget,
  OceanPollution: oceanPollutionWidget,
  WorkTasks: workTasksWidget,
  Predicate: predicateWidget,
  ClimateChange: climateChangeWidget,
  VisualTimer: visualTimerWidget,
  WarmShower: warmShowerWidget,
  NumberLine: numberLineWidget,
  Sticker: stickerWidget,
  AnimalSticker: animalStickerWidget,
  MoneySticker: moneyStickerWidget,
  Metacom: metacomWidget,
  TimeTableMetacom: timeTableMetacomWidget,
  SocialFormsMetacom: socialFormsMetacomWidget,
  WorkTasksMetacom: workTasksMetacomWidget,
  CalendarMetacom: calendarMetacomWidget,
  MaterialMetacom: materialMetacomWidget,
  FlipCard: flipCardWidget,
  AdventCalendarSecondary: adventCalendarSecondaryWidget,
  FlagsSticker: flagsStickerWidget,
  ShapesAndSurfaces: shapesAndSurfacesWidget,
};

export {
  ADVENT_CALENDAR_LIMITS,
  ADVENT_DOOR_TYPES,
  type AdventCalendarSettings,
  type AdventDoor,
  adventCalendarWidget,
  DEFAULT_ADVENT_DOOR_TYPE,
} from './AdventCalendar.ts';
export {
  type AdventCalendarSecondarySettings,
  adventCalendarSecondaryWidget,
} from './AdventCalendarSecondary.ts';
export { type AnimalStickerSettings, animalStickerWidget } from './AnimalSticker.ts';
export {
  AUTHORITY_LIMITS,
  type AuthorityDuty,
  type AuthoritySettings,
  authorityWidget,
  PRIMARY_AUTHORITY_DUTIES,
  SECONDARY_AUTHORITY_DUTIES,
} from './Authority.ts';
export { type CalendarSettings, calendarWidget } from './Calendar.ts';
export { type CalendarMetacomSettings, calendarMetacomWidget } from './CalendarMetacom.ts';
export { type ClimateChangeSettings, climateChangeWidget } from './ClimateChange.ts';
export { type ClockSettings, clockWidget } from './Clock.ts';
export { type CommunicationSettings, communicationWidget } from './Communication.ts';
export {
  type CardSettings,
  type CardTapAction,
  COLOR_TOKENS,
  type ColorToken,
  type StickerSettings,
  type TimeTableSettings,
  type TopicSettings,
  type WidgetData,
} from './common.ts';
export { DICE_LIMITS, type DiceSettings, diceWidget } from './Dice.ts';
export { type DigitalClockSettings, digitalClockWidget } from './DigitalClock.ts';
export { type DrawSettings, drawWidget } from './Draw.ts';
export { type ExternalContentSettings, externalContentWidget } from './ExternalContent.ts';
export { type FlagsStickerSettings, flagsStickerWidget } from './FlagsSticker.ts';
export { FLIP_CARD_LIMITS, type FlipCardSettings, type FlipCardSide, flipCardWidget } from './FlipCard.ts';
export { type FractionsSettings, fractionsWidget } from './Fractions.ts';
export {
  GROUP_RANDOMIZER_LIMITS,
  type GroupRandomizerSettings,
  groupRandomizerWidget,
} from './GroupRandomizer.ts';
export { type HtmlEditorSettings, htmlEditorWidget } from './HtmlEditor.ts';
export { type MaterialSettings, materialWidget } from './Material.ts';
export { type MaterialMetacomSettings, materialMetacomWidget } from './MaterialMetacom.ts';
export { type MediaSettings, mediaWidget } from './Media.ts';
export { METACOM_LIMITS, type MetacomSettings, metacomWidget } from './Metacom.ts';
export { METHODS_LIMITS, type MethodsSettings, methodsWidget } from './Methods.ts';
export { type MoneyStickerSettings, moneyStickerWidget } from './MoneySticker.ts';
export { MULTI_LINE_TEXT_LIMITS, type MultiLineTextSettings, multiLineTextWidget } from './MultiLineText.ts';
export { type NumberLineSettings, numberLineWidget } from './NumberLine.ts';
export { type OceanPollutionSettings, oceanPollutionWidget } from './OceanPollution.ts';
export { type OrganizationSettings, organizationWidget } from './Organization.ts';
export { type PredicateRole, type PredicateSettings, predicateWidget } from './Predicate.ts';
export { QR_CODE_LIMITS, type QrCodeSettings, qrCodeWidget } from './QrCode.ts';
export { type ReadTheClockSettings, readTheClockWidget } from './ReadTheClock.ts';
export { type ShapesAndSurfacesSettings, shapesAndSurfacesWidget } from './ShapesAndSurfaces.ts';
export { type SocialFormsSettings, socialFormsWidget } from './SocialForms.ts';
export { type SocialFormsMetacomSettings, socialFormsMetacomWidget } from './SocialFormsMetacom.ts';
export { stickerWidget } from './Sticker.ts';
export { type StopwatchSettings, stopwatchWidget } from './Stopwatch.ts';
export { type SubjectSettings, subjectWidget } from './Subject.ts';
export { TIMER_LIMITS, type TimerSettings, timerWidget } from './Timer.ts';
export { timeTableWidget } from './TimeTable.ts';
export { type TimeTableMetacomSettings, timeTableMetacomWidget } from './TimeTableMetacom.ts';
export { TRAFFIC_LIGHT_LIMITS, type TrafficLightSettings, trafficLightWidget } from './TrafficLight.ts';
export { VISUAL_TIMER_LIMITS, type VisualTimerSettings, visualTimerWidget } from './VisualTimer.ts';
export {
  WARM_SHOWER_LIMITS,
  WARM_SHOWER_PROMPTS,
  type WarmShowerSettings,
  warmShowerWidget,
} from './WarmShower.ts';
export { WATCHES_LIMITS, type WatchesSettings, watchesWidget } from './Watches.ts';
export {
  WEATHER_AND_DATE_LIMITS,
  WEATHER_OPTIONS,
  type WeatherAndDateSettings,
  type WeatherOption,
  weatherAndDateWidget,
} from './WeatherAndDate.ts';
export {
  WHEEL_OF_FORTUNE_LIMITS,
  type WheelOfFortuneSettings,
  wheelOfFortuneWidget,
} from './WheelOfFortune.ts';
export { type WidgetNameCardSettings, widgetNameCardWidget } from './WidgetNameCard.ts';
export {
  WIDGET_NAME_CARD_PICKER_LIMITS,
  type WidgetNameCardPickerSettings,
  widgetNameCardPickerWidget,
} from './WidgetNameCardPicker.ts';
export { type WorkTasksSettings, workTasksWidget } from './WorkTasks.ts';
export { type WorkTasksMetacomSettings, workTasksMetacomWidget } from './WorkTasksMetacom.ts';
