import { DRAW_BACKGROUND_PREVIEW_SIZE, type GalleryListingDto } from '@tafino/shared';
import { useWidgetSdk } from '../sdk/react/context.tsx';

/** The gallery's Draw backgrounds of the edition with 100x80 previews (cached for the session). */
export function useDrawBackgrounds(enabled = true) {
  return useWidgetSdk().useGallery(
    {
      kind: 'draw-background',
      previewWidth: DRAW_BACKGROUND_PREVIEW_SIZE.width,
      previewHeight: DRAW_BACKGROUND_PREVIEW_SIZE.height,
    },
    enabled,
  );
}

/** The full-size background file: the listing's URL, else the public gallery file route. */
export function backgroundUrl(slug: string, listing: GalleryListingDto | undefined): string | null {
  if (slug === '' || slug === 'blank') return null;
  const item = listing?.items.find((i) => i.slug === slug);
  return item?.url ?? `/api/files/assets/${encodeURIComponent(slug)}`;
}
