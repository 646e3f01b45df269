import { classifyMediaLink, type EffectiveEdition, type GalleryListingDto } from '@tafino/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../features/assets/UploadProgress.tsx';
import { MEDIA_ACCEPT } from '../../features/assets/upload.ts';
import { useUpload } from '../../features/assets/use-upload.ts';
import { api } from '../../lib/api.ts';
import { type MediaSource, sourceFromAsset, sourceFromGallery, sourceFromLink } from './media-source.ts';
import '../sdk/react/widget-ui.css';
import './media.css';

type Mode = 'menu' | 'link' | 'gallery';

/** 'Datei hochladen' (with progress), 'Aus der Galerie' or 'Link einfügen'; reports the chosen source. */
export function MediaChooser({
  edition,
  onChoose,
  compact = false,
}: {
  edition: EffectiveEdition;
  onChoose: (source: MediaSource) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('menu');
  const { progress, upload, cancel } = useUpload();
  const fileRef = useRef<HTMLInputElement>(null);

  if (progress !== null)
    return (
      <div className="media-chooser media-chooser--busy">
        <UploadProgress value={progress} label={t('widgets.Media.chooser.uploading')} />
        <button type="button" className="w-btn w-btn--secondary" onClick={cancel}>
          {t('widgets.Media.chooser.cancel')}
        </button>
      </div>
    );
  if (mode === 'link')
    return (
      <LinkForm
        onCancel={() => setMode('menu')}
        onChoose={(source) => {
          setMode('menu');
          onChoose(source);
        }}
      />
    );
  if (mode === 'gallery')
    return (
      <GalleryPicker
        edition={edition}
        onCancel={() => setMode('menu')}
        onChoose={(source) => {
          setMode('menu');
          onChoose(source);
        }}
      />
    );
  return (
    <div className={`media-chooser${compact ? ' media-chooser--compact' : ''}`}>
      <input
        ref={fileRef}
        type="file"
        accept={MEDIA_ACCEPT}
        className="w-sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="media-file-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const asset = await upload(file);
          if (asset) onChoose(sourceFromAsset(asset));
        }}
      />
      <button type="button" className="w-btn" onClick={() => fileRef.current?.click()}>
        {t('widgets.Media.chooser.upload')}
      </button>
      <button type="button" className="w-btn w-btn--secondary" onClick={() => setMode('gallery')}>
        {t('widgets.Media.chooser.gallery')}
      </button>
      <button type="button" className="w-btn w-btn--secondary" onClick={() => setMode('link')}>
        {t('widgets.Media.chooser.link')}
      </button>
    </div>
  );
}

function LinkForm({ onChoose, onCancel }: { onChoose: (source: MediaSource) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const link = classifyMediaLink(value);
    if (!link) {
      setInvalid(true);
      return;
    }
    onChoose(sourceFromLink(link));
  };
  return (
    <form
      className="media-chooser media-chooser--link"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label htmlFor={id}>{t('widgets.Media.chooser.linkLabel')}</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        value={value}
        // biome-ignore lint/a11y/noAutofocus: the teacher just chose 'Link einfügen'.
        autoFocus
        placeholder="https://"
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      {invalid && (
        <p id={`${id}-error`} className="media-chooser__error" role="alert">
          {t('widgets.Media.chooser.linkInvalid')}
        </p>
      )}
      <div className="w-actions">
        <button type="button" className="w-btn w-btn--secondary" onClick={onCancel}>
          {t('widgets.Media.chooser.cancel')}
        </button>
        <button type="submit" className="w-btn">
          {t('widgets.Media.chooser.linkApply')}
        </button>
      </div>
    </form>
  );
}

const PREVIEW = 96;

function GalleryPicker({
  edition,
  onChoose,
  onCancel,
}: {
  edition: EffectiveEdition;
  onChoose: (source: MediaSource) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const query = useQuery({
    queryKey: ['gallery', 'sticker', edition, filter.trim()],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        productEdition: edition,
        kind: 'sticker',
        previewWidth: String(PREVIEW),
        previewHeight: String(PREVIEW),
      });
      if (filter.trim()) params.set('filter', filter.trim());
      return api.get<GalleryListingDto>(`/api/files/assets?${params}`, { signal });
    },
    placeholderData: (previous) => previous,
  });
  const items = query.data?.items ?? [];
  return (
    <div className="media-chooser media-chooser--gallery">
      <div className="media-gallery__top">
        <button
          type="button"
          className="w-small"
          onClick={onCancel}
          aria-label={t('widgets.Media.gallery.back')}
        >
          ←
        </button>
        <input
          type="search"
          value={filter}
          aria-label={t('widgets.Media.gallery.search')}
          placeholder={t('widgets.Media.gallery.search')}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {query.isPending ? (
        <p role="status">{t('widgets.Media.gallery.loading')}</p>
      ) : query.isError ? (
        <p role="alert">{t('widgets.Media.gallery.error')}</p>
      ) : items.length === 0 ? (
        <p role="status">{t('widgets.Media.gallery.empty')}</p>
      ) : (
        <ul className="media-gallery__grid">
          {items.map((item) => (
            <li key={item.slug}>
              <button
                type="button"
                className="media-gallery__item"
                title={item.title}
                aria-label={t('widgets.Media.gallery.pick', { title: item.title })}
                onClick={() => onChoose(sourceFromGallery(item))}
              >
                <img src={item.previewUrl} alt="" width={PREVIEW} height={PREVIEW} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
