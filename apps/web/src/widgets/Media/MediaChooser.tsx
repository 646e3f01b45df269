import { classifyMediaLink } from '@tafino/shared';
import { AssetChooser, type AssetSources } from '../sdk/react/AssetChooser.tsx';
import { type MediaSource, sourceFromAsset, sourceFromGallery, sourceFromLink } from './media-source.ts';

const MEDIA_SOURCES: AssetSources<MediaSource> = {
  fromUpload: sourceFromAsset,
  fromGallery: sourceFromGallery,
  fromLink: (text) => {
    const link = classifyMediaLink(text);
    return link ? sourceFromLink(link) : null;
  },
};

/** 'Datei hochladen', 'Aus der Galerie' or 'Link einfügen' for an image, audio, video or platform link. */
export function MediaChooser({
  onChoose,
  compact = false,
}: {
  onChoose: (source: MediaSource) => void;
  compact?: boolean;
}) {
  return (
    <AssetChooser
      accept="media"
      sources={MEDIA_SOURCES}
      onChoose={onChoose}
      compact={compact}
      testId="media-file-input"
    />
  );
}
