/**
 * The package's rule "no side effects at top level" (README): the web build marks shared's top-level
 * initializers as pure and drops those no bundle uses, so a top-level statement that does something
 * (a call, an assignment, a loop) would silently vanish from the browser's bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.ts$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name) ? [full] : [];
  });
}

const ALLOWED = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
]);

/** Top-level statements of a module's source that are not imports, exports or declarations. */
function topLevelEffects(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  return file.statements
    .filter((statement) => {
      if (!ALLOWED.has(statement.kind)) return true;
      // `let` can be reassigned later from a function; a top-level binding must be a constant.
      return ts.isVariableStatement(statement) && !(statement.declarationList.flags & ts.NodeFlags.Const);
    })
    .map((statement) => {
      const { line } = file.getLineAndCharacterOfPosition(statement.getStart());
      return `${path.relative(SRC, fileName)}:${line + 1}: ${statement.getText().split('\n')[0]}`;
    });
}

describe('@tafino/shared has no side effects at top level', () => {
  it('finds a call, an assignment or a let at top level (the check itself)', () => {
    expect(
      topLevelEffects(
        'x.ts',
        "import { z } from 'zod';\nregister(z);\nlet n = 1;\nn++;\nexport const a = 1;",
      ),
    ).toHaveLength(3);
    expect(topLevelEffects('x.ts', 'export const a = f();\nexport function g() {}\ntype T = 1;')).toEqual([]);
  });

  it('every module holds only imports, exports and declarations', () => {
    const files = modules(SRC);
    expect(files.length).toBeGreaterThan(20);
    const effects = files.flatMap((file) => topLevelEffects(file, readFileSync(file, 'utf8')));
    expect(effects).toEqual([]);
  });
});
