import { defaultExtraSettings } from '@tafino/shared';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../sdk/fields.ts';
import { loadWidgetData, newWidgetData } from '../sdk/stored.ts';
import { flipCardDefinition } from './definition.ts';

describe('FlipCard definition', () => {
  it('has the catalogue defaults: two empty white sides, front up', () => {
    const side = { text: '', assetUrl: '', assetId: '', backgroundColor: 'white' };
    const data = newWidgetData(flipCardDefinition, 'PrimaryGradeLevel');
    expect(data.settings).toEqual({ frontSide: side, backSide: side });
    expect(data.componentData).toEqual({ showingBack: false });
    expect(
      settingsSchema(flipCardDefinition.settings.fields).safeParse(defaultExtraSettings('FlipCard')).success,
    ).toBe(true);
  });

  it('validates each side key by key', () => {
    const schema = settingsSchema(flipCardDefinition.settings.fields);
    const good = defaultExtraSettings('FlipCard');
    expect(
      schema.safeParse({ ...good, frontSide: { ...good.frontSide, backgroundColor: 'mauve' } }).success,
    ).toBe(false);
    expect(schema.safeParse({ ...good, backSide: { ...good.backSide, text: 42 } }).success).toBe(false);
  });

  it('loads Hund/dog with the back up', () => {
    const loaded = loadWidgetData(
      flipCardDefinition,
      {
        widgetComponentData: { showingBack: true },
        widgetSettingsData: {
          extraSettings: {
            frontSide: { text: 'Hund', assetUrl: '', assetId: '', backgroundColor: 'yellow' },
            backSide: { text: 'dog', assetUrl: '', assetId: '', backgroundColor: 'white' },
          },
          settingsVersion: 1,
        },
      },
      'PrimaryGradeLevel',
    );
    expect(loaded.settings.backSide).toMatchObject({ text: 'dog' });
    expect(loaded.componentData.showingBack).toBe(true);
  });

  it('repairs a damaged side key by key: a retired colour or a missing key keeps the text', () => {
    const loaded = loadWidgetData(
      flipCardDefinition,
      {
        widgetSettingsData: {
          extraSettings: { frontSide: { text: 'Hund', backgroundColor: '#fff', extra: 1 }, backSide: null },
          settingsVersion: 1,
        },
      },
      'PrimaryGradeLevel',
    );
    expect(loaded.settings.frontSide).toEqual({
      text: 'Hund',
      assetUrl: '',
      assetId: '',
      backgroundColor: 'white',
      extra: 1,
    });
    expect(loaded.settings.backSide).toEqual(defaultExtraSettings('FlipCard').backSide);
  });

  it('drops an unsafe stored image URL and keeps the side (javascript:, data:, //host)', () => {
    for (const assetUrl of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/a.png']) {
      const loaded = loadWidgetData(
        flipCardDefinition,
        {
          widgetSettingsData: {
            extraSettings: {
              frontSide: { text: 'Hund', assetUrl, assetId: '', backgroundColor: 'yellow' },
              backSide: {
                text: 'dog',
                assetUrl: '/api/files/assets/hund',
                assetId: '',
                backgroundColor: 'white',
              },
            },
            settingsVersion: 1,
          },
        },
        'PrimaryGradeLevel',
      );
      expect(loaded.settings.frontSide).toEqual({
        text: 'Hund',
        assetUrl: '',
        assetId: '',
        backgroundColor: 'yellow',
      });
      expect(loaded.settings.backSide).toMatchObject({ assetUrl: '/api/files/assets/hund' });
    }
    const schema = settingsSchema(flipCardDefinition.settings.fields);
    const good = defaultExtraSettings('FlipCard');
    const withUrl = (assetUrl: string) => ({ ...good, frontSide: { ...good.frontSide, assetUrl } });
    expect(schema.safeParse(withUrl('javascript:alert(1)')).success).toBe(false);
    expect(schema.safeParse(withUrl('https://example.org/hund.png')).success).toBe(true);
  });
});
