import type { DesktopDto, EffectiveEdition, WidgetTypeKey } from '@tafino/shared';
import { create } from 'zustand';
import type { WidgetHeaderAction } from '../../../widgets/sdk/react/context.tsx';
import type { ContainerSize, LayoutEntry } from '../layout/layout.ts';

/** A widget on the board: its type and its own data (current settings version). */
export interface BoardWidget {
  id: string;
  type: WidgetTypeKey | string;
  ownerName: string | null;
  settings: Record<string, unknown>;
  componentData: Record<string, unknown>;
  /** New until its first successful save (spec section 4). */
  isNew: boolean;
  /** Stored under a type this app does not know: kept and shown as a placeholder, never overwritten. */
  unsupported?: boolean;
}

/** An undo offer shown as a toast ('„Timer“ entfernt – Rückgängig'). */
export interface UndoOffer {
  id: number;
  text: string;
  undo: () => void;
}

export interface BoardState {
  desktop: DesktopDto | null;
  edition: EffectiveEdition;
  status: 'idle' | 'loading' | 'ready' | 'error';
  widgets: Record<string, BoardWidget>;
  layout: LayoutEntry[];
  /** The board's logical size in px (new widgets must fit into it); scaled to fit the viewport. */
  container: ContainerSize;
  /** The visible board area on this screen in px. */
  viewport: ContainerSize;
  selectedId: string | null;
  settingsId: string | null;
  focusId: string | null;
  /** The widget the teacher placed last, until another is placed: its view may open a chooser. */
  placedId: string | null;
  undo: UndoOffer | null;
  /** Header buttons the widgets' views add (e.g. "Neu laden"), by widget id; live only, never saved. */
  headerActions: Record<string, readonly WidgetHeaderAction[]>;
}

export const initialBoardState = (): BoardState => ({
  desktop: null,
  edition: 'PrimaryGradeLevel',
  status: 'idle',
  widgets: {},
  layout: [],
  container: { width: 1280, height: 720 },
  viewport: { width: 1280, height: 720 },
  selectedId: null,
  settingsId: null,
  focusId: null,
  placedId: null,
  undo: null,
  headerActions: {},
});

/** The board shown right now (one at a time). Per-widget selectors keep re-renders local. */
export const useBoardStore = create<BoardState>()(() => initialBoardState());
