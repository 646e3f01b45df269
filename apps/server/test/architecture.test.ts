// The server's layering, checked on its import graph: no import cycles, routes reach the
// database only through repositories and commands, and the domain knows nothing of routes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcRoot = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every import and re-export of a file (type-only ones too), as written. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

interface Graph {
  /** Server-relative file -> server-relative files it imports. */
  local: Map<string, string[]>;
  /** Server-relative file -> package specifiers it imports. */
  packages: Map<string, string[]>;
}

function buildGraph(): Graph {
  const local = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const file of sourceFiles(srcRoot)) {
    const from = path.relative(srcRoot, file);
    const specifiers = importsOf(file);
    local.set(
      from,
      specifiers
        .filter((s) => s.startsWith('.'))
        .map((s) => path.relative(srcRoot, path.resolve(path.dirname(file), s))),
    );
    packages.set(
      from,
      specifiers.filter((s) => !s.startsWith('.')),
    );
  }
  return { local, packages };
}

/** Every elementary cycle found by a depth-first search, as file paths. */
export function findCycles(edges: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const graph = buildGraph();
const under = (dir: string) => (file: string) => file.startsWith(`${dir}/`);

describe('server architecture', () => {
  it('reads a plausible import graph', () => {
    expect(graph.local.size).toBeGreaterThan(40);
    expect(graph.local.get('app.ts')).toContain('routes/desktops/desktops.ts');
  });

  it('the cycle finder finds a planted cycle', () => {
    const planted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycles(planted)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has no import cycles', () => {
    expect(findCycles(graph.local).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('routes use repositories and commands, never the database or kysely', () => {
    const offending = [...graph.local]
      .filter(([file]) => under('routes')(file))
      .flatMap(([file, deps]) => deps.filter(under('db')).map((d) => `${file} -> ${d}`));
    const kysely = [...graph.packages]
      .filter(([file]) => under('routes')(file))
      .flatMap(([file, deps]) =>
        deps.filter((d) => d === 'kysely' || d.startsWith('kysely/')).map((d) => `${file} -> ${d}`),
      );
    expect([...offending, ...kysely]).toEqual([]);
  });

  it('the domain does not import routes', () => {
    const offending = [...graph.local]
      .filter(([file]) => under('domain')(file))
      .flatMap(([file, deps]) => deps.filter(under('routes')).map((d) => `${file} -> ${d}`));
    expect(offending).toEqual([]);
  });

  it('routes get a typed principal and call services, not their insides', () => {
    const offending = sourceFiles(path.join(srcRoot, 'routes')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const name = path.relative(srcRoot, file);
      return [
        ...(text.includes('principal!') ? [`${name}: principal! (use requireUser)`] : []),
        ...(/\.repo\.|\bstorage\.(get|read|put|delete)/.test(text)
          ? [`${name}: reaches into an asset service's repo or storage`]
          : []),
        ...(/services\.database|\.database\.db\b/.test(text) ? [`${name}: uses the raw database`] : []),
      ];
    });
    expect(offending).toEqual([]);
  });
});
