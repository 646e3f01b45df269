import {
  type AssetDto,
  DEFAULT_VIDEO_CONSENT,
  type EffectiveEdition,
  type EmbedCheckStatus,
  type GalleryListingDto,
} from '@tafino/shared';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { DataDictionaryView } from '../data-dictionary.ts';
import { cryptoRandom, type RandomSource } from '../random.ts';
import type { ActiveSymbolPack } from '../symbol-packs.ts';
import { playSound, type SoundName } from './sound.ts';

/** A request for gallery files (the product's pictures, stickers, backgrounds). */
export interface GalleryQuery {
  /** The gallery kind, e.g. 'sticker' or 'draw-background'. */
  readonly kind: string;
  readonly filter?: string;
  readonly previewWidth: number;
  readonly previewHeight: number;
}

/** The state of a gallery listing as a view shows it. */
export interface GalleryState {
  readonly data: GalleryListingDto | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
}

/** A button a widget adds to its header (e.g. "Neu laden"); the board moves it into "⋯" when narrow. */
export interface WidgetHeaderAction {
  /** Stable within the widget. */
  readonly key: string;
  /** From the i18n catalogue; the button's name and tooltip. */
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
}

/** What the view's "+" places (see WidgetSdk.placeNext). */
export interface PlaceNextOptions {
  /** Changes to the type's default settings (e.g. the next lesson number). */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** Below the caller instead of beside it (the next lesson of a day plan). */
  readonly below?: boolean;
}

/** Upload state for a file input: `progress` is 0..1 while uploading, null otherwise. */
export interface UploadState {
  readonly progress: number | null;
  /** Uploads to the teacher's files; resolves with the asset, or null after a shown error or a cancel. */
  readonly upload: (file: File) => Promise<AssetDto | null>;
  readonly cancel: () => void;
}

/**
 * Who of the desktop's class was already picked, remembered for the teacher's class across widgets,
 * desktops and lessons until "Neue Runde" (never shared by a share code).
 */
export interface ClassPickMemory {
  /** The class list's names already picked, in the list's order (empty until loaded). */
  readonly picked: readonly string[];
  /** False until the memory was read (a view then falls back to its own stored picks). */
  readonly ready: boolean;
  readonly add: (names: readonly string[]) => void;
  readonly remove: (names: readonly string[]) => void;
  /** "Neue Runde": every name is open again. */
  readonly clear: () => void;
}

/** A widget of this desktop that belongs to a pupil ("Gehört zu"). */
export interface OwnedWidget {
  readonly widgetId: string;
  readonly type: string;
  readonly ownerName: string;
}

/** A widget to place beside the calling one (`placeSiblings`): its owner and settings changes. */
export interface SiblingWidget {
  readonly ownerName?: string | null;
  readonly settings?: Readonly<Record<string, unknown>>;
}

/** A short highlight of a widget ("Du bist dran!"): `seq` changes with every new pulse. */
export interface WidgetPulse {
  readonly seq: number;
  readonly durationMs: number;
}

/**
 * Everything of the app a widget's view or settings part may use, handed in by the host (the
 * board, the settings panel, the embed, a test). Widgets import nothing else of the app.
 */
export interface WidgetSdk {
  readonly edition: EffectiveEdition;
  /** A file input's upload with progress (a hook: call it at the top of a component). */
  readonly useUpload: () => UploadState;
  /** The visible progress bar of an upload. */
  readonly UploadProgress: ComponentType<{ value: number; label: string }>;
  /** A gallery listing of the edition (a hook; `enabled` false fetches nothing). */
  readonly useGallery: (query: GalleryQuery, enabled?: boolean) => GalleryState;
  /**
   * The public file of a gallery item by its slug (an SVG; no listing needed, so it also works in
   * the read-only embed); '' outside a host.
   */
  readonly galleryFileUrl: (slug: string) => string;
  /** The names of the desktop's class list, empty without one (a hook: fetched only where used). */
  readonly useClassNames: () => readonly string[];
  /**
   * The pick memory of the desktop's class for these names (a hook; null without a class, in the
   * embed, or with `enabled` false).
   */
  readonly useClassPicks: (names: readonly string[], enabled?: boolean) => ClassPickMemory | null;
  /** The video-platform consent of the browser and the dialog that asks for it. */
  readonly videoConsent: { readonly consented: boolean; readonly ask: () => void };
  /** The desktop-wide 'Ton aus/an'. */
  readonly soundEnabled: boolean;
  /** Plays a sound when 'Ton aus/an' allows it (the widget checks its own playSound first). */
  readonly playSound: (name: SoundName) => void;
  /** The current time in ms (Date.now by default; a test fixes it). */
  readonly now: () => number;
  /** Randomness for dice, wheels and pickers (crypto.getRandomValues by default; seedable). */
  readonly random: RandomSource;
  /**
   * Whether the app may frame a page ("Webinhalt"): the server asks the page, the browser never
   * does; 'unreachable' when it could not tell (also outside the board).
   */
  readonly checkEmbed: (url: string) => Promise<EmbedCheckStatus>;
  /**
   * Asks the board for a frame whose body (the view's area) is `size` logical px: the board adds its
   * chrome and applies it like a resize, within the board and beside the neighbours (it may move the
   * widget to a free slot). False when nothing was applied (no board, locked, no room). With
   * `undoable` (a size the teacher's own input caused, such as pasted embed code) the board offers
   * "Rückgängig" in its toast, which gives the frame its previous size and place again.
   */
  readonly requestSize: (
    size: { readonly width: number; readonly height: number },
    options?: { readonly undoable?: boolean },
  ) => boolean;
  /** Shows these actions in the widget's header while the view is mounted (a hook; none outside a board). */
  readonly useHeaderActions: (actions: readonly WidgetHeaderAction[]) => void;
  /**
   * The view's own "+" (cards: catalogue 1.5): places one more widget of the caller's type in its frame
   * size, beside it (or below it), with the type's defaults and `settings` applied; that one is
   * selected and gets `justPlaced`. False when there is no room, locked, or outside a board.
   */
  readonly placeNext: (options: PlaceNextOptions) => boolean;
  /**
   * The active licensed symbol pack of the tenant (catalogue 1.6), or null: the default pack "Offene
   * Symbole" (a hook; always null in the embed and in share-code clones). Look symbols up with
   * widgets/cards/symbol-pack.ts, which falls back to the default pack, then to the label.
   */
  readonly useSymbolPack: () => ActiveSymbolPack | null;
  /**
   * The tenant's data dictionary (subjects and their colours, methods, event symbols, duties), or null
   * while it is not loaded, when it failed, and in the embed: then the widget uses its shipped
   * catalogue (a hook; one cached request for the whole board, never on the board's critical path).
   */
  readonly useDataDictionary: () => DataDictionaryView | null;
  /**
   * The desktop's widgets that belong to a pupil, in board order (rows from the top, then left to
   * right) (a hook; none outside a board and in the embed).
   */
  readonly useOwnedWidgets: () => readonly OwnedWidget[];
  /** Sets the calling widget's "Gehört zu" (e.g. the Namenskarte's picker); ignored outside a board. */
  readonly setOwnerName: (name: string | null) => void;
  /**
   * Places new widgets of the caller's type beside it, in rows (right of it, then the next rows at
   * its left edge, else the first free slots), each with the caller's frame size, the type's default
   * settings with `settings` applied and its own owner. Returns how many fitted (0 outside a board).
   */
  readonly placeSiblings: (widgets: readonly SiblingWidget[]) => number;
  /**
   * Gives the calling widget its type's default frame again (e.g. after `requestSize` made room for
   * a picker), where it is or in the first free slot. False when nothing was applied.
   */
  readonly requestDefaultSize: () => boolean;
  /**
   * Shows the board's undo toast ("… – Rückgängig", 10 s): `undo` runs on a tap on "Rückgängig".
   * Replaces an earlier offer; nothing outside a board.
   */
  readonly offerUndo: (text: string, undo: () => void) => void;
  /** Highlights another widget of this desktop for `durationMs` (it shows `usePulse`). */
  readonly pulseWidget: (widgetId: string, durationMs: number) => void;
  /** The calling widget's latest pulse, or null (a hook). */
  readonly usePulse: () => WidgetPulse | null;
}

const NO_NAMES: readonly string[] = [];
const NO_OWNED: readonly OwnedWidget[] = [];
const idleUpload: UploadState = { progress: null, upload: async () => null, cancel: () => {} };
const noGallery: GalleryState = { data: undefined, isPending: false, isError: true };

/** What a widget gets outside a host: no uploads, no gallery, no class list, real time and randomness. */
export const DEFAULT_WIDGET_SDK: WidgetSdk = {
  edition: 'PrimaryGradeLevel',
  useUpload: () => idleUpload,
  UploadProgress: () => null,
  useGallery: () => noGallery,
  galleryFileUrl: () => '',
  useClassNames: () => NO_NAMES,
  useClassPicks: () => null,
  videoConsent: { consented: DEFAULT_VIDEO_CONSENT, ask: () => {} },
  soundEnabled: false,
  playSound: () => {},
  now: () => Date.now(),
  random: cryptoRandom,
  checkEmbed: async () => 'unreachable',
  requestSize: () => false,
  useHeaderActions: () => {},
  placeNext: () => false,
  useSymbolPack: () => null,
  useDataDictionary: () => null,
  useOwnedWidgets: () => NO_OWNED,
  setOwnerName: () => {},
  placeSiblings: () => 0,
  requestDefaultSize: () => false,
  offerUndo: () => {},
  pulseWidget: () => {},
  usePulse: () => null,
};

const WidgetSdkContext = createContext<WidgetSdk>(DEFAULT_WIDGET_SDK);

/** Hands the SDK to the views and settings parts below. */
export function WidgetSdkProvider({ value, children }: { value: WidgetSdk; children: ReactNode }) {
  return <WidgetSdkContext.Provider value={value}>{children}</WidgetSdkContext.Provider>;
}

/** The SDK of the host the widget runs in. */
export function useWidgetSdk(): WidgetSdk {
  return useContext(WidgetSdkContext);
}

/** Plays a sound only with 'Ton aus/an' on; the real synthesizer by default. */
export function soundPlayer(enabled: boolean): (name: SoundName) => void {
  return (name) => {
    if (enabled) playSound(name);
  };
}
