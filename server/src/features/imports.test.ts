import fs from 'node:fs';
import path from 'node:path';

/**
 * House rule: features use each other only one way. Builds the feature-level graph from the
 * relative imports of every file under features/ and fails on a cycle, naming it.
 */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const featureOf = (file: string) => path.relative(__dirname, file).split(path.sep)[0];
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
  for (const file of walk(__dirname)) {
    const from = featureOf(file);
    if (from.endsWith('.ts')) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(__dirname + path.sep)) continue;
      const to = featureOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

it('has no import cycle between server features', () => {
  const graph = featureGraph();
  expect(graph.get('chain')).toBeDefined();
  expect(findCycle(graph)).toBeNull();
});
