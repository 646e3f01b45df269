import { COLOR_TOKENS, type ColorToken, MULTI_LINE_TEXT_LIMITS } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

// The legacy app stored the note colour as a CSS colour; version 2 stores a palette token.
const LEGACY_COLORS: Readonly<Record<string, ColorToken>> = {
  '#fff': 'white',
  '#ffffff': 'white',
  '#fff59d': 'yellow',
  '#ffeb3b': 'yellow',
  '#ffcc80': 'orange',
  '#ff9800': 'orange',
  '#ef9a9a': 'red',
  '#f44336': 'red',
  '#f48fb1': 'pink',
  '#ce93d8': 'purple',
  '#90caf9': 'blue',
  '#a5d6a7': 'green',
  '#e0e0e0': 'grey',
  '#9e9e9e': 'grey',
  '#000': 'black',
  '#000000': 'black',
};

/** Maps a legacy CSS colour (name or hex) to a palette token; unknown colours become white. */
export function legacyColorToToken(value: unknown): ColorToken {
  if (typeof value !== 'string') return 'white';
  const v = value.trim().toLowerCase();
  if ((COLOR_TOKENS as readonly string[]).includes(v)) return v as ColorToken;
  if (v === 'gray') return 'grey';
  return LEGACY_COLORS[v] ?? 'white';
}

export const multiLineTextDefinition = defineWidget({
  type: 'MultiLineText',
  settings: {
    version: 2,
    fields: {
      multiLineText: field.longText({ maxLength: MULTI_LINE_TEXT_LIMITS.maxTextLength, hidden: true }),
      backgroundColor: field.color(),
      textAlign: field.enum(['left', 'center'] as const),
      fontSize: field.autoNumber({
        min: MULTI_LINE_TEXT_LIMITS.minFontSize,
        max: MULTI_LINE_TEXT_LIMITS.maxFontSize,
        step: 1,
      }),
    },
    migrations: [
      {
        from: 1,
        description: 'backgroundColor was a CSS colour (e.g. "#fff59d"); it is now a palette token.',
        up: (settings) =>
          'backgroundColor' in settings
            ? { ...settings, backgroundColor: legacyColorToToken(settings.backgroundColor) }
            : settings,
      },
    ],
    quickKeys: ['backgroundColor'],
  },
  componentData: { schema: z.object({}), initial: () => ({}) },
  loadView: () => import('./index.ts'),
});
