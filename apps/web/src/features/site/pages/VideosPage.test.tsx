import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useVideoConsent } from '../../video-consent/store.ts';
import { TUTORIAL_VIDEOS } from '../videos.ts';
import { VideosPage } from './VideosPage.tsx';

function clearConsentCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = 'tafino_video_consent=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
}

describe('VideosPage', () => {
  beforeEach(() => {
    clearConsentCookie();
    useVideoConsent.setState({ consented: true, dialogOpen: false });
  });

  it('shows placeholders naming the platform until the visitor consents (store default does not count)', () => {
    render(
      <MemoryRouter>
        <VideosPage />
      </MemoryRouter>,
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(screen.getAllByTestId('video-placeholder')).toHaveLength(TUTORIAL_VIDEOS.length);
    expect(screen.getAllByText('Video von www.youtube-nocookie.com')).toHaveLength(TUTORIAL_VIDEOS.length);
    expect(screen.getByRole('heading', { level: 1, name: 'Erklärvideos' })).toBeTruthy();
  });

  it('embeds the videos from youtube-nocookie.com in sandboxed frames after consent', () => {
    render(
      <MemoryRouter>
        <VideosPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Einwilligen und Videos laden' })[0]!);
    const frames = [...document.querySelectorAll('iframe')];
    expect(frames).toHaveLength(TUTORIAL_VIDEOS.length);
    expect(frames[0]?.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${TUTORIAL_VIDEOS[0]?.youtubeId}`,
    );
    expect(frames[0]?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(document.cookie).toContain('tafino_video_consent=true');
    expect(useVideoConsent.getState().consented).toBe(true);
  });

  it('shows placeholders again after the consent was revoked', () => {
    useVideoConsent.getState().setConsent(false);
    render(
      <MemoryRouter>
        <VideosPage />
      </MemoryRouter>,
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
