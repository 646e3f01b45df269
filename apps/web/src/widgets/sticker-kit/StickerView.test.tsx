import { defaultExtraSettings, type GalleryItemDto, type GalleryListingDto } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_SDK, type WidgetSdk, WidgetSdkProvider } from '../sdk/react/context.tsx';
import { StickerView } from './StickerView.tsx';

const item = (
  slug: string,
  title: string,
  folder: string,
  extra: Partial<GalleryItemDto> = {},
): GalleryItemDto => ({
  slug,
  title,
  label: title,
  folder,
  folderTitle: folder,
  kind: 'sticker',
  keywords: [],
  editions: ['PrimaryGradeLevel'],
  mimeType: 'image/svg+xml',
  assetType: 'Image' as GalleryItemDto['assetType'],
  width: 200,
  height: 200,
  properties: null,
  license: 'x',
  author: 'y',
  url: `/files/${slug}.svg`,
  previewUrl: `/files/${slug}.png`,
  ...extra,
});

const LISTING: GalleryListingDto = {
  folders: [
    {
      path: 'lob-und-symbole',
      title: 'Lob & Symbole',
      kind: 'sticker',
      count: 1,
      attribution: 'OpenMoji-Zeile',
    },
    { path: 'rechengeld', title: 'Rechengeld', kind: 'sticker', count: 2, attribution: 'Eigene Zeile' },
  ],
  items: [
    item('stern', 'Stern', 'lob-und-symbole'),
    item('muenze-2-euro', '2 €', 'rechengeld', { width: 129, height: 129 }),
    item('schein-10-euro', '10 €', 'rechengeld', { width: 254, height: 134 }),
  ],
};

function renderSticker(
  type: 'Sticker' | 'MoneySticker',
  settings: Record<string, unknown>,
  sdk: Partial<WidgetSdk> = {},
  props: { selected?: boolean; readOnly?: boolean; justPlaced?: boolean } = {},
) {
  const onSettingsChange = vi.fn();
  const useGallery = vi.fn((_query: unknown, enabled = true) => ({
    data: enabled ? LISTING : undefined,
    isPending: false,
    isError: false,
  }));
  render(
    <WidgetSdkProvider
      value={{ ...DEFAULT_WIDGET_SDK, useGallery, galleryFileUrl: (s) => `/public/${s}`, ...sdk }}
    >
      <StickerView
        type={type}
        widgetId="s1"
        settings={{ ...defaultExtraSettings(type), ...settings } as never}
        componentData={{}}
        size={{ width: 200, height: 200 }}
        edition="PrimaryGradeLevel"
        soundEnabled={false}
        focused={false}
        locked={false}
        onComponentDataChange={vi.fn()}
        onSettingsChange={onSettingsChange}
        onRequestFocus={vi.fn()}
        {...props}
      />
    </WidgetSdkProvider>,
  );
  return { onSettingsChange, useGallery };
}

describe('StickerView', () => {
  it('opens no gallery by itself for an empty sticker on a desktop opened later; "choose" opens it', () => {
    renderSticker('Sticker', {});
    expect(screen.queryByRole('dialog', { name: 'Sticker wählen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sticker wählen' }));
    expect(screen.getByRole('dialog', { name: 'Sticker wählen' })).toBeTruthy();
  });

  it('opens the gallery at "Alle" when no sticker is chosen; the footer shows the licence lines', () => {
    const { onSettingsChange } = renderSticker('Sticker', {}, {}, { justPlaced: true });
    const dialog = screen.getByRole('dialog', { name: 'Sticker wählen' });
    expect(screen.getByRole('button', { name: 'Alle' }).getAttribute('aria-pressed')).toBe('true');
    expect(dialog.querySelector('footer')?.textContent).toBe('OpenMoji-ZeileEigene Zeile');
    fireEvent.click(screen.getByRole('button', { name: 'Lob & Symbole' }));
    expect(dialog.querySelector('footer')?.textContent).toBe('OpenMoji-Zeile');
    fireEvent.click(screen.getByRole('button', { name: 'Stern wählen' }));
    expect(onSettingsChange).toHaveBeenCalledWith({ stickerSlug: 'stern' });
  });

  it('Rechengeld asks for the real size of the chosen coin or note', () => {
    const requestSize = vi.fn(() => true);
    renderSticker('MoneySticker', {}, { requestSize }, { justPlaced: true });
    expect(screen.getByRole('dialog', { name: 'Rechengeld wählen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stern wählen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '10 € wählen' }));
    expect(requestSize).toHaveBeenCalledWith({ width: 254, height: 134 });
  });

  it('draws the chosen sticker turned and mirrored; the handle turns by 15° with the keys, only when selected', () => {
    const { onSettingsChange } = renderSticker(
      'Sticker',
      { stickerSlug: 'stern', rotation: 90, mirrored: true },
      {},
      { selected: true },
    );
    const art = screen.getByRole('img', { name: 'Stern' });
    expect(art.style.transform).toBe('rotate(90deg) scaleX(-1)');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Drehen in 15°-Schritten' }), { key: 'ArrowLeft' });
    expect(onSettingsChange).toHaveBeenCalledWith({ rotation: 75 });
  });

  it('in the embed shows the public file without the listing and without handles', () => {
    const { useGallery } = renderSticker(
      'Sticker',
      { stickerSlug: 'stern' },
      {},
      { readOnly: true, selected: true },
    );
    expect(useGallery).toHaveBeenCalledWith(expect.anything(), false);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/public/stern');
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
