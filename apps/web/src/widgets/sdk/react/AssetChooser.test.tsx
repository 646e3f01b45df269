import type { GalleryItemDto, GalleryListingDto } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AssetChooser, type AssetSources } from './AssetChooser.tsx';
import { DEFAULT_WIDGET_SDK, type WidgetSdk, WidgetSdkProvider } from './context.tsx';

const item = (slug: string, folder: string): GalleryItemDto => ({
  slug,
  title: slug,
  label: slug,
  folder,
  folderTitle: folder,
  kind: 'sticker',
  keywords: [],
  editions: [],
  mimeType: 'image/svg+xml',
  assetType: 'Image',
  width: 100,
  height: 100,
  properties: null,
  license: 'CC0',
  author: 'x',
  url: `/api/files/assets/${slug}`,
  previewUrl: `/api/files/assets/${slug}?preview`,
});

const listing: GalleryListingDto = {
  folders: [
    { path: 'tiere', title: 'Tiere', kind: 'sticker', count: 2, attribution: '' },
    { path: 'obst', title: 'Obst', kind: 'sticker', count: 1, attribution: '' },
  ],
  items: [item('igel', 'tiere/wald'), item('hund', 'tiere'), item('apfel', 'obst')],
};

const sources: AssetSources<string> = {
  fromUpload: (asset) => `upload:${asset.id}`,
  fromGallery: (g) => `gallery:${g.slug}`,
  fromLink: (text) => (text.startsWith('https://') ? `link:${text}` : null),
};

function renderChooser(sdk: Partial<WidgetSdk>, onChoose = vi.fn()) {
  render(
    <WidgetSdkProvider value={{ ...DEFAULT_WIDGET_SDK, ...sdk }}>
      <AssetChooser accept="image" sources={sources} onChoose={onChoose} />
    </WidgetSdkProvider>,
  );
  return onChoose;
}

describe('AssetChooser (through the SDK context)', () => {
  it('picks from a gallery folder of the host', () => {
    const useGallery = vi.fn(() => ({ data: listing, isPending: false, isError: false }));
    const onChoose = renderChooser({ useGallery });
    fireEvent.click(screen.getByRole('button', { name: 'Aus der Galerie' }));
    expect(screen.getAllByRole('button', { name: /wählen$/ })).toHaveLength(3);
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordner' }), { target: { value: 'tiere' } });
    expect(screen.getAllByRole('button', { name: /wählen$/ }).map((b) => b.getAttribute('title'))).toEqual([
      'igel',
      'hund',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'igel wählen' }));
    expect(onChoose).toHaveBeenCalledWith('gallery:igel');
    expect(useGallery).toHaveBeenCalledWith(expect.objectContaining({ kind: 'sticker' }));
  });

  it("shows the host's upload progress and refuses a bad link", () => {
    renderChooser({
      useUpload: () => ({ progress: 0.4, upload: async () => null, cancel: () => {} }),
      UploadProgress: ({ value, label }) => <p>{`${label} ${Math.round(value * 100)}`}</p>,
    });
    expect(screen.getByText('Wird hochgeladen … 40')).toBeTruthy();
  });

  it('takes a link the widget accepts and says when it does not', () => {
    const onChoose = renderChooser({});
    fireEvent.click(screen.getByRole('button', { name: 'Link einfügen' }));
    const input = screen.getByLabelText('Link (https://…)');
    fireEvent.change(input, { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte einen gültigen Link eingeben (https://…).');
    fireEvent.change(input, { target: { value: 'https://example.org/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(onChoose).toHaveBeenCalledWith('link:https://example.org/a.png');
  });
});
