import { describe, expect, it } from 'vitest';
import { cleanCodeInput, codeFromLink, codeInputError, embedLink, importLink } from './code-input.ts';

describe('cleanCodeInput', () => {
  it('upper-cases what is typed and keeps dashes and spaces', () => {
    expect(cleanCodeInput('abcd-efgh')).toBe('ABCD-EFGH');
    expect(cleanCodeInput('ab cd')).toBe('AB CD');
    expect(cleanCodeInput('')).toBe('');
  });

  it('reduces a pasted import or embed link to its grouped code', () => {
    expect(cleanCodeInput('https://tafino.example/desktops?importCode=abcdefgh')).toBe('ABCD-EFGH');
    expect(cleanCodeInput('http://x/iframe?code=WXYZ2345&x=1')).toBe('WXYZ-2345');
  });
});

describe('codeFromLink', () => {
  it('finds importCode or code parameters only', () => {
    expect(codeFromLink('https://a/desktops?importCode=ABCD%2DEFGH')).toBe('ABCD-EFGH');
    expect(codeFromLink('ABCD-EFGH')).toBeUndefined();
    expect(codeFromLink('https://a/?other=1')).toBeUndefined();
  });
});

describe('codeInputError', () => {
  it('accepts 8 characters of the alphabet in any case, with dashes and spaces', () => {
    expect(codeInputError('ABCD-EFGH')).toBeUndefined();
    expect(codeInputError('abcdefgh')).toBeUndefined();
    expect(codeInputError(' ab cd - ef gh ')).toBeUndefined();
    expect(codeInputError('2345-6789')).toBeUndefined();
  });

  it('asks for a code when nothing (or only separators) was typed', () => {
    expect(codeInputError('')).toBe('required');
    expect(codeInputError(' - ')).toBe('required');
  });

  it('points out look-alike characters the codes never contain', () => {
    expect(codeInputError('ABCD-EFG0')).toBe('lookAlike');
    expect(codeInputError('OBCD-EFGH')).toBe('lookAlike');
    expect(codeInputError('ABCD-EFG1')).toBe('lookAlike');
    expect(codeInputError('ABCD-EFGL')).toBe('lookAlike');
  });

  it('rejects wrong lengths and other characters', () => {
    expect(codeInputError('ABCD-EFG')).toBe('invalid');
    expect(codeInputError('ABCD-EFGHJ')).toBe('invalid');
    expect(codeInputError('ABCD-EFG!')).toBe('invalid');
    expect(codeInputError('ÄBCD-EFGH')).toBe('invalid');
  });
});

describe('links', () => {
  it('builds the import link (a /desktops path, kept over sign-in) and the embed link', () => {
    expect(importLink('https://t.example', 'abcd-efgh')).toBe(
      'https://t.example/desktops?importCode=ABCDEFGH',
    );
    expect(embedLink('https://t.example', 'ABCD EFGH')).toBe('https://t.example/iframe?code=ABCDEFGH');
  });
});
