// Decides whether `npm start` must build: each build target (web, server) has a stamp in its dist
// folder, a hash of the contents of every input file (git-independent) and the size and mtime of the
// target's main output. A target is built again when its dist or stamp is missing, an input file
// was added, removed or changed, or the output was rewritten by another build since the stamp.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp.json';
/** Folders never read as inputs. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results']);
/** Test files are not part of a build. */
const isTestFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

/** The build targets of the repository, paths relative to its root. */
export const TARGETS = [
  {
    name: 'web',
    command: ['npm', ['run', 'build', '-w', 'apps/web']],
    inputs: [
      'apps/web',
      'packages/shared',
      'package-lock.json',
      'scripts/licenses.mjs',
      'scripts/precompress.mjs',
    ],
    distDir: 'apps/web/dist',
    output: 'apps/web/dist/index.html',
  },
  {
    name: 'server',
    command: ['npm', ['run', 'build', '-w', 'apps/server']],
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/shared',
      'package-lock.json',
    ],
    distDir: 'apps/server/dist',
    output: 'apps/server/dist/main.js',
  },
];

/** Every input file below `inputs` (files or folders), sorted, relative to `root`. */
export function listInputs(root, inputs) {
  const files = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    const stat = statSync(abs);
    if (stat.isFile()) {
      files.push(rel);
      return;
    }
    if (!stat.isDirectory()) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
      if (entry.isFile() && isTestFile(entry.name)) continue;
      walk(path.posix.join(rel, entry.name));
    }
  };
  for (const input of inputs) walk(input);
  return [...new Set(files)].sort();
}

/** Hash of the names and contents of the input files. */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const rel of listInputs(root, inputs)) {
    hash.update(rel);
    hash.update('\0');
    hash.update(
      createHash('sha256')
        .update(readFileSync(path.join(root, rel)))
        .digest(),
    );
  }
  return hash.digest('hex');
}

function outputSignature(root, output) {
  const abs = path.join(root, output);
  if (!existsSync(abs)) return null;
  const stat = statSync(abs);
  return { size: stat.size, mtimeMs: stat.mtimeMs };
}

function readStamp(root, target) {
  try {
    return JSON.parse(readFileSync(path.join(root, target.distDir, STAMP_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** Why the target must be built, or null when its dist is up to date. */
export function staleReason(root, target, inputsHash = hashInputs(root, target.inputs)) {
  const output = outputSignature(root, target.output);
  if (!output) return 'kein Build vorhanden';
  const stamp = readStamp(root, target);
  if (!stamp) return 'kein Build-Stempel';
  if (stamp.inputs !== inputsHash) return 'Quellen geändert';
  if (stamp.output?.size !== output.size || stamp.output?.mtimeMs !== output.mtimeMs) {
    return 'Build von anderer Hand geändert';
  }
  return null;
}

/** Records the current inputs and output after a successful build. */
export function writeStamp(root, target, inputsHash = hashInputs(root, target.inputs)) {
  const output = outputSignature(root, target.output);
  if (!output) throw new Error(`${target.output} fehlt nach dem Build`);
  writeFileSync(
    path.join(root, target.distDir, STAMP_FILE),
    `${JSON.stringify({ inputs: inputsHash, output, builtAt: new Date().toISOString() })}\n`,
  );
}
