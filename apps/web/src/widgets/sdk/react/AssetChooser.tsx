import type { AssetDto, GalleryItemDto } from '@tafino/shared';
import { useId, useState } from 'react';
import { FileButton } from '../ui/FileButton.tsx';
import { useWidgetSdk } from './context.tsx';
import './asset-chooser.css';
import { useTranslation } from '../../../i18n/index.ts';

/** What `accept` of the file input allows. */
export const ACCEPT = { image: 'image/*', media: 'image/*,audio/*,video/*' } as const;

/** How a widget turns each way of choosing into its stored value. */
export interface AssetSources<S> {
  fromUpload(asset: AssetDto): S;
  fromGallery(item: GalleryItemDto): S;
  /** A pasted link, or null when it is not usable (the form says so). */
  fromLink(text: string): S | null;
}

type Mode = 'menu' | 'link' | 'gallery';

/**
 * 'Datei hochladen' (with progress, cancellable), 'Aus der Galerie' or 'Link einfügen'; reports the
 * chosen source. Uploads and the gallery come from the widget SDK of the host.
 */
export function AssetChooser<S>({
  accept,
  sources,
  onChoose,
  compact = false,
  uploadLabel,
  testId,
}: {
  accept: keyof typeof ACCEPT;
  sources: AssetSources<S>;
  onChoose: (source: S) => void;
  compact?: boolean;
  uploadLabel?: string;
  /** `data-testid` of the hidden file input. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const [mode, setMode] = useState<Mode>('menu');
  const { progress, upload, cancel } = sdk.useUpload();
  const choose = (source: S) => {
    setMode('menu');
    onChoose(source);
  };

  if (progress !== null)
    return (
      <div className="asset-chooser asset-chooser--busy">
        <sdk.UploadProgress value={progress} label={t('board.assetChooser.uploading')} />
        <button type="button" className="w-btn w-btn--secondary" onClick={cancel}>
          {t('board.assetChooser.cancel')}
        </button>
      </div>
    );
  if (mode === 'link')
    return <LinkForm parse={sources.fromLink} onCancel={() => setMode('menu')} onChoose={choose} />;
  if (mode === 'gallery')
    return (
      <GalleryPicker
        onCancel={() => setMode('menu')}
        onChoose={(item) => choose(sources.fromGallery(item))}
      />
    );
  return (
    <div className={`asset-chooser${compact ? ' asset-chooser--compact' : ''}`}>
      <FileButton
        accept={ACCEPT[accept]}
        testId={testId}
        onFile={async (file) => {
          const asset = await upload(file);
          if (asset) onChoose(sources.fromUpload(asset));
        }}
      >
        {uploadLabel ?? t('board.assetChooser.upload')}
      </FileButton>
      <button type="button" className="w-btn w-btn--secondary" onClick={() => setMode('gallery')}>
        {t('board.assetChooser.gallery')}
      </button>
      <button type="button" className="w-btn w-btn--secondary" onClick={() => setMode('link')}>
        {t('board.assetChooser.link')}
      </button>
    </div>
  );
}

function LinkForm<S>({
  parse,
  onChoose,
  onCancel,
}: {
  parse: (text: string) => S | null;
  onChoose: (source: S) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const source = parse(value);
    if (source === null) setInvalid(true);
    else onChoose(source);
  };
  return (
    <form
      className="asset-chooser asset-chooser--link"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label htmlFor={id}>{t('board.assetChooser.linkLabel')}</label>
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
        <p id={`${id}-error`} className="asset-chooser__error" role="alert">
          {t('board.assetChooser.linkInvalid')}
        </p>
      )}
      <div className="w-actions">
        <button type="button" className="w-btn w-btn--secondary" onClick={onCancel}>
          {t('board.assetChooser.cancel')}
        </button>
        <button type="submit" className="w-btn">
          {t('board.assetChooser.linkApply')}
        </button>
      </div>
    </form>
  );
}

const PREVIEW = 96;

/** The product gallery's pictures (a folder per topic), searchable; a tap chooses one. */
function GalleryPicker({
  onChoose,
  onCancel,
}: {
  onChoose: (item: GalleryItemDto) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const [filter, setFilter] = useState('');
  const [folder, setFolder] = useState('');
  const query = sdk.useGallery({
    kind: 'sticker',
    filter: filter.trim(),
    previewWidth: PREVIEW,
    previewHeight: PREVIEW,
  });
  const folders = query.data?.folders ?? [];
  const items = (query.data?.items ?? []).filter(
    (item) => folder === '' || item.folder === folder || item.folder.startsWith(`${folder}/`),
  );
  return (
    <div className="asset-chooser asset-chooser--gallery">
      <div className="asset-gallery__top">
        <button
          type="button"
          className="w-small"
          onClick={onCancel}
          aria-label={t('board.assetChooser.back')}
        >
          ←
        </button>
        <input
          type="search"
          value={filter}
          aria-label={t('board.assetChooser.search')}
          placeholder={t('board.assetChooser.search')}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {folders.length > 1 && (
        <select
          className="asset-gallery__folder"
          value={folder}
          aria-label={t('board.assetChooser.folder')}
          onChange={(event) => setFolder(event.target.value)}
        >
          <option value="">{t('board.assetChooser.allFolders')}</option>
          {folders.map((f) => (
            <option key={f.path} value={f.path}>
              {f.title}
            </option>
          ))}
        </select>
      )}
      {query.isPending ? (
        <p role="status">{t('board.assetChooser.loading')}</p>
      ) : query.isError ? (
        <p role="alert">{t('board.assetChooser.error')}</p>
      ) : items.length === 0 ? (
        <p role="status">{t('board.assetChooser.empty')}</p>
      ) : (
        <ul className="asset-gallery__grid">
          {items.map((item) => (
            <li key={item.slug}>
              <button
                type="button"
                className="asset-gallery__item"
                title={item.title}
                aria-label={t('board.assetChooser.pick', { title: item.title })}
                onClick={() => onChoose(item)}
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
