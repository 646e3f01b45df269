import {
  type AssetDto,
  type GalleryItemDto,
  isSafeUrl,
  parseHttpUrl,
  UNSAFE_URL_MESSAGE,
} from '@tafino/shared';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { type ACCEPT, AssetChooser, type AssetSources } from '../react/AssetChooser.tsx';
import { Group } from './controls.tsx';
import type { ControlProps, FieldBase, FieldKind } from './types.ts';

/**
 * A file the widget shows: an upload of the teacher, a gallery file or a link. The value is its URL
 * (name the key `url`, `…Url`: the server checks such keys with `isSafeUrl`); an upload's id goes to
 * the sibling key `idKey` (named `assetId`, so the server lets go of the file with the widget).
 */
export interface AssetField extends FieldBase {
  readonly kind: 'asset';
  readonly accept: keyof typeof ACCEPT;
  readonly idKey?: string;
  readonly maxLength: number;
}

interface Chosen {
  url: string;
  assetId: string;
}

const SOURCES: AssetSources<Chosen> = {
  fromUpload: (asset: AssetDto) => ({ url: asset.url, assetId: asset.id }),
  fromGallery: (item: GalleryItemDto) => ({ url: item.url, assetId: '' }),
  fromLink: (text) => {
    const url = parseHttpUrl(text);
    return url ? { url: url.href, assetId: '' } : null;
  },
};

function Control({ field, name, label, value, onPatch }: ControlProps<AssetField>) {
  const { t } = useTranslation();
  const url = typeof value === 'string' ? value : '';
  const set = (chosen: Chosen) => {
    const patch: Record<string, unknown> = { [name]: chosen.url };
    if (field.idKey) patch[field.idKey] = chosen.assetId;
    onPatch(patch);
  };
  return (
    <Group label={label}>
      {url !== '' && field.accept === 'image' && (
        <img className="settings-form__preview" src={url} alt={t('board.assetChooser.preview')} />
      )}
      <AssetChooser accept={field.accept} sources={SOURCES} onChoose={set} compact />
      {url !== '' && (
        <button
          type="button"
          className="w-btn w-btn--secondary"
          onClick={() => set({ url: '', assetId: '' })}
        >
          {t('board.assetChooser.remove')}
        </button>
      )}
    </Group>
  );
}

export const assetKind: FieldKind<AssetField> = {
  kind: 'asset',
  schema: (f) => z.string().max(f.maxLength).refine(isSafeUrl, UNSAFE_URL_MESSAGE),
  initial: () => '',
  samples: () => ({
    valid: ['', '/api/assets/1/a.png', 'https://example.org/a.png'],
    invalid: ['javascript:alert(1)', 'data:image/png;base64,AA', 3, null],
  }),
  Control,
};
