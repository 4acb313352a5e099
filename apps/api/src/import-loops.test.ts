import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No import loop in the API, type-only imports included (decision 091): two files that need each other are one
// piece split in two; what both need moves into a third file.
const src = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Relative imports and re-exports of a file, resolved to files that exist. */
function importsOf(file: string, text: string): string[] {
  const found = [...text.matchAll(/^\s*(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+)['"]/gm)].map((m) => path.resolve(path.dirname(file), m[1]!));
  return found.filter((target) => fs.existsSync(target));
}

/** The groups of files that import each other (strongly connected components larger than one file). */
function importLoops(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

describe('import loops', () => {
  it('finds a planted loop', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importLoops(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has none in apps/api/src', () => {
    const graph = new Map(sourceFiles(src).map((file) => [file, importsOf(file, fs.readFileSync(file, 'utf8'))]));
    const loops = importLoops(graph).map((group) => group.map((file) => path.relative(src, file)).join(' ↔ '));
    expect(loops).toEqual([]);
  });
});
