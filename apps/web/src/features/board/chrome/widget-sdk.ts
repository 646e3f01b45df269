import type { EffectiveEdition, EmbedCheckDto, EmbedCheckStatus, GalleryListingDto } from '@tafino/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApplication } from '../../../app/stores/application.ts';
import { api } from '../../../lib/api.ts';
import { cryptoRandom } from '../../../widgets/sdk/random.ts';
import {
  DEFAULT_WIDGET_SDK,
  type GalleryQuery,
  type GalleryState,
  soundPlayer,
  type WidgetSdk,
} from '../../../widgets/sdk/react/context.tsx';
import { UploadProgress } from '../../assets/UploadProgress.tsx';
import { useUpload } from '../../assets/use-upload.ts';
import { useClassPickMemory } from '../../class-list/picks.ts';
import { useClassList } from '../../class-list/queries.ts';
import { useBoardDataDictionary } from '../../data-dictionary/queries.ts';
import { useActiveSymbolPack } from '../../symbol-packs/queries.ts';
import { useVideoConsent } from '../../video-consent/store.ts';

/** GET /api/files/assets: gallery files of a kind with previews of the given size. */
export function galleryPath(edition: EffectiveEdition, query: GalleryQuery): string {
  const params = new URLSearchParams({
    productEdition: edition,
    kind: query.kind,
    previewWidth: String(query.previewWidth),
    previewHeight: String(query.previewHeight),
  });
  if (query.filter) params.set('filter', query.filter);
  return `/api/files/assets?${params}`;
}

function galleryHook(edition: EffectiveEdition) {
  return function useGallery(query: GalleryQuery, enabled = true): GalleryState {
    const result = useQuery({
      enabled,
      queryKey: ['gallery', edition, query.kind, query.filter ?? '', query.previewWidth, query.previewHeight],
      queryFn: ({ signal }) =>
        api.get<GalleryListingDto>(galleryPath(edition, query), { signal, progress: false }),
      // The gallery changes with a release, not during a lesson.
      staleTime: Number.POSITIVE_INFINITY,
      placeholderData: keepPreviousData,
    });
    return { data: result.data, isPending: result.isPending && enabled, isError: result.isError };
  };
}

const NO_NAMES: readonly string[] = [];

function classNamesHook(edition: EffectiveEdition, classCode: string) {
  return function useClassNames(): readonly string[] {
    return useClassList(edition, classCode).data?.names ?? NO_NAMES;
  };
}

function classPicksHook(edition: EffectiveEdition, classCode: string) {
  return function useClassPicks(names: readonly string[], enabled = true) {
    return useClassPickMemory(edition, classCode, names, enabled);
  };
}

/** GET /api/files/assets/:slug: a gallery item's file (public, like the gallery's licences). */
function galleryFileUrl(slug: string): string {
  return `/api/files/assets/${encodeURIComponent(slug)}`;
}

/** The signed-in board's symbol pack: the tenant's active one, or null (the default pack). */
const useBoardSymbolPack = () => useActiveSymbolPack();

/** The signed-in board's data dictionary (one cached request shared by every widget). */
const useBoardDictionary = () => useBoardDataDictionary();

/** POST /api/embed-check: 'unreachable' when the server could not tell (or was not asked). */
function checkEmbed(url: string): Promise<EmbedCheckStatus> {
  return api
    .post<EmbedCheckDto>('/api/embed-check', { url }, { progress: false })
    .then((result) => result.status)
    .catch(() => 'unreachable' as const);
}

/**
 * The widget SDK of the board and the embed: the app's uploads, gallery, the class list's names
 * (none in the embed), video consent, 'Ton aus/an', real time and crypto randomness. A frame size
 * request, the owner, sibling widgets, the undo toast and pulses are bound per widget by its host
 * (WidgetHost).
 */
export function useBoardWidgetSdk(edition: EffectiveEdition, classCode = ''): WidgetSdk {
  const soundEnabled = useApplication((s) => s.soundOn);
  const consented = useVideoConsent((s) => s.consented);
  const ask = useVideoConsent((s) => s.openDialog);
  const useGallery = useMemo(() => galleryHook(edition), [edition]);
  const useClassNames = useMemo(() => classNamesHook(edition, classCode), [edition, classCode]);
  const useClassPicks = useMemo(() => classPicksHook(edition, classCode), [edition, classCode]);
  return useMemo(
    () => ({
      edition,
      useUpload,
      UploadProgress,
      useGallery,
      galleryFileUrl,
      useClassNames,
      useClassPicks,
      videoConsent: { consented, ask },
      soundEnabled,
      playSound: soundPlayer(soundEnabled),
      now: Date.now,
      random: cryptoRandom,
      checkEmbed,
      requestSize: () => false,
      useHeaderActions: () => {},
      placeNext: () => false,
      // The tenant's active licensed pack (catalogue 1.6); the read-only embed replaces it by none
      // (WidgetHost), so share codes and /iframe render with the default pack.
      useSymbolPack: useBoardSymbolPack,
      // The tenant's subjects, methods, event symbols and duties; none in the embed (WidgetHost).
      useDataDictionary: useBoardDictionary,
      // Bound per widget by its host (WidgetHost); none in the embed.
      useOwnedWidgets: DEFAULT_WIDGET_SDK.useOwnedWidgets,
      setOwnerName: DEFAULT_WIDGET_SDK.setOwnerName,
      placeSiblings: DEFAULT_WIDGET_SDK.placeSiblings,
      requestDefaultSize: DEFAULT_WIDGET_SDK.requestDefaultSize,
      offerUndo: DEFAULT_WIDGET_SDK.offerUndo,
      pulseWidget: DEFAULT_WIDGET_SDK.pulseWidget,
      usePulse: DEFAULT_WIDGET_SDK.usePulse,
    }),
    [edition, useGallery, useClassNames, useClassPicks, consented, ask, soundEnabled],
  );
}
