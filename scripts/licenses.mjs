#!/usr/bin/env node
// Writes apps/web/src/features/site/generated/licenses.json: every third-party package the web app ships,
// i.e. apps/web's production dependency tree as installed in node_modules (dependencies and installed
// optional dependencies, followed through workspace packages such as @tafino/shared, which are our own
// and not listed). Run by apps/web's `prebuild`; `node scripts/licenses.mjs --check` fails when the
// committed file is out of date.
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const outFile = path.join(webDir, 'src/features/site/generated/licenses.json');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Node's lookup: <dir>/node_modules/<name>, then the same in every parent directory up to the repo root. */
function findPackageDir(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return null;
    dir = path.dirname(dir);
  }
}

function licenseOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license === 'object' && pkg.license.type) return pkg.license.type;
  if (Array.isArray(pkg.licenses)) {
    const types = pkg.licenses
      .map((entry) => (typeof entry === 'string' ? entry : entry?.type))
      .filter(Boolean);
    if (types.length > 0) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return null;
}

function personName(person) {
  if (!person) return null;
  if (typeof person === 'string') return person.replace(/\s*[<(].*$/, '').trim() || null;
  return person.name?.trim() || null;
}

function authorOf(pkg) {
  return (
    personName(pkg.author) ??
    (Array.isArray(pkg.contributors) ? personName(pkg.contributors[0]) : null) ??
    (Array.isArray(pkg.maintainers) ? personName(pkg.maintainers[0]) : null)
  );
}

/** A browsable https address for the package's repository (shorthands and git URLs normalised). */
function repositoryOf(pkg) {
  const raw = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (!raw)
    return typeof pkg.homepage === 'string' && pkg.homepage.startsWith('https://') ? pkg.homepage : null;
  let url = raw.trim();
  const shorthand = /^(github|gitlab|bitbucket):(.+)$/.exec(url);
  if (shorthand)
    url = `https://${shorthand[1]}.${shorthand[1] === 'bitbucket' ? 'org' : 'com'}/${shorthand[2]}`;
  else if (/^[\w.-]+\/[\w.-]+$/.test(url)) url = `https://github.com/${url}`;
  url = url
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^ssh:\/\/git@/, 'https://')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/\.git$/, '')
    .replace(/#.*$/, '');
  if (typeof pkg.repository === 'object' && pkg.repository.directory) {
    url = `${url}/tree/HEAD/${pkg.repository.directory}`;
  }
  return url.startsWith('https://') || url.startsWith('http://') ? url : null;
}

/** The account that hosts a repository (e.g. 'facebook' for github.com/facebook/react), for packages without an author. */
function ownerOf(url) {
  const match = url && /^https?:\/\/[^/]+\/([^/]+)\//.exec(url);
  return match ? match[1] : null;
}

/**
 * Fontsource's font packages name the font's distributor (Google Inc.) as their author; the font's
 * copyright holder is the first line of their LICENSE ('Copyright (c) 2004-2022 SIL International …').
 */
function fontAuthorOf(pkg, pkgDir) {
  if (!pkg.name.startsWith('@fontsource/')) return null;
  const file = path.join(pkgDir, 'LICENSE');
  if (!existsSync(file)) return null;
  const match = /Copyright \(c\) [\d\s,-]+ (.+?)(?= \S+\.ttf:|\r?\n|$)/.exec(readFileSync(file, 'utf8'));
  return match ? match[1].trim() : null;
}

const found = new Map();
const visited = new Set();

function walk(pkgDir, isWorkspace) {
  if (visited.has(pkgDir)) return;
  visited.add(pkgDir);
  const pkg = readJson(path.join(pkgDir, 'package.json'));
  if (!isWorkspace) {
    const key = `${pkg.name}@${pkg.version}`;
    if (!found.has(key)) {
      found.set(key, {
        name: pkg.name,
        version: pkg.version,
        license: licenseOf(pkg),
        author: fontAuthorOf(pkg, pkgDir) ?? authorOf(pkg) ?? ownerOf(repositoryOf(pkg)),
        repository: repositoryOf(pkg),
      });
    }
  }
  const wanted = { ...(pkg.optionalDependencies ?? {}), ...(pkg.dependencies ?? {}) };
  for (const name of Object.keys(wanted).sort()) {
    const dir = findPackageDir(name, pkgDir);
    if (!dir) {
      if (pkg.optionalDependencies?.[name]) continue;
      throw new Error(`${name} (needed by ${pkg.name}) is not installed; run npm install`);
    }
    // Workspace packages resolve through a symlink into the repo (outside any node_modules).
    const target = realpathSync(dir);
    walk(target, !target.split(path.sep).includes('node_modules'));
  }
}

walk(webDir, true);

const packages = [...found.values()].sort(
  (a, b) => a.name.localeCompare(b.name, 'en') || a.version.localeCompare(b.version, 'en'),
);
const output = `${JSON.stringify({ packages }, null, 2)}\n`;

if (process.argv.includes('--check')) {
  const current = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
  if (current !== output) {
    console.error(`${path.relative(root, outFile)} is out of date: run node scripts/licenses.mjs`);
    process.exit(1);
  }
  console.log(`licenses: ${packages.length} packages, up to date`);
} else {
  writeFileSync(outFile, output);
  console.log(`licenses: ${packages.length} packages -> ${path.relative(root, outFile)}`);
}
