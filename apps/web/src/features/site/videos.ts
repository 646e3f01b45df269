/**
 * The tutorial videos of /videos: German titles and descriptions come from the catalogue
 * (`public.videos.items.<key>`), the YouTube ids from here. They are embedded from youtube-nocookie.com
 * and only after the visitor's consent.
 */
export interface TutorialVideo {
  /** Key of the title and description in `public.videos.items`. */
  key: string;
  /** YouTube video id. */
  youtubeId: string;
}

export const VIDEO_PLATFORM_HOST = 'www.youtube-nocookie.com';

export const TUTORIAL_VIDEOS: readonly TutorialVideo[] = [
  { key: 'firstSteps', youtubeId: 'tF1n0Ers7eS' },
  { key: 'widgets', youtubeId: 'tF1n0Wdg3t5' },
  { key: 'randomTools', youtubeId: 'tF1n0Zuf4ll' },
  { key: 'media', youtubeId: 'tF1n0M3d1en' },
  { key: 'sharing', youtubeId: 'tF1n0T3ilen' },
  { key: 'whiteboard', youtubeId: 'tF1n0T4fel1' },
];

/** Embed address of a video (no cookies until playback, per the platform's privacy-enhanced mode). */
export function embedUrl(youtubeId: string): string {
  return `https://${VIDEO_PLATFORM_HOST}/embed/${encodeURIComponent(youtubeId)}`;
}
