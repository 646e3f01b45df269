import { describe, expect, it } from 'vitest';
import { ASSET_LINK_TYPES, ASSET_TYPES } from './asset.ts';
import { effectiveEdition, isProductEdition, PRODUCT_EDITIONS, ProductEdition } from './editions.ts';
import * as limits from './limits.ts';
import {
  GENERIC_ERROR_MESSAGE,
  NO_SPACE_FOR_WIDGET_MESSAGE,
  UNKNOWN_USER_LABEL,
  UNSUPPORTED_BROWSER_TOOLTIP,
  uploadLimitExceededMessage,
} from './messages.ts';
import { NOTIFICATION_TYPES } from './notification.ts';
import { SEASONS } from './season.ts';

describe('enumerations (spec section 3)', () => {
  it('have the spec values in spec order', () => {
    expect(PRODUCT_EDITIONS).toEqual(['Unset', 'PrimaryGradeLevel', 'SecondaryGradeLevel']);
    expect(ASSET_TYPES).toEqual(['Unknown', 'Image', 'Audio', 'Video']);
    expect(ASSET_LINK_TYPES).toEqual(['RawMediaLink', 'VideoPlatformLink', 'H5pAppLink', 'Hyperlink']);
    expect(SEASONS).toEqual(['None', 'Spring', 'Autumn', 'Summer', 'Winter']);
    expect(NOTIFICATION_TYPES).toEqual(['info', 'success', 'warning', 'error']);
    expect(ProductEdition.PrimaryGradeLevel).toBe('PrimaryGradeLevel');
  });

  it('default edition is primary', () => {
    expect(limits.DEFAULT_APP_VERSION).toBe('1.0.0');
    expect(effectiveEdition(undefined)).toBe('PrimaryGradeLevel');
    expect(effectiveEdition('Unset')).toBe('PrimaryGradeLevel');
    expect(effectiveEdition('secondarygradelevel')).toBe('SecondaryGradeLevel');
    expect(isProductEdition('Unset')).toBe(true);
    expect(isProductEdition('Primary')).toBe(false);
  });
});

describe('constants (spec section 9)', () => {
  it('have the spec values', () => {
    expect(limits).toMatchObject({
      LOCALE_COOKIE_MAX_AGE_DAYS: 365,
      CHUNK_RELOAD_GUARD_MS: 60_000,
      PROGRESS_BAR_THROTTLE_MS: 200,
      PROGRESS_BAR_DURATION_MS: 5000,
      LANDING_BREAKPOINT_PX: 960,
      EDITOR_AREA_HEIGHT_PX: 200,
      HINT_DIALOG_WIDTH: '50vw',
      VIDEO_CONSENT_DIALOG_WIDTH: '85vw',
      BYTES_PER_MB: 1_000_000,
      DEFAULT_CONTAINER_SIZE: { width: 360, height: 240 },
      DEFAULT_WIDGET_SIZE: { width: 200, height: 200 },
      DEFAULT_SCALE_FACTOR: 0.5,
      PRIMARY_CARD_SCALE_FACTOR: 0.33,
      PRIMARY_SCALE_FACTOR: 1,
      ACCESS_TOKEN_MAX_AGE_S: 7200,
      UPDATE_RETRY_DELAY_MS: 500,
      RESIZE_DEBOUNCE_MS: 600,
      RESIZE_TRIGGER_DELTA_WIDTH_PX: 300,
      RESIZE_TRIGGER_DELTA_HEIGHT_PX: 400,
      MIN_FETCH_DISPLAY_DELAY_MS: 200,
      PREFETCH_IDLE_TIMEOUT_MS: 2000,
      AVATAR_SIZE_PX: 42,
      AVATAR_SATURATION: 35,
      AVATAR_LIGHTNESS: 60,
      DRAW_BACKGROUND_PREVIEW_SIZE: { width: 100, height: 80 },
      DEFAULT_VIDEO_CONSENT: true,
      PUPIL_NAMES_FILE_EXTENSION: '.txt',
      PUPIL_NAMES_MIME_TYPE: 'text/plain',
    });
  });

  it('user-visible texts use the exact spec wording', () => {
    expect(NO_SPACE_FOR_WIDGET_MESSAGE).toBe('Nicht genügend Platz zum Hinzufügen des Widgets gefunden!');
    expect(UNSUPPORTED_BROWSER_TOOLTIP).toBe(
      'Wir empfehlen für die Nutzung von TAFINO einen der folgenden Browser: Chrome, Edge oder Firefox.',
    );
    expect(UNKNOWN_USER_LABEL).toBe('Unbekannt');
    expect(GENERIC_ERROR_MESSAGE).toBe('Ein unerwarteter Fehler ist aufgetreten');
    expect(uploadLimitExceededMessage(50)).toBe('50MB Upload-Limit ist überschritten.');
  });
});
