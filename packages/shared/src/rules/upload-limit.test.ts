import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUploadLimit } from './upload-limit.ts';

describe('checkUploadLimit (spec sections 5 and 9)', () => {
  it('allows uploads up to exactly limitMb x 1,000,000 bytes', () => {
    expect(
      checkUploadLimit({ limitMb: 10, existingSizes: [4_000_000, 5_000_000], newSize: 1_000_000 }),
    ).toEqual({
      ok: true,
    });
  });

  it('rejects one byte more with the spec message', () => {
    expect(
      checkUploadLimit({ limitMb: 10, existingSizes: [4_000_000, 5_000_000], newSize: 1_000_001 }),
    ).toEqual({
      ok: false,
      message: '10MB Upload-Limit ist überschritten.',
      limitBytes: 10_000_000,
      totalBytes: 10_000_001,
    });
  });

  it("subtracts a replaced file's old size", () => {
    const input = { limitMb: 10, existingSizes: [4_000_000, 5_000_000], newSize: 3_000_000 };
    expect(checkUploadLimit(input).ok).toBe(false);
    expect(checkUploadLimit({ ...input, replacedSize: 5_000_000 })).toEqual({ ok: true });
  });

  it('counts in decimal megabytes, not MiB', () => {
    expect(checkUploadLimit({ limitMb: 1, existingSizes: [], newSize: 1_048_576 }).ok).toBe(false);
  });

  it('writes fractional limits with a decimal comma', () => {
    const result = checkUploadLimit({ limitMb: 2.5, existingSizes: [], newSize: 3_000_000 });
    expect(result.ok === false && result.message).toBe('2,5MB Upload-Limit ist überschritten.');
    const big = checkUploadLimit({ limitMb: 1000, existingSizes: [], newSize: 2_000_000_000 });
    expect(big.ok === false && big.message).toBe('1000MB Upload-Limit ist überschritten.');
  });
});

describe('checkUploadLimit properties', () => {
  const size = fc.nat(50_000_000);
  const input = fc.record({
    limitMb: fc.integer({ min: 0, max: 100 }),
    existingSizes: fc.array(size, { maxLength: 10 }),
    newSize: size,
  });

  it('is ok exactly when existing + new - replaced stays within the limit', () => {
    fc.assert(
      fc.property(
        input,
        fc.option(fc.nat(), { nil: undefined }),
        ({ limitMb, existingSizes, newSize }, pick) => {
          // The replaced file is one of the existing files.
          const replacedSize =
            pick === undefined || existingSizes.length === 0
              ? undefined
              : existingSizes[pick % existingSizes.length];
          const total = existingSizes.reduce((a, b) => a + b, 0) + newSize - (replacedSize ?? 0);
          const result = checkUploadLimit({ limitMb, existingSizes, newSize, replacedSize });
          return result.ok === total <= limitMb * 1_000_000;
        },
      ),
    );
  });

  it('reports the limit, the total and the spec message when rejecting', () => {
    fc.assert(
      fc.property(input, ({ limitMb, existingSizes, newSize }) => {
        const result = checkUploadLimit({ limitMb, existingSizes, newSize });
        if (result.ok) return true;
        return (
          result.message === `${limitMb}MB Upload-Limit ist überschritten.` &&
          result.limitBytes === limitMb * 1_000_000 &&
          result.totalBytes > result.limitBytes
        );
      }),
    );
  });

  it('a smaller file passes whenever a larger one passes', () => {
    fc.assert(
      fc.property(input, size, ({ limitMb, existingSizes, newSize }, smaller) => {
        fc.pre(smaller <= newSize);
        if (!checkUploadLimit({ limitMb, existingSizes, newSize }).ok) return true;
        return checkUploadLimit({ limitMb, existingSizes, newSize: smaller }).ok;
      }),
    );
  });
});
