import fs from 'node:fs';
import path from 'node:path';

/**
 * No import cycle inside any workspace package, type imports included (a type-only circle still
 * ties two modules together: neither can move or split without the other). Builds the file-level
 * graph of each package's relative imports and names every cycle it finds.
 */
const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = ['shared-api', 'shared-ui', 'host', 'participant-app', 'admin-app', 'server'];
const OUTPUTS = new Set(['node_modules', 'dist', 'coverage']);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return OUTPUTS.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names, if it is one of ours. */
function resolve(from: string, spec: string, files: Set<string>): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  if (files.has(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => files.has(candidate));
}

/** Static imports and re-exports (`import type` and `export ... from` too), with comments left out. */
function relativeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const specs = source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"](\.[^'"]*)['"]|^\s*import\s*['"](\.[^'"]*)['"]/gm);
  return [...specs].map((m) => m[1] ?? m[2]);
}

export function importGraph(dir: string): Map<string, string[]> {
  const files = sourceFiles(dir);
  const known = new Set(files);
  return new Map(
    files.map((file) => [file, relativeImports(file).flatMap((spec) => resolve(file, spec, known) ?? [])]),
  );
}

/** One cycle per strongly connected component of the graph (Tarjan), each as a path back to its start. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return components.map((component) => cycleIn(graph, new Set(component)));
}

/** A shortest way from a component's first file back to itself, through the component. */
function cycleIn(graph: Map<string, string[]>, component: Set<string>): string[] {
  const [start] = [...component].sort();
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const trail = [node];
        while (trail[0] !== start) trail.unshift(previous.get(trail[0])!);
        return [...trail, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

describe('import cycles', () => {
  it.each(PACKAGES)('%s has none', (name) => {
    const graph = importGraph(path.join(ROOT, name, 'src'));
    expect(graph.size).toBeGreaterThan(0);
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(ROOT, file)).join(' → '));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle, type imports included', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
