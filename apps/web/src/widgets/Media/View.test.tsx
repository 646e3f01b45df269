import { defaultExtraSettings } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { View } from './View.tsx';

const base = {
  widgetId: 'w1',
  size: { width: 360, height: 208 },
  edition: 'PrimaryGradeLevel' as const,
  soundEnabled: false,
  focused: false,
  locked: false,
  onSettingsChange: vi.fn(),
  onRequestFocus: vi.fn(),
};

const youtube = {
  ...defaultExtraSettings('Media'),
  assetUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  assetUrlType: 'VideoPlatformLink' as const,
  assetType: 'Video' as const,
  assetTitle: 'youtube.com',
};

describe('Media view', () => {
  it('shows the consent placeholder, no iframe, until it is tapped', () => {
    const onComponentDataChange = vi.fn();
    render(
      <View
        {...base}
        settings={youtube}
        componentData={{ consentGiven: false, consentFor: '' }}
        onComponentDataChange={onComponentDataChange}
      />,
    );
    expect(
      screen.getByText('Video von youtube.com laden? Dabei werden Daten an den Anbieter übertragen.'),
    ).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByTestId('media-consent'));
    const update = onComponentDataChange.mock.calls[0]?.[0] as (p: object) => object;
    expect(update({ consentGiven: false, consentFor: '' })).toEqual({
      consentGiven: true,
      consentFor: 'youtube.com',
    });
  });

  it('embeds the no-cookie player in a sandbox once consent for that domain is stored', () => {
    render(
      <View
        {...base}
        settings={youtube}
        componentData={{ consentGiven: true, consentFor: 'youtube.com' }}
        onComponentDataChange={vi.fn()}
      />,
    );
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame?.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('shows a hyperlink as a card that opens safely in a new tab', () => {
    render(
      <View
        {...base}
        settings={{
          ...defaultExtraSettings('Media'),
          assetUrl: 'https://www.planet-schule.de/x',
          assetTitle: 'Planet Schule',
        }}
        componentData={{ consentGiven: false, consentFor: '' }}
        onComponentDataChange={vi.fn()}
      />,
    );
    const link = screen.getByRole('link', { name: 'Planet Schule in neuem Tab öffnen' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Öffnen');
    expect(screen.getByText('planet-schule.de')).toBeTruthy();
  });

  it('offers upload, gallery and link when empty', () => {
    render(
      <View
        {...base}
        settings={defaultExtraSettings('Media')}
        componentData={{ consentGiven: false, consentFor: '' }}
        onComponentDataChange={vi.fn()}
      />,
    );
    for (const name of ['Datei hochladen', 'Aus der Galerie', 'Link einfügen'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('shows "Abspielen" for audio', () => {
    render(
      <View
        {...base}
        size={{ width: 360, height: 46 }}
        settings={{
          ...defaultExtraSettings('Media'),
          assetUrl: '/api/assets/tafino/a1?k=s',
          assetType: 'Audio',
          assetUrlType: 'RawMediaLink',
          assetTitle: 'Ton.wav',
        }}
        componentData={{ consentGiven: false, consentFor: '' }}
        onComponentDataChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeTruthy();
    expect(screen.getByText('Ton.wav')).toBeTruthy();
  });

  it('shows a clear placeholder when an uploaded file no longer loads', () => {
    const picture = {
      ...defaultExtraSettings('Media'),
      assetId: '0d4b1f3e-6a43-4e8e-9a55-3f0c1a2b3c4d',
      assetUrl: '/api/assets/tafino/0d4b1f3e-6a43-4e8e-9a55-3f0c1a2b3c4d?k=x',
      assetUrlType: 'RawMediaLink' as const,
      assetType: 'Image' as const,
      assetTitle: 'Tafelbild',
    };
    render(
      <View
        {...base}
        settings={picture}
        componentData={{ consentGiven: false, consentFor: '' }}
        onComponentDataChange={vi.fn()}
      />,
    );
    fireEvent.error(screen.getByAltText('Tafelbild'));
    expect(screen.getByText('Diese Datei ist nicht mehr verfügbar.')).toBeTruthy();
    expect(screen.queryByAltText('Tafelbild')).toBeNull();
  });
});
