/**
 * The signed-in shell opens without the OIDC library: no module that src/main.tsx reaches through
 * static imports imports oidc-client-ts (or its helpers), and the build's shell vendor chunk does not
 * take it in. features/auth/user-manager.ts loads it with import() to sign in, out or renew.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../..');
const OIDC_LIBRARIES = ['oidc-client-ts', 'react-oidc-context', 'jwt-decode'];

/** Static value imports and re-exports of a module (type-only ones and import() are left out). */
function staticImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers: string[] = [];
  const patterns = [
    /(?:^|;)\s*import\s+(?!type\s)[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /(?:^|;)\s*import\s*['"]([^'"]+)['"]/gm,
    /(?:^|;)\s*export\s+(?!type\s)[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) if (match[1]) specifiers.push(match[1]);
  return specifiers;
}

/** Every module main.tsx reaches statically: app files and the packages they name. */
function shellGraph(): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [path.join(WEB, 'src/main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const bare = specifier.split('?')[0] as string;
      if (!bare.startsWith('.')) {
        if (!packages.has(bare)) packages.set(bare, path.relative(WEB, file));
        continue;
      }
      const target = path.resolve(path.dirname(file), bare);
      if (existsSync(target)) queue.push(target);
    }
  }
  return { files, packages };
}

describe('the signed-in shell without the OIDC library', () => {
  it('reaches no OIDC library through static imports from main.tsx', () => {
    const { files, packages } = shellGraph();
    // The walk does follow the app: the auth store and the router are on it.
    expect(files.has(path.join(WEB, 'src/features/auth/user-manager.ts'))).toBe(true);
    expect(files.has(path.join(WEB, 'src/features/auth/use-auth.ts'))).toBe(true);
    expect(packages.has('react-router')).toBe(true);
    const found = OIDC_LIBRARIES.filter((name) =>
      [...packages.keys()].some((p) => p === name || p.startsWith(`${name}/`)),
    ).map((name) => `${name} (imported by ${packages.get(name)})`);
    expect(found).toEqual([]);
    expect(files.has(path.join(WEB, 'src/features/auth/oidc-client.ts'))).toBe(false);
  });

  it('loads the library with import() from the auth store', () => {
    const store = readFileSync(path.join(WEB, 'src/features/auth/user-manager.ts'), 'utf8');
    expect(store).toMatch(/import\('\.\/oidc-client\.ts'\)/);
    expect(staticImports(store).filter((s) => OIDC_LIBRARIES.includes(s))).toEqual([]);
    const client = readFileSync(path.join(WEB, 'src/features/auth/oidc-client.ts'), 'utf8');
    expect(staticImports(client)).toContain('oidc-client-ts');
  });

  it("keeps the OIDC libraries out of the build's shell vendor chunk", () => {
    const config = readFileSync(path.join(WEB, 'vite.config.ts'), 'utf8');
    const literal = /const SHELL_VENDOR =\s*\/(.+)\/;/.exec(config)?.[1];
    expect(literal).toBeDefined();
    const vendor = new RegExp(literal as string);
    expect(vendor.test('/app/node_modules/react-dom/client.js')).toBe(true);
    for (const name of OIDC_LIBRARIES)
      expect(vendor.test(`/app/node_modules/${name}/dist/esm/index.js`), name).toBe(false);
  });
});
