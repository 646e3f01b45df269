import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findInputProblem, inputGuardMessages, MAX_INPUT_DEPTH } from './input-guard.ts';

const nested = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('findInputProblem', () => {
  it('accepts any well-formed JSON without NUL within the depth limit', () => {
    const text = fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000'));
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(text, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        expect(findInputProblem(value, 'body')).toBeUndefined();
      }),
    );
  });

  it('finds a NUL or a lone surrogate anywhere and names the member', () => {
    const bad = fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\udbffb');
    const key = fc.constantFrom('name', 'extraProperties', 'a b', 'ä');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(key, fc.nat(3)), { maxLength: 6 }),
        bad,
        fc.string(),
        (path, char, text) => {
          let value: unknown = `${text}${char}`;
          for (const step of [...path].reverse()) {
            if (typeof step === 'number') {
              const list: unknown[] = Array(step).fill('ok');
              list.push(value);
              value = list;
            } else value = { ok: 1, [step]: value };
          }
          const problem = findInputProblem(value, 'body');
          expect(problem?.member).toBe(path.length ? path.join('.') : 'body');
          expect(problem?.message).toBe(
            char === '\u0000' ? inputGuardMessages.controlCharacter : inputGuardMessages.loneSurrogate,
          );
        },
      ),
    );
  });

  it('keeps surrogate pairs (emoji) and finds bad characters in keys', () => {
    expect(findInputProblem({ name: '🌟 Stern 👩‍👩‍👧' }, 'body')).toBeUndefined();
    expect(findInputProblem({ tags: { 'a\u0000': 1 } }, 'body')).toEqual({
      member: 'tags.a\ufffd',
      message: inputGuardMessages.controlCharacter,
    });
    expect(findInputProblem({ '\ud800': 1 }, 'query')?.member).toBe('\ufffd');
    expect(findInputProblem('x\u0000', 'params')).toEqual({
      member: 'params',
      message: inputGuardMessages.controlCharacter,
    });
  });

  it('refuses nesting deeper than the limit, without recursion, also at 100,000 levels', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1), 'body')?.message).toBe(inputGuardMessages.tooDeep);
    expect(findInputProblem({ w: nested(100_000) }, 'body')?.message).toBe(inputGuardMessages.tooDeep);
  });
});
