import type { ColorToken, GalleryItemDto, StickerSettings } from '@tafino/shared';
import DOMPurify from 'dompurify';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { EmptyState, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { StickerData } from './fields.ts';
import {
  angleAround,
  flagArt,
  normalizeRotation,
  QUARTER_TURN,
  ROTATION_STEP,
  rotateBy,
  type Size,
  STICKER_HOME_FOLDER,
  type StickerType,
  snapRotation,
  stickerLabel,
  stickerSize,
} from './rules.ts';
import { StickerGallery, useStickerListing } from './StickerGallery.tsx';
import './sticker.css';
import { useTranslation } from '../sdk/i18n.ts';

/** Every member a sticker type may have besides the shared ones (catalogue 3.7). */
type AnySticker = StickerSettings & {
  labelWithArticle?: boolean;
  trueToScale?: boolean;
  aspect?: '4x3' | '1x1';
  fillColor?: ColorToken;
  showHiddenEdges?: boolean;
  showProperties?: boolean;
};

export type StickerViewProps = Omit<WidgetViewProps<StickerType, StickerData>, 'settings'> & {
  readonly type: StickerType;
  readonly settings: AnySticker;
};

const ROTATE_ICON = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const CHANGE_ICON = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 4h7v7H4zM13 13h7v7h-7zM13 4h7v7h-7zM4 13h7v7H4z" strokeLinejoin="round" />
  </svg>
);

/** A one-line text's font size: as large as `max`, small enough that the line fits the width. */
function lineFont(text: string, width: number, max: number): number {
  // About 0.6 em per character in the bold UI fonts, plus the badge's padding.
  return Math.max(8, Math.min(max, (width * 0.9) / (0.6 * Math.max(1, text.length) + 1.2)));
}

/** Inline SVG of a Körper & Flächen item, so its fill takes the palette colour and hidden edges can go. */
function useInlineSvg(url: string | null): string | null {
  const [markup, setMarkup] = useState<{ url: string; svg: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        const svg = DOMPurify.sanitize(text, { USE_PROFILES: { svg: true } });
        setMarkup({ url, svg });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [url]);
  return markup && markup.url === url ? markup.svg : null;
}

/**
 * One sticker (catalogue 1.7): a gallery picture that fills its frameless frame with its aspect ratio
 * kept, turned ("Drehen" 90°, the handle in 15° steps), mirrored, optionally labelled. An empty one
 * opens the gallery at its type's folder.
 */
export function StickerView({
  type,
  settings,
  size,
  selected = false,
  locked,
  readOnly = false,
  onSettingsChange,
  focused,
  justPlaced = false,
}: StickerViewProps) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const slug = settings.stickerSlug;
  // The gallery opens by itself only for a sticker the teacher has just placed; an empty sticker on a
  // desktop opened later shows its "choose" button instead of covering the board with a dialog.
  const [galleryOpen, setGalleryOpen] = useState(slug === '' && !readOnly && !focused && justPlaced);
  // The listing needs a signed-in teacher: the embed (/iframe) shows the public file without it.
  const listing = useStickerListing(!readOnly && (slug !== '' || galleryOpen));
  const item: GalleryItemDto | undefined = listing.data?.items.find((i) => i.slug === slug);
  const [natural, setNatural] = useState<Size | null>(null);
  const rotation = normalizeRotation(settings.rotation);
  const canEdit = !readOnly;

  const rotate = (delta: number) => onSettingsChange({ rotation: rotateBy(rotation, delta) });
  sdk.useHeaderActions(
    canEdit && slug !== ''
      ? [
          {
            key: 'rotate',
            label: t('widgets.stickerKit.rotate'),
            icon: ROTATE_ICON,
            onClick: () => rotate(QUARTER_TURN),
          },
          {
            key: 'change',
            label: t('widgets.stickerKit.change'),
            icon: CHANGE_ICON,
            onClick: () => setGalleryOpen(true),
          },
        ]
      : [],
  );

  const choose = (chosen: GalleryItemDto) => {
    setGalleryOpen(false);
    onSettingsChange({ stickerSlug: chosen.slug });
    // Rechengeld at its real size (coins 5 px/mm, notes 2 px/mm): the frame takes the artwork's size.
    if (type === 'MoneySticker' && settings.trueToScale)
      sdk.requestSize({ width: chosen.width, height: chosen.height });
  };

  const isShape = type === 'ShapesAndSurfaces';
  const fileUrl = slug === '' ? null : (item?.url ?? (sdk.galleryFileUrl(slug) || null));
  const inlineSvg = useInlineSvg(isShape ? fileUrl : null);

  const title = item
    ? stickerLabel(item, type === 'AnimalSticker' && settings.labelWithArticle !== false)
    : '';
  const showLabel = settings.showLabel && title !== '';
  const properties = isShape && settings.showProperties ? (item?.properties ?? '') : '';
  // The label and the badge take a band below the picture, scaled with the frame.
  const band = Math.max(16, Math.min(size.height * 0.16, 72));
  const box = {
    width: size.width,
    height: Math.max(0, size.height - (showLabel ? band : 0) - (properties ? band : 0)),
  };
  const baseArt = item
    ? { width: item.width, height: item.height }
    : (natural ?? { width: 200, height: 200 });
  const art = type === 'FlagsSticker' ? flagArt(baseArt, settings.aspect ?? '4x3') : baseArt;
  const drawn = stickerSize(art, box, rotation, type === 'MoneySticker' && settings.trueToScale === true);

  const gallery = galleryOpen && canEdit && (
    <StickerGallery
      type={type}
      homeFolder={STICKER_HOME_FOLDER[type]}
      onChoose={choose}
      onClose={() => setGalleryOpen(false)}
    />
  );

  if (slug === '')
    return (
      <div className="w-fill w-sticker w-sticker--empty">
        <EmptyState dashed title={t(`widgets.${type}.name`)}>
          {canEdit && (
            <WidgetButton onClick={() => setGalleryOpen(true)}>{t('widgets.stickerKit.choose')}</WidgetButton>
          )}
        </EmptyState>
        {gallery}
      </div>
    );

  const transform = `rotate(${rotation}deg)${settings.mirrored ? ' scaleX(-1)' : ''}`;
  const fill = settings.fillColor ?? 'blue';
  return (
    <div
      className={`w-fill w-sticker${isShape && settings.showHiddenEdges === false ? ' w-sticker--no-hidden-edges' : ''}`}
      data-rotation={rotation}
      style={{ '--w-sticker-band': `${band}px`, '--w-shape-fill': `var(--color-${fill}, ${fill})` } as never}
    >
      <div className="w-sticker__stage">
        <div
          className="w-sticker__art"
          role="img"
          aria-label={title || t(`widgets.${type}.name`)}
          style={{ width: drawn.width, height: drawn.height, transform }}
        >
          {isShape && inlineSvg ? (
            // Sanitized SVG from the product's own gallery (DOMPurify, SVG profile).
            <div className="w-sticker__svg" dangerouslySetInnerHTML={{ __html: inlineSvg }} />
          ) : (
            fileUrl && (
              <img
                className={`w-sticker__img${type === 'FlagsSticker' && settings.aspect === '1x1' ? ' w-sticker__img--letterbox' : ''}`}
                src={fileUrl}
                alt=""
                draggable={false}
                onLoad={(event) =>
                  setNatural({
                    width: event.currentTarget.naturalWidth || 200,
                    height: event.currentTarget.naturalHeight || 200,
                  })
                }
              />
            )
          )}
        </div>
      </div>
      {showLabel && (
        <p className="w-sticker__label" style={{ fontSize: lineFont(title, size.width, band * 0.62) }}>
          {title}
        </p>
      )}
      {properties && (
        <p
          className="w-sticker__properties"
          style={{ fontSize: lineFont(properties, size.width, band * 0.5) }}
        >
          {properties}
        </p>
      )}
      {selected && canEdit && !locked && (
        <RotateHandle rotation={rotation} onChange={(next) => onSettingsChange({ rotation: next })} />
      )}
      {gallery}
    </div>
  );
}

/** The turning handle: drag around the sticker in 15° steps; a tap or the arrow keys turn by 15°. */
function RotateHandle({ rotation, onChange }: { rotation: number; onChange: (rotation: number) => void }) {
  const { t } = useTranslation();
  const drag = useRef<{
    center: { x: number; y: number };
    start: number;
    from: number;
    moved: boolean;
  } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    const root = event.currentTarget.closest('.w-sticker');
    const art = root?.querySelector('.w-sticker__stage')?.getBoundingClientRect();
    if (!art) return;
    const center = { x: art.left + art.width / 2, y: art.top + art.height / 2 };
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      center,
      start: angleAround(center, { x: event.clientX, y: event.clientY }),
      from: rotation,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const angle = angleAround(d.center, { x: event.clientX, y: event.clientY });
    const next = snapRotation(d.from + angle - d.start);
    if (next !== d.from || d.moved) {
      d.moved = true;
      if (next !== rotation) onChange(next);
    }
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    // A tap without turning turns by one step.
    if (d && !d.moved) onChange(rotateBy(rotation, ROTATION_STEP));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (!delta) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(rotateBy(rotation, delta * ROTATION_STEP));
  };
  return (
    <button
      type="button"
      role="slider"
      className="w-sticker__rotate"
      aria-label={t('widgets.stickerKit.rotateHandle')}
      aria-valuemin={0}
      aria-valuemax={345}
      aria-valuenow={rotation}
      aria-valuetext={t('widgets.stickerKit.degrees', { value: rotation })}
      title={t('widgets.stickerKit.rotateHandleHint')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // Keyboard "click" (Enter/Space) turns one step; pointer taps are handled on pointerup.
        if (event.detail === 0) onChange(rotateBy(rotation, ROTATION_STEP));
      }}
    >
      {ROTATE_ICON}
    </button>
  );
}
