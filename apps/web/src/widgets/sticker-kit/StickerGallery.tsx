import type { GalleryItemDto } from '@tafino/shared';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../sdk/i18n.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { galleryTabs, licenceLines, type StickerType, stickerLabel } from './rules.ts';

/** Previews in the gallery grid (snapped by the server to its preview sizes). */
const PREVIEW = 120;

/** Every sticker of the edition (one cached listing for all stickers of a board). */
export function useStickerListing(enabled = true, filter = '') {
  return useWidgetSdk().useGallery(
    { kind: 'sticker', filter, previewWidth: PREVIEW, previewHeight: PREVIEW },
    enabled,
  );
}

/**
 * "Sticker wählen": the sticker folders of the edition (Sticker: "Alle"; a family: its own folder
 * and its subfolders), search by German word, and in the footer the licence line of the shown
 * folder's sources. A modal <dialog> (top layer): it is never cut by the small sticker frame.
 */
export function StickerGallery({
  type,
  homeFolder,
  onChoose,
  onClose,
}: {
  type: StickerType;
  homeFolder: string | null;
  onChoose: (item: GalleryItemDto) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [filter, setFilter] = useState('');
  const search = useDeferredValue(filter.trim());
  const [tab, setTab] = useState<string | null>(homeFolder);
  const all = useStickerListing(true);
  const found = useStickerListing(search !== '', search);
  const listing = search ? found : all;
  const folders = all.data?.folders ?? [];
  const tabs = galleryTabs(homeFolder, folders, all.data?.items ?? []);
  const scope = tab ?? '';
  const items = (listing.data?.items ?? []).filter(
    (item) =>
      (homeFolder === null || item.folder === homeFolder || item.folder.startsWith(`${homeFolder}/`)) &&
      (scope === '' || item.folder === scope || item.folder.startsWith(`${scope}/`)),
  );
  const lines = licenceLines(folders, tab ?? homeFolder);

  useEffect(() => {
    const dialog = ref.current;
    // jsdom has no showModal: there the dialog is shown by its `open` attribute.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="w-sticker-gallery"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <header className="w-sticker-gallery__top">
        <h2 id={titleId}>{t('widgets.stickerKit.galleryTitle', { name: t(`widgets.${type}.name`) })}</h2>
        <button type="button" className="w-sticker-gallery__close" onClick={onClose}>
          {t('widgets.stickerKit.close')}
        </button>
      </header>
      <input
        type="search"
        className="w-sticker-gallery__search"
        value={filter}
        aria-label={t('widgets.stickerKit.search')}
        placeholder={t('widgets.stickerKit.searchHint')}
        onChange={(event) => setFilter(event.target.value)}
      />
      {tabs.length > 1 && (
        <fieldset className="w-sticker-gallery__tabs" aria-label={t('widgets.stickerKit.folders')}>
          {tabs.map((f) => (
            <button
              key={f.path ?? ''}
              type="button"
              aria-pressed={(tab ?? null) === f.path}
              onClick={() => setTab(f.path)}
            >
              {f.path === null || f.path === homeFolder ? t('widgets.stickerKit.all') : f.title}
            </button>
          ))}
        </fieldset>
      )}
      {listing.isPending && !listing.data ? (
        <p role="status">{t('widgets.stickerKit.loading')}</p>
      ) : listing.isError ? (
        <p role="alert">{t('widgets.stickerKit.error')}</p>
      ) : items.length === 0 ? (
        <p role="status">{t('widgets.stickerKit.empty')}</p>
      ) : (
        <ul className="w-sticker-gallery__grid">
          {items.map((item) => {
            const label = stickerLabel(item, false);
            return (
              <li key={item.slug}>
                <button
                  type="button"
                  className="w-sticker-gallery__item"
                  aria-label={t('widgets.stickerKit.pick', { title: label })}
                  onClick={() => onChoose(item)}
                >
                  <img src={item.previewUrl} alt="" width={PREVIEW} height={PREVIEW} loading="lazy" />
                  <span>{label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <footer className="w-sticker-gallery__licence">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </footer>
    </dialog>
  );
}
