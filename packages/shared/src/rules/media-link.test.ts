import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyMediaLink, DIRECT_MEDIA_EXTENSIONS, parseHttpUrl } from './media-link.ts';

const kind = (input: string) => {
  const link = classifyMediaLink(input);
  return link && [link.linkType, link.assetType];
};

describe('classifyMediaLink (catalogue 3.4 Media)', () => {
  it('classifies direct files by extension, assetType following the file', () => {
    expect(kind('https://example.org/bilder/Hund.JPG')).toEqual(['RawMediaLink', 'Image']);
    expect(kind('https://example.org/a.jpeg?x=1#y')).toEqual(['RawMediaLink', 'Image']);
    for (const ext of ['png', 'gif', 'webp', 'svg'])
      expect(kind(`https://cdn.example.org/x.${ext}`)).toEqual(['RawMediaLink', 'Image']);
    for (const ext of ['mp3', 'ogg', 'wav', 'm4a'])
      expect(kind(`https://example.org/t/ton.${ext}`)).toEqual(['RawMediaLink', 'Audio']);
    for (const ext of ['mp4', 'webm'])
      expect(kind(`http://example.org/film.${ext}`)).toEqual(['RawMediaLink', 'Video']);
  });

  it('recognises YouTube links and embeds them without cookies', () => {
    const cases = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ];
    for (const input of cases) {
      const link = classifyMediaLink(input);
      expect(link?.linkType, input).toBe('VideoPlatformLink');
      expect(link?.assetType).toBe('Video');
      expect(link?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    }
    expect(classifyMediaLink('https://youtu.be/dQw4w9WgXcQ?t=1m30s')?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
    expect(classifyMediaLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.domain).toBe('youtube.com');
  });

  it('treats YouTube pages without a video (channels) as hyperlinks', () => {
    expect(kind('https://www.youtube.com/@tafino-beispiel')).toEqual(['Hyperlink', 'Unknown']);
  });

  it('recognises Vimeo videos', () => {
    expect(classifyMediaLink('https://vimeo.com/76979871')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(kind('https://player.vimeo.com/video/76979871')).toEqual(['VideoPlatformLink', 'Video']);
    expect(kind('https://vimeo.com/about')).toEqual(['Hyperlink', 'Unknown']);
  });

  it('recognises H5P embeds', () => {
    expect(kind('https://h5p.org/h5p/embed/612')).toEqual(['H5pAppLink', 'Unknown']);
    expect(kind('https://schule.h5p.com/content/1291234567890/embed')).toEqual(['H5pAppLink', 'Unknown']);
    expect(kind('https://blog.example.org/wp-admin/admin-ajax.php?action=h5p_embed&id=3')).toEqual([
      'H5pAppLink',
      'Unknown',
    ]);
    expect(classifyMediaLink('http://h5p.org/h5p/embed/612')?.embedUrl).toBe('https://h5p.org/h5p/embed/612');
  });

  it('makes anything else a hyperlink with its domain', () => {
    const link = classifyMediaLink('  www.planet-schule.de/wissenspool  ');
    expect(link).toEqual({
      url: 'https://www.planet-schule.de/wissenspool',
      linkType: 'Hyperlink',
      assetType: 'Unknown',
      domain: 'planet-schule.de',
      embedUrl: null,
    });
  });

  it('rejects what is no http(s) link', () => {
    for (const input of [
      '',
      '   ',
      'javascript:alert(1)',
      'ftp://x.org/a.png',
      'data:image/png;base64,AA',
      'Hund',
    ])
      expect(classifyMediaLink(input), input).toBeNull();
  });
});

describe('classifyMediaLink properties', () => {
  it('never throws and only returns http(s) URLs', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (input) => {
        const link = classifyMediaLink(input);
        if (link) expect(['http:', 'https:']).toContain(new URL(link.url).protocol);
      }),
    );
  });

  it('classifies every web URL ending in a media extension as a raw media link', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.constantFrom(...DIRECT_MEDIA_EXTENSIONS),
        (base, ext) => {
          const url = new URL(base);
          url.pathname = `${url.pathname.replace(/\/$/, '')}/datei.${ext}`;
          expect(classifyMediaLink(url.href)?.linkType).toBe('RawMediaLink');
        },
      ),
    );
  });

  it('only embeds from https', () => {
    fc.assert(
      fc.property(fc.webUrl(), (input) => {
        const embed = classifyMediaLink(input)?.embedUrl;
        if (embed) expect(embed.startsWith('https://')).toBe(true);
      }),
    );
  });

  it('parseHttpUrl accepts bare hosts', () => {
    expect(parseHttpUrl('example.org')?.href).toBe('https://example.org/');
  });
});
