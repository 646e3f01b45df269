import type { EffectiveEdition, PxSize } from '@tafino/shared';
import {
  Component,
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { useApplication } from '../../../app/stores/application.ts';
import { loadAreas, useTranslation } from '../../../i18n/index.ts';
import { getWidgetDefinition } from '../../../widgets/registry.ts';
import type { PlaceNextOptions } from '../../../widgets/sdk/react/context.tsx';
import {
  type WidgetHeaderAction,
  type WidgetSdk,
  WidgetSdkProvider,
} from '../../../widgets/sdk/react/context.tsx';
import { useElementSize } from '../../../widgets/sdk/ui/use-element-size.ts';
import type { WidgetViewProps } from '../../../widgets/sdk/view-types.ts';
import { CELL_PX } from '../layout/layout.ts';
import {
  openFocus,
  placeNext,
  requestWidgetFrame,
  updateComponentData,
  updateQuickSetting,
} from '../store/board-actions.ts';
import { type BoardWidget, useBoardStore } from '../store/board-store.ts';
import { loadedView } from './view-cache.ts';
import { boardWidgetCalls } from './widget-calls.ts';
import { useBoardWidgetSdk } from './widget-sdk.ts';

/** The embed's symbol pack: none, so cards draw from the default pack (catalogue 1.6). */
const noSymbolPack = () => null;
const noDataDictionary = () => null;

/**
 * The SDK's useHeaderActions for a host: the latest actions reach the header, cleared on unmount. Published
 * in a layout effect: the header shows them in the same frame as the view (its re-render runs before the
 * browser lays out and paints), not one frame later with a second layout and paint of the headers.
 */
function headerActionsHook(show: (actions: readonly WidgetHeaderAction[]) => void) {
  return function useHeaderActions(actions: readonly WidgetHeaderAction[]): void {
    const latest = useRef(actions);
    latest.current = actions;
    const signature = actions.map((a) => `${a.key}\u0000${a.label}`).join('\u0001');
    useLayoutEffect(() => {
      show(
        latest.current.map((action) => ({
          ...action,
          onClick: () => latest.current.find((a) => a.key === action.key)?.onClick(),
        })),
      );
      return () => show([]);
    }, [signature]);
  };
}

// One lazy component per type, created once: each view is its own chunk, loaded on first use.
const views = new Map<string, ComponentType<WidgetViewProps>>();

function viewFor(type: string): ComponentType<WidgetViewProps> | null {
  const ready = loadedView(type);
  if (ready) return ready;
  const cached = views.get(type);
  if (cached) return cached;
  const definition = getWidgetDefinition(type);
  if (!definition) return null;
  // The widgets' own strings (not just their names) come with the first view.
  const View = lazy(async () => {
    const [module] = await Promise.all([definition.loadView(), loadAreas(['widgets'])]);
    return { default: module.View as ComponentType<WidgetViewProps> };
  });
  views.set(type, View);
  return View;
}

class ViewErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[board] widget view failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What a view host needs besides the widget: its state and where changes go. */
export interface WidgetViewHostProps {
  id: string;
  widget: BoardWidget;
  edition: EffectiveEdition;
  locked: boolean;
  focused?: boolean;
  /** Selected on the board (its chrome shows); frameless views show their own handles then. */
  selected?: boolean;
  /** The read-only embed: no content editing; changes stay local (see WidgetViewProps.readOnly). */
  readOnly?: boolean;
  /** The desktop's class code: widgets may read its class list (none in the embed). */
  classCode?: string;
  onComponentDataChange: (next: unknown) => void;
  onSettingsChange: (patch: Record<string, unknown>) => void;
  onRequestFocus: () => void;
  /** Applies a body size a view asks for, given the view's measured area; absent in the embed. */
  onRequestFrame?: (body: PxSize, view: PxSize, options?: { readonly undoable?: boolean }) => boolean;
  /** Shows a view's header actions in the frame's header; absent in the embed. */
  onHeaderActions?: (actions: readonly WidgetHeaderAction[]) => void;
  /** The teacher just placed this widget (WidgetViewProps.justPlaced). */
  justPlaced?: boolean;
  /** Places one more widget of this type next to it (the SDK's placeNext); absent in the embed. */
  onPlaceNext?: (options: PlaceNextOptions) => boolean;
  /** SDK calls bound to this widget on the board (owner, siblings, undo, pulses); absent in the embed. */
  boardCalls?: Partial<WidgetSdk>;
}

/** Renders a widget's lazily loaded view with the given data, its measured size and callbacks. */
export function WidgetViewHost({
  id,
  widget,
  edition,
  locked,
  focused = false,
  selected = false,
  readOnly = false,
  classCode = '',
  onComponentDataChange,
  onSettingsChange,
  onRequestFocus,
  onRequestFrame,
  onHeaderActions,
  justPlaced = false,
  onPlaceNext,
  boardCalls,
}: WidgetViewHostProps) {
  const { t } = useTranslation();
  const soundOn = useApplication((s) => s.soundOn);
  const boardSdk = useBoardWidgetSdk(edition, classCode);
  const { ref, size } = useElementSize<HTMLDivElement>();
  const measured = useRef(size);
  measured.current = size;
  const sdk = useMemo(
    () => ({
      ...boardSdk,
      ...(onRequestFrame && {
        requestSize: (body: PxSize, options?: { readonly undoable?: boolean }) =>
          onRequestFrame(body, measured.current, options),
      }),
      ...(onHeaderActions && { useHeaderActions: headerActionsHook(onHeaderActions) }),
      ...(onPlaceNext && { placeNext: onPlaceNext }),
      ...boardCalls,
      // Licensed symbol packs stay with the signed-in board: the embed shows the default pack.
      ...(readOnly && { useSymbolPack: noSymbolPack, useDataDictionary: noDataDictionary }),
    }),
    [boardSdk, onRequestFrame, onHeaderActions, onPlaceNext, boardCalls, readOnly],
  );
  const View = widget.unsupported ? null : viewFor(widget.type);
  return (
    <div ref={ref} className="widget-host">
      {!View ? (
        <p className="widget-host__message">{t('board.widget.unsupported')}</p>
      ) : (
        size.width > 0 && (
          <ViewErrorBoundary fallback={<p className="widget-host__message">{t('board.widget.failed')}</p>}>
            <Suspense
              fallback={
                <div className="widget-host__loading" role="status" aria-label={t('board.widget.loading')} />
              }
            >
              <WidgetSdkProvider value={sdk}>
                <View
                  widgetId={id}
                  settings={widget.settings as never}
                  componentData={widget.componentData}
                  ownerName={readOnly ? null : widget.ownerName}
                  size={size}
                  edition={edition}
                  soundEnabled={soundOn}
                  focused={focused}
                  justPlaced={justPlaced}
                  selected={selected}
                  locked={locked}
                  readOnly={readOnly}
                  onComponentDataChange={onComponentDataChange}
                  onSettingsChange={onSettingsChange}
                  onRequestFocus={onRequestFocus}
                />
              </WidgetSdkProvider>
            </Suspense>
          </ViewErrorBoundary>
        )
      )}
    </div>
  );
}

/**
 * A board widget's view, bound to the board store (changes are saved). Memoised: the frame around it
 * re-renders for its own reasons (its measured size, header actions a view publishes, the menu), and
 * none of them reaches the view, which reads what it shows from the store.
 */
export const WidgetHost = memo(function WidgetHost({
  id,
  focused = false,
}: {
  id: string;
  focused?: boolean;
}) {
  const widget = useBoardStore((s) => s.widgets[id]);
  const locked = useBoardStore((s) => s.layout.find((e) => e.i === id)?.isStatic ?? false);
  const edition = useBoardStore((s) => s.edition);
  const classCode = useBoardStore((s) => s.desktop?.classCode ?? '');
  const selected = useBoardStore((s) => s.selectedId === id) && !focused;
  const onComponentDataChange = useCallback(
    (next: unknown) => updateComponentData(id, next as Parameters<typeof updateComponentData>[1]),
    [id],
  );
  const onSettingsChange = useCallback(
    (patch: Record<string, unknown>) => updateQuickSetting(id, patch),
    [id],
  );
  const onRequestFocus = useCallback(() => openFocus(id), [id]);
  const justPlaced = useBoardStore((s) => s.placedId === id) && !focused;
  const onPlaceNext = useCallback((options: PlaceNextOptions) => placeNext(id, options), [id]);
  const boardCalls = useMemo(() => boardWidgetCalls(id), [id]);
  // The frame is the body plus the chrome: the frame's current size minus the view's measured area.
  const onRequestFrame = useCallback(
    (body: PxSize, view: PxSize, options?: { readonly undoable?: boolean }) => {
      const entry = useBoardStore.getState().layout.find((e) => e.i === id);
      if (!entry || view.width <= 0) return false;
      return requestWidgetFrame(
        id,
        {
          width: body.width + entry.w * CELL_PX - view.width,
          height: body.height + entry.h * CELL_PX - view.height,
        },
        options,
      );
    },
    [id],
  );
  const onHeaderActions = useCallback(
    (actions: readonly WidgetHeaderAction[]) =>
      useBoardStore.setState((s) => ({ headerActions: { ...s.headerActions, [id]: actions } })),
    [id],
  );
  if (!widget) return null;
  return (
    <WidgetViewHost
      id={id}
      widget={widget}
      edition={edition}
      classCode={classCode}
      locked={locked}
      focused={focused}
      selected={selected}
      onComponentDataChange={onComponentDataChange}
      onSettingsChange={onSettingsChange}
      onRequestFocus={onRequestFocus}
      onRequestFrame={onRequestFrame}
      onHeaderActions={onHeaderActions}
      justPlaced={justPlaced}
      onPlaceNext={onPlaceNext}
      boardCalls={boardCalls}
    />
  );
});
