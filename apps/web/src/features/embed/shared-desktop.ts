/**
 * The shared desktop behind a share code, read anonymously for the /iframe embed.
 *
 *   fetchSharedDesktop(code)     GET /api/platform/desktops/by-share-code/{code} (no token, `__tenant`)
 *   useSharedDesktop(code)       the query; a malformed code fails as 'not-found' without a request
 *   embedProblem(error)          'not-found' | 'too-many' | 'failed' for an error of the query
 */
import {
  type DesktopDto,
  isShareCode,
  LIVE_CLOSE,
  type LiveServerFrame,
  normalizeShareCode,
  type WidgetDto,
} from '@tafino/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api, apiTenant as runtimeTenant } from '../../lib/api.ts';
import { applyWhenTypeLoaded, loadWidgetDefinition } from '../../widgets/registry.ts';
import { LiveConnection } from '../board/live/live-connection.ts';

export interface SharedDesktop {
  desktop: DesktopDto;
  widgets: WidgetDto[];
}

export type EmbedProblem = 'not-found' | 'too-many' | 'failed';

/** Loads a shared desktop with the definitions of its widget types, and starts loading their views. */
export async function fetchSharedDesktop(code: string, signal?: AbortSignal): Promise<SharedDesktop> {
  const normalized = normalizeShareCode(code);
  if (!isShareCode(normalized)) throw new ApiError(404, undefined, 'by-share-code');
  const shared = await api.get<SharedDesktop>(
    `/api/platform/desktops/by-share-code/${encodeURIComponent(normalized)}`,
    { anonymous: true, signal },
  );
  await loadTypes(shared.widgets.map((w) => w.componentName));
  return shared;
}

/** Loads the definitions of these types and starts loading their views. */
async function loadTypes(types: readonly string[]): Promise<void> {
  const definitions = await Promise.all([...new Set(types)].map((type) => loadWidgetDefinition(type)));
  for (const definition of definitions) void definition?.loadView().catch(() => undefined);
}

export function embedProblem(error: unknown): EmbedProblem {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 'not-found';
  if (error instanceof ApiError && error.status === 429) return 'too-many';
  return 'failed';
}

const sharedKey = (code: string) => ['embed', 'shared-desktop', normalizeShareCode(code)] as const;

/** The shared desktop with one live change applied (the server already passed it through the clone rule). */
export function applySharedFrame(shared: SharedDesktop, frame: LiveServerFrame): SharedDesktop {
  switch (frame.type) {
    case 'widget.created':
    case 'widget.updated': {
      const exists = shared.widgets.some((w) => w.id === frame.widget.id);
      return {
        ...shared,
        widgets: exists
          ? shared.widgets.map((w) => (w.id === frame.widget.id ? frame.widget : w))
          : [...shared.widgets, frame.widget],
      };
    }
    case 'widget.removed':
      return { ...shared, widgets: shared.widgets.filter((w) => w.id !== frame.widgetId) };
    case 'desktop.updated':
      return { ...shared, desktop: frame.desktop };
    default:
      return shared;
  }
}

/**
 * Keeps a shown shared desktop live (read-only): the teacher's changes arrive as they are made,
 * the view reconnects by itself, and a code that ended reloads into the German 'not found'
 * message. Returns a number that changes with every applied change.
 */
export function useLiveSharedDesktop(code: string, active: boolean): number {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const normalized = normalizeShareCode(code);
    if (!active || !isShareCode(normalized) || typeof WebSocket === 'undefined') return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const tenant = runtimeTenant();
    const query = tenant ? `?__tenant=${encodeURIComponent(tenant)}` : '';
    const key = sharedKey(code);
    const connection = new LiveConnection({
      url: `${scheme}://${window.location.host}/api/platform/desktops/by-share-code/${encodeURIComponent(normalized)}/live${query}`,
      finalCodes: [LIVE_CLOSE.notFound, LIVE_CLOSE.unauthorized],
      // A widget of a type not shown yet waits for its definition (frames stay in order).
      onFrame: applyWhenTypeLoaded(
        (frame: LiveServerFrame) =>
          frame.type === 'widget.created' || frame.type === 'widget.updated'
            ? frame.widget.componentName
            : undefined,
        (type) => loadTypes([type]),
        (frame) => {
          queryClient.setQueryData<SharedDesktop>(key, (shared) => shared && applySharedFrame(shared, frame));
          setVersion((n) => n + 1);
        },
      ),
      // Back after a loss: show what changed meanwhile.
      onReady: (reconnected) => {
        if (reconnected)
          void queryClient.invalidateQueries({ queryKey: key }).then(() => setVersion((n) => n + 1));
      },
      onEnd: () => void queryClient.invalidateQueries({ queryKey: key }),
    });
    connection.start();
    return () => connection.stop();
  }, [code, active, queryClient]);
  return version;
}

export function useSharedDesktop(code: string) {
  return useQuery({
    queryKey: sharedKey(code),
    queryFn: ({ signal }) => fetchSharedDesktop(code, signal),
    enabled: code.trim() !== '',
    // Unknown codes count towards the server's guessing limit: never retry them automatically.
    retry: (count, error) => embedProblem(error) === 'failed' && count < 1,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
