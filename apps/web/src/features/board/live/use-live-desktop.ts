import type { DesktopDto, LiveServerFrame } from '@tafino/shared';
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { applyWhenTypeLoaded } from '../../../widgets/registry.ts';
import { getAccessToken, onUserLoaded } from '../../auth/user-manager.ts';
import { settingKeys } from '../../settings/queries.ts';
import { preloadViews } from '../chrome/view-cache.ts';
import { getSyncEngine } from '../persistence/engine.ts';
import { fetchBoardWidgets } from '../persistence/fetch-widgets.ts';
import { LiveConnection } from './live-connection.ts';
import { setLiveSender } from './live-sender.ts';
import { useLivePresence } from './presence.ts';
import { applyRemoteDesktop, applyRemoteRemoval, applyRemoteWidget, resyncBoard } from './remote-actions.ts';
import { clearRemovalOffers, remoteRemoved, remoteRemoving, remoteRestoring } from './removal-offers.ts';

function liveUrl(desktopId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/platform/desktops/${encodeURIComponent(desktopId)}/live`;
}

function handleFrame(desktopId: string, frame: LiveServerFrame): void {
  switch (frame.type) {
    case 'widget.created':
    case 'widget.updated':
      applyRemoteWidget(desktopId, frame.widget, frame.type, frame.opId);
      break;
    case 'widget.removed':
      remoteRemoved(frame.widgetId);
      applyRemoteRemoval(desktopId, frame.widgetId);
      break;
    case 'widget.removing':
      if (frame.desktopId === desktopId) remoteRemoving(desktopId, frame.widgetId);
      break;
    case 'widget.restoring':
      if (frame.desktopId === desktopId) remoteRestoring(frame.widgetId);
      break;
    case 'desktop.updated':
      applyRemoteDesktop(frame.desktop);
      break;
    case 'settings.changed':
      // The user's settings changed in another window (the default background): load them again.
      // While this window saves a setting itself it already shows its own value.
      if (queryClient.isMutating() === 0)
        void queryClient.invalidateQueries({ queryKey: settingKeys.currentUser });
      break;
    case 'presence':
      if (frame.desktopId === desktopId) useLivePresence.setState({ count: frame.count });
      break;
    default:
      break;
  }
}

/** After the channel came back: what changed meanwhile, with this window's unsent changes on top; then they are sent. */
async function resync(desktopId: string): Promise<void> {
  const [desktop, widgets] = await Promise.all([
    api.get<DesktopDto>(`/api/platform/desktops/${encodeURIComponent(desktopId)}`, { progress: false }),
    fetchBoardWidgets(desktopId),
  ]);
  resyncBoard(desktop, widgets);
  await getSyncEngine().flush();
}

/** Keeps the shown desktop live while `active`: other windows' changes appear here at once. */
export function useLiveDesktop(desktopId: string, active: boolean): void {
  useEffect(() => {
    if (!active || typeof WebSocket === 'undefined') return;
    const connection = new LiveConnection({
      url: liveUrl(desktopId),
      getToken: getAccessToken,
      // A widget of a type not on this board yet waits for its definition and view (in order).
      onFrame: applyWhenTypeLoaded(
        (frame: LiveServerFrame) =>
          frame.type === 'widget.created' || frame.type === 'widget.updated'
            ? frame.widget.componentName
            : undefined,
        (type) => preloadViews([type]),
        (frame) => handleFrame(desktopId, frame),
      ),
      onReady: (reconnected) => {
        if (reconnected)
          void resync(desktopId).catch((error) => console.warn('[board] live resync failed', error));
      },
      onLost: () => useLivePresence.setState({ count: 0 }),
    });
    connection.start();
    setLiveSender((frame) => connection.send(frame));
    const online = () => connection.retryNow();
    window.addEventListener('online', online);
    const stopRenewing = onUserLoaded((user) => connection.renew(user.access_token));
    return () => {
      window.removeEventListener('online', online);
      stopRenewing();
      connection.stop();
      setLiveSender(null);
      clearRemovalOffers();
      useLivePresence.setState({ count: 0 });
    };
  }, [desktopId, active]);
}
