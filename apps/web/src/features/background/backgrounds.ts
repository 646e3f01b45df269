/**
 * Desktop background images (spec section 3: slug, url). The first entry is the default.
 * Self-drawn SVGs in apps/web/public/backgrounds/; `labelKey` is the German name in the catalogue.
 */
export interface BackgroundImage {
  slug: string;
  url: string;
  labelKey: string;
  /** 'tile' repeats the image, 'cover' stretches it over the desktop. */
  fit: 'tile' | 'cover';
}

export const BACKGROUND_IMAGES: readonly BackgroundImage[] = [
  { slug: 'paper', url: '/backgrounds/paper.svg', labelKey: 'shell.background.images.paper', fit: 'tile' },
  {
    slug: 'chalkboard',
    url: '/backgrounds/chalkboard.svg',
    labelKey: 'shell.background.images.chalkboard',
    fit: 'tile',
  },
  { slug: 'sky', url: '/backgrounds/sky.svg', labelKey: 'shell.background.images.sky', fit: 'cover' },
  { slug: 'dots', url: '/backgrounds/dots.svg', labelKey: 'shell.background.images.dots', fit: 'tile' },
  { slug: 'grid', url: '/backgrounds/grid.svg', labelKey: 'shell.background.images.grid', fit: 'tile' },
  {
    slug: 'meadow',
    url: '/backgrounds/meadow.svg',
    labelKey: 'shell.background.images.meadow',
    fit: 'cover',
  },
];

/** Background colours offered in the panel (CSS colours; stored as the setting value). */
export const BACKGROUND_COLORS: readonly { value: string; labelKey: string }[] = [
  { value: '#ffffff', labelKey: 'shell.background.colors.white' },
  { value: '#f4efe1', labelKey: 'shell.background.colors.cream' },
  { value: '#dcebf7', labelKey: 'shell.background.colors.lightBlue' },
  { value: '#e1f2e3', labelKey: 'shell.background.colors.lightGreen' },
  { value: '#fbe3e8', labelKey: 'shell.background.colors.pink' },
  { value: '#2f4f3e', labelKey: 'shell.background.colors.boardGreen' },
  { value: '#3b3f46', labelKey: 'shell.background.colors.anthracite' },
];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export interface BackgroundColorChoice {
  value: string;
  /** Catalogue label key for the known colours; colours a tenant added show their value. */
  labelKey: string | null;
}

/**
 * The palette of the panel from the `Desktop.Style.BackgroundColors` setting (a JSON array of
 * #rrggbb colours). A missing or damaged value gives the built-in palette.
 */
export function paletteFromSetting(value: string | null | undefined): BackgroundColorChoice[] {
  let parsed: unknown;
  try {
    parsed = value ? JSON.parse(value) : null;
  } catch {
    parsed = null;
  }
  const colors = Array.isArray(parsed)
    ? [
        ...new Set(
          parsed
            .filter((c): c is string => typeof c === 'string' && HEX_COLOR.test(c.trim()))
            .map((c) => c.trim().toLowerCase()),
        ),
      ]
    : [];
  if (colors.length === 0) return BACKGROUND_COLORS.map((c) => ({ ...c }));
  return colors.map((c) => ({
    value: c,
    labelKey: BACKGROUND_COLORS.find((known) => known.value === c)?.labelKey ?? null,
  }));
}

/** A desktop's own background, kept in `extraProperties.background`. */
export type DesktopBackgroundChoice = { imageSlug: string } | { color: string };

/** Reads `extraProperties.background`; anything else (absent, damaged) gives undefined. */
export function readDesktopBackground(
  extraProperties: Record<string, unknown> | null | undefined,
): DesktopBackgroundChoice | undefined {
  const value = extraProperties?.background;
  if (typeof value !== 'object' || value === null) return undefined;
  const { imageSlug, color } = value as Record<string, unknown>;
  if (typeof color === 'string' && color.trim()) return { color: color.trim() };
  if (typeof imageSlug === 'string' && imageSlug.trim()) return { imageSlug: imageSlug.trim() };
  return undefined;
}

/**
 * The background shown for a desktop: its own choice when it has one, else the user's settings
 * (the default for desktops without a choice).
 */
export function resolveDesktopBackground(
  extraProperties: Record<string, unknown> | null | undefined,
  imageSlug: string | null | undefined,
  color: string | null | undefined,
): DesktopBackground {
  const own = readDesktopBackground(extraProperties);
  if (own)
    return 'color' in own ? resolveBackground(null, own.color) : resolveBackground(own.imageSlug, null);
  return resolveBackground(imageSlug, color);
}

/** The image for a slug; unknown or empty slugs give the default (first) image. */
export function backgroundImageBySlug(slug: string | null | undefined): BackgroundImage {
  return BACKGROUND_IMAGES.find((image) => image.slug === slug) ?? BACKGROUND_IMAGES[0]!;
}

export type DesktopBackground = { kind: 'color'; color: string } | { kind: 'image'; image: BackgroundImage };

/** Spec section 2: the colour setting, when set, wins over the image slug. */
export function resolveBackground(
  imageSlug: string | null | undefined,
  color: string | null | undefined,
): DesktopBackground {
  const trimmed = color?.trim();
  if (trimmed) return { kind: 'color', color: trimmed };
  return { kind: 'image', image: backgroundImageBySlug(imageSlug) };
}
