import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text.ts';

const FALLBACK = 'Ein unerwarteter Fehler ist aufgetreten';

describe('notificationText (spec section 8)', () => {
  it('uses a string as it is', () => {
    expect(notificationText('Gespeichert')).toBe('Gespeichert');
    expect(notificationText('{kein JSON')).toBe('{kein JSON');
  });

  it("uses an Error's message", () => {
    expect(notificationText(new Error('Netzwerkfehler'))).toBe('Netzwerkfehler');
    expect(notificationText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it("reads JSON, an ABP error body's error.message first", () => {
    expect(notificationText('{"error":{"code":"Forbidden","message":"Keine Berechtigung"}}')).toBe(
      'Keine Berechtigung',
    );
    expect(notificationText('{"message":"Zu groß"}')).toBe('Zu groß');
    expect(notificationText('{"error":{"message":"ABP"},"message":"andere"}')).toBe('ABP');
    expect(notificationText(new Error('{"error":{"message":"Aus JSON"}}'))).toBe('Aus JSON');
  });

  it('reads error objects', () => {
    expect(notificationText({ error: { code: 'x', message: 'Nicht gefunden' } })).toBe('Nicht gefunden');
    expect(notificationText({ message: 'Etwas' })).toBe('Etwas');
    expect(notificationText({ error: { message: '' }, message: 'Ersatz' })).toBe('Ersatz');
  });

  it('falls back to the German generic message', () => {
    for (const value of [undefined, null, 42, '', '  ', {}, [], { error: 'x' }, new Error(''), '{"foo":1}']) {
      const text = notificationText(value);
      expect(text === FALLBACK || text === '{"foo":1}').toBe(true);
    }
    expect(notificationText(null)).toBe(FALLBACK);
    expect(notificationText('{"foo":1}')).toBe('{"foo":1}');
  });
});

describe('notificationText properties', () => {
  it('never throws and always returns non-blank text', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
        const text = notificationText(value);
        return typeof text === 'string' && text.trim() !== '';
      }),
    );
  });

  const message = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');

  it('non-JSON strings pass through unchanged', () => {
    fc.assert(
      fc.property(message, (m) => {
        fc.pre(!m.trim().startsWith('{'));
        return notificationText(m) === m && notificationText(new Error(m)) === m;
      }),
    );
  });

  it('ABP bodies give error.message, as objects and as JSON', () => {
    fc.assert(
      fc.property(message, fc.option(message, { nil: undefined }), (m, other) => {
        const body = { error: { code: 'E', message: m }, message: other };
        return notificationText(body) === m && notificationText(JSON.stringify(body)) === m;
      }),
    );
  });
});
