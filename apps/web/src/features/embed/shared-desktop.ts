/**
 * The shared desktop behind a share code, read anonymously for the /iframe embed.
 *
 *   fetchSharedDesktop(code)     GET /api/platform/desktops/by-share-code/{code} (no token, `__tenant`)
 *   useSharedDesktop(code)       the query; a malformed code fails as 'not-found' without a request
 *   embedProblem(error)          'not-found' | 'too-many' | 'failed' for an error of the query
 */
import { type DesktopDto, isShareCode, normalizeShareCode, type WidgetDto } from '@tafino/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { getWidgetDefinition } from '../../widgets/registry.ts';

export interface SharedDesktop {
  desktop: DesktopDto;
  widgets: WidgetDto[];
}

export type EmbedProblem = 'not-found' | 'too-many' | 'failed';

/** Loads a shared desktop and starts loading the views of its widget types in parallel. */
export async function fetchSharedDesktop(code: string, signal?: AbortSignal): Promise<SharedDesktop> {
  const normalized = normalizeShareCode(code);
  if (!isShareCode(normalized)) throw new ApiError(404, undefined, 'by-share-code');
  const shared = await api.get<SharedDesktop>(
    `/api/platform/desktops/by-share-code/${encodeURIComponent(normalized)}`,
    { anonymous: true, signal },
  );
  for (const type of new Set(shared.widgets.map((w) => w.componentName)))
    void getWidgetDefinition(type)?.loadView();
  return shared;
}

export function embedProblem(error: unknown): EmbedProblem {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 'not-found';
  if (error instanceof ApiError && error.status === 429) return 'too-many';
  return 'failed';
}

export function useSharedDesktop(code: string) {
  return useQuery({
    queryKey: ['embed', 'shared-desktop', normalizeShareCode(code)],
    queryFn: ({ signal }) => fetchSharedDesktop(code, signal),
    enabled: code.trim() !== '',
    // Unknown codes count towards the server's guessing limit: never retry them automatically.
    retry: (count, error) => embedProblem(error) === 'failed' && count < 1,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
