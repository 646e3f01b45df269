import {
  type EffectiveEdition,
  ProductEdition,
  type WidgetCategory,
  type WidgetTypeKey,
} from '@tafino/shared';
import {
  AlarmClock,
  Backpack,
  BookOpen,
  Boxes,
  CalendarCheck,
  CalendarDays,
  CalendarHeart,
  ChartPie,
  ClipboardCheck,
  ClipboardList,
  Clock,
  Clock9,
  CloudSun,
  Coins,
  Dice5,
  Divide,
  Fish,
  Flag,
  Gift,
  Globe,
  Hourglass,
  IdCard,
  Image,
  LayoutList,
  Lightbulb,
  ListChecks,
  ListTodo,
  LoaderPinwheel,
  type LucideIcon,
  MessagesSquare,
  PawPrint,
  PencilLine,
  PencilRuler,
  Puzzle,
  QrCode,
  RotateCcwSquare,
  Ruler,
  Shapes,
  ShowerHead,
  Shuffle,
  SquareUser,
  Sticker,
  StickyNote,
  ThermometerSun,
  Timer,
  TrafficCone,
  Type,
  Users,
  UsersRound,
  Watch,
} from 'lucide-react';

/**
 * Sekundarstufe's widget icons (widget catalogue 1.1: Lucide line icons, ISC), one per widget type
 * including those not built yet, so a new widget has its icon from the start. Grundschule shows the
 * definition's own colourful icon instead (see WidgetTypeIcon).
 */
export const LUCIDE_WIDGET_ICONS: Readonly<Record<WidgetTypeKey, LucideIcon>> = {
  Authority: ClipboardCheck,
  WeatherAndDate: CloudSun,
  Material: Backpack,
  SocialForms: Users,
  TimeTable: LayoutList,
  WidgetNameCard: IdCard,
  Media: Image,
  QrCode: QrCode,
  Draw: PencilLine,
  HtmlEditor: Type,
  MultiLineText: StickyNote,
  TrafficLight: TrafficCone,
  Clock: Clock,
  Stopwatch: Timer,
  Timer: AlarmClock,
  ExternalContent: Globe,
  WheelOfFortune: LoaderPinwheel,
  AdventCalendar: Gift,
  Methods: Lightbulb,
  Communication: MessagesSquare,
  Watches: Hourglass,
  DigitalClock: Watch,
  Dice: Dice5,
  Calendar: CalendarDays,
  WidgetNameCardPicker: Shuffle,
  GroupRandomizer: Boxes,
  Organization: ListChecks,
  Fractions: Divide,
  Subject: BookOpen,
  ReadTheClock: Clock9,
  OceanPollution: Fish,
  WorkTasks: ClipboardList,
  Predicate: Puzzle,
  ClimateChange: ThermometerSun,
  VisualTimer: ChartPie,
  WarmShower: ShowerHead,
  NumberLine: Ruler,
  Sticker: Sticker,
  AnimalSticker: PawPrint,
  MoneySticker: Coins,
  Metacom: SquareUser,
  TimeTableMetacom: CalendarCheck,
  SocialFormsMetacom: UsersRound,
  WorkTasksMetacom: ListTodo,
  CalendarMetacom: CalendarHeart,
  MaterialMetacom: PencilRuler,
  FlipCard: RotateCcwSquare,
  AdventCalendarSecondary: Gift,
  FlagsSticker: Flag,
  ShapesAndSurfaces: Shapes,
};

/** The icon set an edition shows: Grundschule its own colourful drawings, Sekundarstufe Lucide. */
export function iconSetFor(edition: EffectiveEdition): 'drawn' | 'lucide' {
  return edition === ProductEdition.SecondaryGradeLevel ? 'lucide' : 'drawn';
}

/**
 * A category as the edition tokens name it (`--card-accent-<slug>`, `data-widget-category`):
 * lower case, anything but letters and digits as '-' ('Symbole/Metacom' → 'symbole-metacom').
 */
export function categorySlug(category: WidgetCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
