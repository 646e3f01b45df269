import type { EffectiveEdition, GalleryListingDto } from '@tafino/shared';
import { DRAW_BACKGROUND_PREVIEW_SIZE } from '@tafino/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** GET /api/files/assets for the Draw backgrounds with 100x80 previews. */
export function drawBackgroundsPath(edition: EffectiveEdition): string {
  const params = new URLSearchParams({
    productEdition: edition,
    kind: 'draw-background',
    previewWidth: String(DRAW_BACKGROUND_PREVIEW_SIZE.width),
    previewHeight: String(DRAW_BACKGROUND_PREVIEW_SIZE.height),
  });
  return `/api/files/assets?${params}`;
}

/** The gallery's Draw backgrounds of an edition (cached for the session; signed in only). */
export function useDrawBackgrounds(edition: EffectiveEdition, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['gallery', 'draw-background', edition],
    queryFn: ({ signal }) =>
      api.get<GalleryListingDto>(drawBackgroundsPath(edition), { signal, progress: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The full-size background file: the listing's URL, else the public gallery file route. */
export function backgroundUrl(slug: string, listing: GalleryListingDto | undefined): string | null {
  if (slug === '' || slug === 'blank') return null;
  const item = listing?.items.find((i) => i.slug === slug);
  return item?.url ?? `/api/files/assets/${encodeURIComponent(slug)}`;
}
