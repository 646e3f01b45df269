/** A size in CSS pixels. */
export interface PxSize {
  readonly width: number;
  readonly height: number;
}

/** Locale cookie lifetime in days. */
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** A chunk-load failure reloads the page at most once within this time (ms). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Progress bar throttle (ms). */
export const PROGRESS_BAR_THROTTLE_MS = 200;

/** Progress bar duration (ms). */
export const PROGRESS_BAR_DURATION_MS = 5_000;

/** Landing-page breakpoint for the mobile menu (px). */
export const LANDING_BREAKPOINT_PX = 960;

/** Height of the HtmlEditor's editor area (px). */
export const EDITOR_AREA_HEIGHT_PX = 200;

/** Width of the user hint dialog. */
export const HINT_DIALOG_WIDTH = '50vw';

/** Width of the video consent dialog. */
export const VIDEO_CONSENT_DIALOG_WIDTH = '85vw';

/** Bytes per configured upload-limit megabyte (N MB = N x 1,000,000 bytes). */
export const BYTES_PER_MB = 1_000_000;

/** Default widget container size (panel-like widgets). */
export const DEFAULT_CONTAINER_SIZE: PxSize = { width: 360, height: 240 };

/** Default widget size (compact square widgets). */
export const DEFAULT_WIDGET_SIZE: PxSize = { width: 200, height: 200 };

/** Minimum widget size unless a widget states otherwise. */
export const MIN_WIDGET_SIZE: PxSize = { width: 120, height: 80 };

/** Default scale factor from authored artwork to on-board size. */
export const DEFAULT_SCALE_FACTOR = 0.5;

/** Primary-edition scale factor for card widgets. */
export const PRIMARY_CARD_SCALE_FACTOR = 0.33;

/** Primary-edition scale factor for all non-card widgets. */
export const PRIMARY_SCALE_FACTOR = 1;

/** Authored card artwork size. */
export const CARD_ARTWORK_SIZE: PxSize = { width: 450, height: 240 };

/** Authored sticker artwork size. */
export const STICKER_ARTWORK_SIZE: PxSize = { width: 200, height: 200 };

/** Natural size declared by the built-in topic content packs (Themen). */
export const TOPIC_CONTENT_SIZE: PxSize = { width: 560, height: 420 };

/** Bearer access token max age (s). */
export const ACCESS_TOKEN_MAX_AGE_S = 7_200;

/** Delay before the single retry of a failed desktop or widget update (ms). */
export const UPDATE_RETRY_DELAY_MS = 500;

/** How often a failed desktop or widget update is retried. */
export const UPDATE_RETRY_COUNT = 1;

/** Resize tracker debounce (ms). */
export const RESIZE_DEBOUNCE_MS = 600;

/** Resize tracker trigger delta in width (px). */
export const RESIZE_TRIGGER_DELTA_WIDTH_PX = 300;

/** Resize tracker trigger delta in height (px). */
export const RESIZE_TRIGGER_DELTA_HEIGHT_PX = 400;

/** Minimum display delay of fetch loading states (ms). */
export const MIN_FETCH_DISPLAY_DELAY_MS = 200;

/** Link prefetch waits at most this long for an idle callback (ms). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;

/** Avatar size (px). */
export const AVATAR_SIZE_PX = 42;

/** Avatar colour saturation (%). */
export const AVATAR_SATURATION = 35;

/** Avatar colour lightness (%). */
export const AVATAR_LIGHTNESS = 60;

/** Draw background preview size. */
export const DRAW_BACKGROUND_PREVIEW_SIZE: PxSize = { width: 100, height: 80 };

/** Stored app version assumed when none is persisted (user hint rule). */
export const DEFAULT_APP_VERSION = '1.0.0';

/** Default of the video-platform consent cookie. */
export const DEFAULT_VIDEO_CONSENT = true;

/** Maximum length of a sanitized file name (characters). */
export const MAX_FILE_NAME_LENGTH = 255;

/** Middle part of the pupil-names asset slug. */
export const PUPIL_NAMES_SLUG_PART = 'Pupil-Names';

/** File extension of the pupil-names asset. */
export const PUPIL_NAMES_FILE_EXTENSION = '.txt';

/** MIME type of the pupil-names asset. */
export const PUPIL_NAMES_MIME_TYPE = 'text/plain';
