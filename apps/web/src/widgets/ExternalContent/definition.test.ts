import { defaultExtraSettings } from '@tafino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeSettings, loadWidgetData, newWidgetData } from '../sdk/stored.ts';
import { externalContentDefinition, INITIAL_EXTERNAL_CONTENT_DATA } from './definition.ts';

const page = 'https://learningapps.org/watch?v=abc';

describe('ExternalContent data (catalogue 3.4)', () => {
  it("has the catalogue's defaults in both editions", () => {
    for (const edition of ['PrimaryGradeLevel', 'SecondaryGradeLevel'] as const) {
      const data = newWidgetData(externalContentDefinition, edition);
      expect(data.settings).toEqual({
        contentUrl: '',
        naturalWidth: 0,
        naturalHeight: 0,
        loadWithoutConfirmation: false,
      });
      expect(data.componentData).toEqual({ consentGiven: false, checkedUrl: '', embedStatus: 'unknown' });
    }
  });

  it('repairs an unsafe URL and damaged sizes, keeping the rest', () => {
    const data = loadWidgetData(
      externalContentDefinition,
      {
        widgetSettingsData: {
          extraSettings: {
            contentUrl: 'javascript:alert(1)',
            naturalWidth: -5,
            naturalHeight: 500,
            loadWithoutConfirmation: true,
          },
          settingsVersion: 1,
        },
        widgetComponentData: { consentGiven: 'ja', checkedUrl: page, embedStatus: 'refused' },
      },
      'SecondaryGradeLevel',
    );
    expect(data.settings).toEqual({
      contentUrl: '',
      naturalWidth: 0,
      naturalHeight: 500,
      loadWithoutConfirmation: true,
    });
    expect(data.componentData).toEqual({ consentGiven: false, checkedUrl: page, embedStatus: 'refused' });
  });

  it('asks for consent and checks again for another page, not for another setting', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('unknown', 'embeddable', 'refused', 'unreachable'),
        (given, status) => {
          const current = {
            settings: { ...defaultExtraSettings('ExternalContent'), contentUrl: page },
            componentData: { consentGiven: given, checkedUrl: page, embedStatus: status },
          };
          const same = changeSettings(externalContentDefinition, current, {
            ...current.settings,
            loadWithoutConfirmation: true,
          });
          expect(same.componentData).toEqual(current.componentData);
          const other = changeSettings(externalContentDefinition, current, {
            ...current.settings,
            contentUrl: 'https://example.org/',
          });
          expect(other.componentData).toEqual(INITIAL_EXTERNAL_CONTENT_DATA);
        },
      ),
    );
  });
});
