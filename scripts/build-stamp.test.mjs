import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs, listInputs, staleReason, writeStamp } from './build-stamp.mjs';

const target = {
  name: 'demo',
  inputs: ['app/src', 'package-lock.json'],
  distDir: 'app/dist',
  output: 'app/dist/main.js',
};

let root;
const write = (rel, text) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};
/** What a build does: writes the output. */
const build = (text = 'built') => write(target.output, text);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  write('app/src/main.ts', 'export const a = 1;');
  write('app/src/lib/util.ts', 'export const b = 2;');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamp', () => {
  it('asks for a build without dist, then without a stamp, and not after a stamped build', () => {
    expect(staleReason(root, target)).toBe('kein Build vorhanden');
    build();
    expect(staleReason(root, target)).toBe('kein Build-Stempel');
    writeStamp(root, target);
    expect(staleReason(root, target)).toBeNull();
  });

  it('asks again when a source changes, is added or removed', () => {
    build();
    writeStamp(root, target);
    write('app/src/main.ts', 'export const a = 3;');
    expect(staleReason(root, target)).toBe('Quellen geändert');
    writeStamp(root, target);
    write('app/src/new.ts', 'x');
    expect(staleReason(root, target)).toBe('Quellen geändert');
    rmSync(path.join(root, 'app/src/new.ts'));
    expect(staleReason(root, target)).toBeNull();
    write('package-lock.json', '{"v":2}');
    expect(staleReason(root, target)).toBe('Quellen geändert');
  });

  it('depends on contents only: touching a file or changing dist, node_modules or tests does not count', () => {
    build();
    writeStamp(root, target);
    const future = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'app/src/main.ts'), future, future);
    write('app/src/node_modules/x/index.js', 'x');
    write('app/src/main.test.ts', 'test');
    write('app/dist/other.js', 'x');
    expect(staleReason(root, target)).toBeNull();
    expect(listInputs(root, target.inputs)).toEqual([
      'app/src/lib/util.ts',
      'app/src/main.ts',
      'package-lock.json',
    ]);
  });

  it('asks again when another build rewrote the output after the stamp', () => {
    build();
    writeStamp(root, target);
    build('built by someone else with other sources');
    expect(staleReason(root, target)).toBe('Build von anderer Hand geändert');
  });

  it('hashes names with contents: moving a file changes the hash', () => {
    const before = hashInputs(root, target.inputs);
    rmSync(path.join(root, 'app/src/lib/util.ts'));
    write('app/src/util.ts', 'export const b = 2;');
    expect(hashInputs(root, target.inputs)).not.toBe(before);
  });
});
