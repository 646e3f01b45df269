import type { WidgetTypeKey } from '@tafino/shared';
import { useMemo } from 'react';
import { create } from 'zustand';
import type { OwnedWidget, WidgetPulse, WidgetSdk } from '../../../widgets/sdk/react/context.tsx';
import { defaultFrame } from '../layout/layout.ts';
import { offerViewUndo, placeSiblings, requestWidgetFrame, setOwnerName } from '../store/board-actions.ts';
import { useBoardStore } from '../store/board-store.ts';

/** Pulses of the board's widgets ("Du bist dran!"), by widget id: live only, never saved. */
const usePulses = create<Record<string, WidgetPulse>>()(() => ({}));
let pulseCounter = 0;

const SEPARATOR = '\u0000';
const ROW = '\u0001';

/** The desktop's owned widgets in board order, as one string (a stable store selection). */
function ownedSignature(state: ReturnType<typeof useBoardStore.getState>): string {
  return state.layout
    .slice()
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((entry) => state.widgets[entry.i])
    .filter((widget) => widget?.ownerName)
    .map((widget) => [widget!.id, widget!.type, widget!.ownerName].join(SEPARATOR))
    .join(ROW);
}

function useOwnedWidgets(): readonly OwnedWidget[] {
  const signature = useBoardStore(ownedSignature);
  return useMemo(
    () =>
      signature === ''
        ? []
        : signature.split(ROW).map((row) => {
            const [widgetId = '', type = '', ownerName = ''] = row.split(SEPARATOR);
            return { widgetId, type, ownerName };
          }),
    [signature],
  );
}

/**
 * The SDK calls a board binds to one widget: the desktop's owned widgets, its own "Gehört zu",
 * siblings beside it, its default frame, the board's undo toast and pulses.
 */
export function boardWidgetCalls(
  id: string,
): Pick<
  WidgetSdk,
  | 'useOwnedWidgets'
  | 'setOwnerName'
  | 'placeSiblings'
  | 'requestDefaultSize'
  | 'offerUndo'
  | 'pulseWidget'
  | 'usePulse'
> {
  return {
    useOwnedWidgets,
    setOwnerName: (name) => setOwnerName(id, name),
    placeSiblings: (items) => placeSiblings(id, items),
    requestDefaultSize: () => {
      const { widgets, edition } = useBoardStore.getState();
      const type = widgets[id]?.type;
      return type ? requestWidgetFrame(id, defaultFrame(type as WidgetTypeKey, edition)) : false;
    },
    offerUndo: offerViewUndo,
    pulseWidget: (widgetId, durationMs) =>
      usePulses.setState({ [widgetId]: { seq: ++pulseCounter, durationMs } }),
    usePulse: function usePulse() {
      return usePulses((pulses) => pulses[id] ?? null);
    },
  };
}
