import type { WidgetTypeKey } from '@tafino/shared';
import { animalStickerManifest } from './AnimalSticker/manifest.ts';
import { authorityManifest } from './Authority/manifest.ts';
import { adventCalendarManifest, adventCalendarSecondaryManifest } from './advent/manifest.ts';
import { calendarManifest } from './Calendar/manifest.ts';
import { calendarMetacomManifest } from './CalendarMetacom/manifest.ts';
import { clockManifest } from './Clock/manifest.ts';
import { communicationManifest } from './Communication/manifest.ts';
import { diceManifest } from './Dice/manifest.ts';
import { digitalClockManifest } from './DigitalClock/manifest.ts';
import { drawManifest } from './Draw/manifest.ts';
import { externalContentManifest } from './ExternalContent/manifest.ts';
import { flagsStickerManifest } from './FlagsSticker/manifest.ts';
import { flipCardManifest } from './FlipCard/manifest.ts';
import { fractionsManifest } from './Fractions/manifest.ts';
import { groupRandomizerManifest } from './GroupRandomizer/manifest.ts';
import { htmlEditorManifest } from './HtmlEditor/manifest.ts';
import { materialManifest } from './Material/manifest.ts';
import { materialMetacomManifest } from './MaterialMetacom/manifest.ts';
import { mediaManifest } from './Media/manifest.ts';
import { metacomManifest } from './Metacom/manifest.ts';
import { methodsManifest } from './Methods/manifest.ts';
import { moneyStickerManifest } from './MoneySticker/manifest.ts';
import { multiLineTextManifest } from './MultiLineText/manifest.ts';
import { numberLineManifest } from './NumberLine/manifest.ts';
import { organizationManifest } from './Organization/manifest.ts';
import { predicateManifest } from './Predicate/manifest.ts';
import { qrCodeManifest } from './QrCode/manifest.ts';
import { readTheClockManifest } from './ReadTheClock/manifest.ts';
import { shapesAndSurfacesManifest } from './ShapesAndSurfaces/manifest.ts';
import { socialFormsManifest } from './SocialForms/manifest.ts';
import { socialFormsMetacomManifest } from './SocialFormsMetacom/manifest.ts';
import { stickerManifest } from './Sticker/manifest.ts';
import { stopwatchManifest } from './Stopwatch/manifest.ts';
import { subjectManifest } from './Subject/manifest.ts';
import type { AnyWidgetDefinition } from './sdk/define.ts';
import { loadDefinitionOf, type WidgetManifest } from './sdk/manifest.ts';
import { timerManifest } from './Timer/manifest.ts';
import { timeTableManifest } from './TimeTable/manifest.ts';
import { timeTableMetacomManifest } from './TimeTableMetacom/manifest.ts';
import { trafficLightManifest } from './TrafficLight/manifest.ts';
import { climateChangeManifest, oceanPollutionManifest } from './topics/manifest.ts';
import { visualTimerManifest } from './VisualTimer/manifest.ts';
import { warmShowerManifest } from './WarmShower/manifest.ts';
import { watchesManifest } from './Watches/manifest.ts';
import { weatherAndDateManifest } from './WeatherAndDate/manifest.ts';
import { wheelOfFortuneManifest } from './WheelOfFortune/manifest.ts';
import { widgetNameCardManifest } from './WidgetNameCard/manifest.ts';
import { widgetNameCardPickerManifest } from './WidgetNameCardPicker/manifest.ts';
import { workTasksManifest } from './WorkTasks/manifest.ts';
import { workTasksMetacomManifest } from './WorkTasksMetacom/manifest.ts';

/**
 * Every widget type the board can place: one line per type, no globbing. The board route holds only
 * these manifests (icon, name, sizes); a type's definition is its own chunk (`loadWidgetDefinitions`).
 */
export const WIDGET_MANIFESTS: readonly WidgetManifest[] = [
  clockManifest,
  digitalClockManifest,
  timerManifest,
  stopwatchManifest,
  visualTimerManifest,
  watchesManifest,
  calendarManifest,
  trafficLightManifest,
  // The card types (catalogue 3.2): one card implementation (widgets/cards).
  timeTableManifest,
  subjectManifest,
  socialFormsManifest,
  workTasksManifest,
  materialManifest,
  communicationManifest,
  organizationManifest,
  methodsManifest,
  authorityManifest,
  widgetNameCardManifest,
  diceManifest,
  widgetNameCardPickerManifest,
  wheelOfFortuneManifest,
  groupRandomizerManifest,
  multiLineTextManifest,
  drawManifest,
  mediaManifest,
  externalContentManifest,
  htmlEditorManifest,
  flipCardManifest,
  qrCodeManifest,
  stickerManifest,
  animalStickerManifest,
  moneyStickerManifest,
  flagsStickerManifest,
  shapesAndSurfacesManifest,
  numberLineManifest,
  fractionsManifest,
  readTheClockManifest,
  predicateManifest,
  // Rituale (catalogue 3.8).
  weatherAndDateManifest,
  warmShowerManifest,
  adventCalendarManifest,
  adventCalendarSecondaryManifest,
  // Symbole/Metacom (catalogue 3.9): the card implementation with the active symbol pack.
  metacomManifest,
  timeTableMetacomManifest,
  socialFormsMetacomManifest,
  workTasksMetacomManifest,
  materialMetacomManifest,
  calendarMetacomManifest,
  // Topic widgets (catalogue 3.10): the shared player with a content pack each.
  oceanPollutionManifest,
  climateChangeManifest,
];

const BY_TYPE = new Map<string, WidgetManifest>(WIDGET_MANIFESTS.map((m) => [m.type, m]));
const loaded = new Map<string, AnyWidgetDefinition>();
const loading = new Map<string, Promise<AnyWidgetDefinition>>();

/** The manifest of a registered type, or undefined (unknown or not yet built). */
export function getWidgetManifest(type: string): WidgetManifest | undefined {
  return BY_TYPE.get(type);
}

/** True when the type has a registered definition. */
export function isRegisteredWidgetType(type: string): type is WidgetTypeKey {
  return BY_TYPE.has(type);
}

/** Loads a type's definition (once); undefined for an unknown type. Rejects when its chunk fails. */
export function loadWidgetDefinition(type: string): Promise<AnyWidgetDefinition | undefined> {
  const manifest = BY_TYPE.get(type);
  if (!manifest) return Promise.resolve(undefined);
  const done = loaded.get(type);
  if (done) return Promise.resolve(done);
  let pending = loading.get(type);
  if (!pending) {
    pending = loadDefinitionOf(manifest).then(
      (definition) => {
        loaded.set(type, definition);
        return definition;
      },
      (error: unknown) => {
        loading.delete(type);
        throw error;
      },
    );
    loading.set(type, pending);
  }
  return pending;
}

/** Loads the definitions of these types (unknown types are skipped). */
export async function loadWidgetDefinitions(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => loadWidgetDefinition(type)));
}

/** True when the type's definition has loaded (getWidgetDefinition may be called for it). */
export function isWidgetDefinitionLoaded(type: string): boolean {
  return loaded.has(type);
}

/**
 * The definition of a type whose definition has loaded, or undefined for an unknown type. The board
 * loads the definitions of its widgets' types before it shows them (with their views) and of a new
 * widget's type before placing it, so everything that works on a shown widget can read it here.
 * Asking for a registered type that has not loaded is a bug and throws.
 */
export function getWidgetDefinition(type: string): AnyWidgetDefinition | undefined {
  const definition = loaded.get(type);
  if (definition || !BY_TYPE.has(type)) return definition;
  throw new Error(`The definition of widget type ${type} was read before it loaded (loadWidgetDefinitions).`);
}

/**
 * A handler that applies items (live events) in their order, each once `load` has loaded what the
 * widget type it names needs (at least its definition): an item of a loaded type applies at once
 * unless an earlier one still waits. An item whose type fails to load is dropped (a later resync
 * brings it).
 */
export function applyWhenTypeLoaded<T>(
  typeOf: (item: T) => string | undefined,
  load: (type: string) => Promise<unknown>,
  apply: (item: T) => void,
): (item: T) => void {
  let queue = Promise.resolve();
  let waiting = 0;
  return (item) => {
    const type = typeOf(item);
    if (waiting === 0 && (type === undefined || !BY_TYPE.has(type) || loaded.has(type))) {
      apply(item);
      return;
    }
    waiting++;
    queue = queue.then(async () => {
      try {
        if (type !== undefined) await load(type);
        if (type === undefined || !BY_TYPE.has(type) || loaded.has(type)) apply(item);
        else console.warn(`[widgets] ${type} did not load; a live change was dropped`);
      } catch (error) {
        console.warn(`[widgets] ${type} did not load; a live change was dropped`, error);
      } finally {
        waiting--;
      }
    });
  };
}
