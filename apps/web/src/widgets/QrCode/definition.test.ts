import { defaultExtraSettings } from '@tafino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../sdk/fields.ts';
import { loadWidgetData, newWidgetData } from '../sdk/stored.ts';
import { qrPath } from '../sdk/ui/QrCode.tsx';
import { QR_CONTENT_MAX, qrCodeDefinition } from './definition.ts';
import { shortenedContent } from './View.tsx';

describe('QrCode definition', () => {
  it('has the catalogue defaults in both editions: no content, text shown, level M', () => {
    for (const edition of ['PrimaryGradeLevel', 'SecondaryGradeLevel'] as const) {
      const data = newWidgetData(qrCodeDefinition, edition);
      expect(data.settings).toEqual({ qrContent: '', showContentText: true, errorCorrectionLevel: 'M' });
      expect(data.componentData).toEqual({});
    }
    expect(qrCodeDefinition.info.defaultSize.PrimaryGradeLevel).toEqual({ width: 200, height: 200 });
    expect(qrCodeDefinition.info.defaultSize.SecondaryGradeLevel).toEqual({ width: 200, height: 200 });
    expect(qrCodeDefinition.info.editions).toEqual(['PrimaryGradeLevel', 'SecondaryGradeLevel']);
  });

  it('takes up to 500 characters and no level outside L, M, Q, H', () => {
    const schema = settingsSchema(qrCodeDefinition.settings.fields);
    const good = defaultExtraSettings('QrCode');
    expect(QR_CONTENT_MAX).toBe(500);
    expect(schema.safeParse({ ...good, qrContent: 'x'.repeat(500) }).success).toBe(true);
    expect(schema.safeParse({ ...good, qrContent: 'x'.repeat(501) }).success).toBe(false);
    expect(schema.safeParse({ ...good, errorCorrectionLevel: 'X' }).success).toBe(false);
  });

  it('repairs a damaged level without losing the content, and keeps unknown keys', () => {
    const loaded = loadWidgetData(
      qrCodeDefinition,
      {
        widgetSettingsData: {
          extraSettings: { qrContent: 'https://example.org', errorCorrectionLevel: 'Z', legacy: 1 },
          settingsVersion: 1,
        },
      },
      'PrimaryGradeLevel',
    );
    expect(loaded.settings).toMatchObject({
      qrContent: 'https://example.org',
      showContentText: true,
      errorCorrectionLevel: 'M',
    });
  });
});

describe('QR code generation', () => {
  it('encodes every text of up to 500 ASCII characters at every level, with the 4-module quiet zone', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 500, unit: 'grapheme-ascii' }),
        fc.constantFrom('L', 'M', 'Q', 'H'),
        (text, level) => {
          const path = qrPath(text, level);
          expect(path).not.toBeNull();
          if (!path) return;
          // Versions 1..40: 21..177 modules, plus 4 quiet modules on each side.
          expect((path.size - 8 - 17) % 4).toBe(0);
          expect(path.size).toBeGreaterThanOrEqual(29);
          // No dark module inside the quiet zone.
          for (const [, x, y] of path.d.matchAll(/M(\d+) (\d+)/g)) {
            expect(Number(x)).toBeGreaterThanOrEqual(4);
            expect(Number(y)).toBeLessThan(path.size - 4);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('draws nothing for empty content or content too long for the level', () => {
    expect(qrPath('')).toBeNull();
    expect(qrPath('ü'.repeat(1_500), 'H')).toBeNull();
  });

  it('shortens the shown content to one line with an ellipsis', () => {
    expect(shortenedContent('https://example.org/a')).toBe('https://example.org/a');
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (text) => {
        const shown = shortenedContent(text);
        expect(shown.length).toBeLessThanOrEqual(60);
        expect(shown).not.toMatch(/\n/);
      }),
    );
  });
});
