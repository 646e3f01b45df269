import { describe, expect, it } from 'vitest';
import { CARD_CATALOGUES } from './catalogues.ts';
import {
  type ActiveSymbolPack,
  DEFAULT_SYMBOL_PACK,
  OPEN_SYMBOLS_ATTRIBUTION,
  resolveSymbol,
  searchSymbols,
} from './symbol-pack.ts';

const every = [...new Set(Object.values(CARD_CATALOGUES).flatMap((list) => list.map((entry) => entry.key)))];

describe('default symbol pack "Offene Symbole"', () => {
  it('is a catalogue 1.6 manifest with the OpenMoji credit', () => {
    const m = DEFAULT_SYMBOL_PACK.manifest;
    expect(m.id).toBe('open-symbols');
    expect(m.name).toBe('Offene Symbole');
    expect(m.license).toBe('CC BY-SA 4.0');
    expect(OPEN_SYMBOLS_ATTRIBUTION).toBe(
      'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0',
    );
    expect(m.weekdayColors).toHaveLength(7);
  });

  it.each(every)('has a symbol for %s', (key) => {
    const symbol = resolveSymbol(key);
    expect(symbol?.packId).toBe('open-symbols');
    expect(symbol?.url).toMatch(/^\/symbols\/open-symbols\/[a-z0-9-]+\.[0-9a-f]{8}\.svg$/);
    expect(symbol?.keywords.length).toBeGreaterThan(0);
  });

  it('has the families of the calendar and weather widgets', () => {
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
      expect(resolveSymbol(`weekday.${day}`)).not.toBeNull();
    }
    for (const event of ['sport', 'swimming', 'trip', 'birthday', 'holidays', 'therapy']) {
      expect(resolveSymbol(`event.${event}`)).not.toBeNull();
    }
    expect(resolveSymbol('weather.rainy')).not.toBeNull();
  });

  it('finds symbols by German words', () => {
    expect(searchSymbols('trinken')).toContain('drink');
    expect(searchSymbols('Pause')).toContain('organization.break');
    expect(searchSymbols('schere')).toContain('material.scissors');
    expect(searchSymbols('sch')[0]).not.toBe('drink');
    expect(searchSymbols('fuller')).toContain('material.fountainPen');
    expect(searchSymbols('', { within: ['a', 'b'] })).toEqual(['a', 'b']);
  });

  it('takes a symbol from the active pack, a missing one from the default pack, else none', () => {
    const licensed: ActiveSymbolPack = {
      manifest: {
        id: 'test-pack',
        name: 'Testpaket',
        version: '1',
        license: 'proprietär',
        attribution: 'Test',
        symbols: { 'material.scissors': { file: 'schere.png', keywords: ['Schere'] } },
      },
      baseUrl: '/api/symbol-packs/test-pack/files/',
    };
    expect(resolveSymbol('material.scissors', licensed)).toMatchObject({
      packId: 'test-pack',
      url: '/api/symbol-packs/test-pack/files/schere.png',
    });
    expect(resolveSymbol('material.sharpener', licensed)?.packId).toBe('open-symbols');
    expect(resolveSymbol('no.such.concept', licensed)).toBeNull();
    expect(resolveSymbol('toString')).toBeNull();
  });
});
