import { classifyMediaLink, defaultExtraSettings } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { loadWidgetData, newWidgetData } from '../sdk/stored.ts';
import { mediaDefinition } from './definition.ts';
import {
  EMPTY_SOURCE,
  mediaView,
  sourceFromAsset,
  sourceFromGallery,
  sourceFromLink,
} from './media-source.ts';

const link = (url: string) => {
  const classified = classifyMediaLink(url);
  if (!classified) throw new Error(url);
  return { ...defaultExtraSettings('Media'), ...sourceFromLink(classified) };
};

describe('Media definition', () => {
  it('has the catalogue defaults', () => {
    const data = newWidgetData(mediaDefinition, 'SecondaryGradeLevel');
    expect(data.settings).toEqual({
      assetId: '',
      assetType: 'Unknown',
      assetUrl: '',
      assetUrlType: 'Hyperlink',
      assetTitle: '',
      loop: false,
    });
    expect(data.componentData).toEqual({ consentGiven: false, consentFor: '' });
  });

  it('asks for consent again for stored consent without its domain', () => {
    const loaded = loadWidgetData(
      mediaDefinition,
      { widgetComponentData: { consentGiven: true } },
      'PrimaryGradeLevel',
    );
    expect(loaded.componentData).toEqual({ consentGiven: true, consentFor: '' });
  });
});

describe('Media sources', () => {
  it('keeps an upload under assetId with its file name as title', () => {
    const source = sourceFromAsset({
      id: 'a1',
      url: '/api/assets/tafino/a1?k=s',
      assetType: 'Image',
      fileName: 'Hund.png',
    });
    expect(source).toEqual({
      assetId: 'a1',
      assetType: 'Image',
      assetUrl: '/api/assets/tafino/a1?k=s',
      assetUrlType: 'RawMediaLink',
      assetTitle: 'Hund.png',
    });
    expect(mediaView({ ...defaultExtraSettings('Media'), ...source })).toEqual({
      kind: 'image',
      url: '/api/assets/tafino/a1?k=s',
    });
  });

  it('renders each link type as the catalogue says', () => {
    expect(mediaView(link('https://example.org/ton.mp3')).kind).toBe('audio');
    expect(mediaView(link('https://example.org/film.webm')).kind).toBe('video');
    expect(mediaView(link('https://youtu.be/dQw4w9WgXcQ'))).toEqual({
      kind: 'embed',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      domain: 'youtu.be',
      platform: true,
    });
    expect(mediaView(link('https://h5p.org/h5p/embed/612'))).toMatchObject({
      kind: 'embed',
      platform: false,
    });
    expect(mediaView(link('https://www.planet-schule.de/'))).toEqual({
      kind: 'link',
      url: 'https://www.planet-schule.de/',
      domain: 'planet-schule.de',
    });
  });

  it('defaults the title to the domain and uses gallery pictures as images', () => {
    expect(link('https://www.planet-schule.de/x').assetTitle).toBe('planet-schule.de');
    const gallery = sourceFromGallery({
      url: '/api/files/assets/igel?v=1',
      title: 'Igel',
      assetType: 'Image',
    });
    expect(mediaView({ ...defaultExtraSettings('Media'), ...gallery }).kind).toBe('image');
  });

  it('shows the chooser when there is no (usable) source', () => {
    expect(mediaView({ ...defaultExtraSettings('Media'), ...EMPTY_SOURCE }).kind).toBe('empty');
    expect(mediaView({ ...defaultExtraSettings('Media'), assetUrl: 'javascript:alert(1)' }).kind).toBe(
      'empty',
    );
    // Unsafe stored values are never rendered, whatever type they claim.
    for (const assetUrl of [
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'data:image/png;base64,AA==',
      ' javascript:x',
      '/oidc/x',
    ])
      expect(
        mediaView({
          ...defaultExtraSettings('Media'),
          assetUrl,
          assetType: 'Image',
          assetUrlType: 'RawMediaLink',
        }).kind,
        assetUrl,
      ).toBe('empty');
    expect(
      mediaView({
        ...defaultExtraSettings('Media'),
        assetUrl: '/api/assets/tafino/1?k=x',
        assetType: 'Image',
      }).kind,
    ).toBe('image');
    const loaded = loadWidgetData(
      mediaDefinition,
      {
        widgetSettingsData: {
          extraSettings: { assetUrl: 'javascript:alert(1)', assetTitle: 'Bild' },
          settingsVersion: 1,
        },
      },
      'PrimaryGradeLevel',
    );
    expect(loaded.settings).toMatchObject({ assetUrl: '', assetTitle: 'Bild' });
  });
});
