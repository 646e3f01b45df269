import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatShareCode,
  isShareCode,
  linkedAssetIds,
  normalizeShareCode,
  replaceIds,
  SHARE_CODE_ALPHABET,
  widgetExtraPropertiesForClone,
} from './clone.ts';

describe('widgetExtraPropertiesForClone', () => {
  it('resets live state, keeps settings, clears owner and name lists', () => {
    const source = {
      widgetComponentData: { groups: [['Ali', 'Ben']], createdAt: 1 },
      widgetSettingsData: {
        ownerName: 'Ali',
        settingsVersion: 2,
        extraSettings: {
          groupCount: 3,
          selectedPupilNames: ['Ali', 'Ben'],
          keepApart: [['Ali', 'Ben']],
          preSelectPupilNames: true,
        },
      },
      custom: { kept: true },
    };
    expect(widgetExtraPropertiesForClone('GroupRandomizer', source)).toEqual({
      widgetComponentData: {},
      widgetSettingsData: {
        ownerName: '',
        settingsVersion: 2,
        extraSettings: { groupCount: 3, selectedPupilNames: [], keepApart: [], preSelectPupilNames: true },
      },
      custom: { kept: true },
    });
  });

  it('keeps Draw strokes but nothing else of its componentData', () => {
    const strokes = [{ tool: 'pen', color: 'red', width: 2, points: [0, 0, 1, 1] }];
    const out = widgetExtraPropertiesForClone('Draw', { widgetComponentData: { strokes, undone: [1] } });
    expect(out.widgetComponentData).toEqual({ strokes });
  });

  it('treats component names that are Object.prototype keys as unknown types', () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const out = widgetExtraPropertiesForClone(name, { widgetComponentData: { a: 1 } });
      expect(out.widgetComponentData).toEqual({});
    }
  });

  it('resets a running timer', () => {
    const out = widgetExtraPropertiesForClone('Timer', {
      widgetComponentData: { status: 'running', endsAt: 5, remainingMs: 0 },
      widgetSettingsData: { ownerName: '', extraSettings: { totalSeconds: 60 } },
    });
    expect(out.widgetComponentData).toEqual({});
    expect(out.widgetSettingsData).toEqual({ ownerName: '', extraSettings: { totalSeconds: 60 } });
  });

  it('never mutates its input and never keeps an ownerName', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), fc.string(), (name, data, owner) => {
        const input = {
          widgetComponentData: { x: data },
          widgetSettingsData: { ownerName: owner, extraSettings: {} },
        };
        const copy = structuredClone(input);
        const out = widgetExtraPropertiesForClone(name, input);
        expect(input).toEqual(copy);
        expect((out.widgetSettingsData as { ownerName: string }).ownerName).toBe('');
      }),
    );
  });
});

describe('replaceIds', () => {
  it('replaces ids anywhere in a layout', () => {
    const map = new Map([
      ['a', 'x'],
      ['b', 'y'],
    ]);
    expect(replaceIds({ items: [{ i: 'a', layoutData: { ref: 'b', n: 1 } }, { i: 'c' }] }, map)).toEqual({
      items: [{ i: 'x', layoutData: { ref: 'y', n: 1 } }, { i: 'c' }],
    });
  });
  it('is the identity for an empty map', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(replaceIds(v, new Map())).toStrictEqual(v);
      }),
    );
  });
});

describe('share codes', () => {
  it('normalizes typed input and formats for display', () => {
    expect(normalizeShareCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(formatShareCode('abcdefgh')).toBe('ABCD-EFGH');
    expect(isShareCode('abcd efgh')).toBe(true);
    expect(isShareCode('ABCD-EFG0')).toBe(false);
    expect(isShareCode('ABC')).toBe(false);
  });
  it('has no ambiguous characters', () => {
    for (const c of '01OIL') expect(SHARE_CODE_ALPHABET).not.toContain(c);
  });
});

describe('linkedAssetIds', () => {
  const a = '0d4b1f3e-6a43-4e8e-9a55-3f0c1a2b3c4d';
  const b = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';
  it('finds asset ids at any depth, once each', () => {
    expect(
      linkedAssetIds({
        widgetSettingsData: {
          extraSettings: { assetId: a, frontSide: { assetId: b }, backSide: { assetId: a.toUpperCase() } },
        },
      }),
    ).toEqual([a, b]);
  });
  it('ignores empty values, non-UUIDs and other keys', () => {
    expect(
      linkedAssetIds({ assetId: '', x: { assetId: 'gallery-star' }, id: a, list: [{ other: b }] }),
    ).toEqual([]);
  });
  it('finds every id it is given', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 5 }), (ids) => {
        const value = { items: ids.map((assetId) => ({ nested: { assetId } })) };
        expect(linkedAssetIds(value).sort()).toEqual(ids.map((i) => i.toLowerCase()).sort());
      }),
    );
  });
});
