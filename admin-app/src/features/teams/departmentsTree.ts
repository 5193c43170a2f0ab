import type { DepartmentNode } from 'shared-api/contract';
import { departmentKey } from 'shared-api/contract';

/**
 * The departments tree as the editor changes it, immutably. A node is named by its path: the
 * indexes from the root's children down to it. The root (path []) is the team itself: it is not
 * stored, and cannot be renamed or deleted (SPEC.md section 4).
 */
export type TreePath = readonly number[];

export function nodeAt(tree: readonly DepartmentNode[], path: TreePath): DepartmentNode | undefined {
  let nodes = tree;
  let node: DepartmentNode | undefined;
  for (const i of path) {
    node = nodes[i];
    if (!node) return undefined;
    nodes = node.children;
  }
  return node;
}

/** The names beside the node at `path` (its siblings), for the duplicate check. */
export function siblingNames(tree: readonly DepartmentNode[], path: TreePath): string[] {
  const parent = path.slice(0, -1);
  const siblings = parent.length ? (nodeAt(tree, parent)?.children ?? []) : tree;
  return siblings.filter((_, i) => i !== path[path.length - 1]).map((n) => n.name);
}

function updateChildren(
  nodes: readonly DepartmentNode[],
  path: TreePath,
  change: (children: readonly DepartmentNode[]) => DepartmentNode[],
): DepartmentNode[] {
  if (!path.length) return change(nodes);
  const [first, ...rest] = path;
  return nodes.map((n, i) => (i === first ? { ...n, children: updateChildren(n.children, rest, change) } : n));
}

function assertNotRoot(path: TreePath, action: string) {
  if (!path.length) throw new Error(`The root department cannot be ${action}.`);
}

export function countDepartments(nodes: readonly DepartmentNode[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countDepartments(n.children), 0);
}

/**
 * SPEC.md section 4: a new child is 'New Team <n>' with the first n whose name no department of
 * the tree has yet; `label(n)` gives the name in the admin's language.
 */
export function nextNewTeamName(tree: readonly DepartmentNode[], label: (n: number) => string): string {
  const used = new Set<string>();
  const collect = (nodes: readonly DepartmentNode[]) => nodes.forEach((n) => (used.add(departmentKey(n.name)), collect(n.children)));
  collect(tree);
  let n = 1;
  while (used.has(departmentKey(label(n)))) n += 1;
  return label(n);
}

export const addChild = (tree: readonly DepartmentNode[], path: TreePath, name: string) =>
  updateChildren(tree, path, (children) => [...children, { name, children: [] }]);

export function renameDepartment(tree: readonly DepartmentNode[], path: TreePath, name: string): DepartmentNode[] {
  assertNotRoot(path, 'renamed');
  const index = path[path.length - 1];
  return updateChildren(tree, path.slice(0, -1), (children) => children.map((n, i) => (i === index ? { ...n, name } : n)));
}

export function removeDepartment(tree: readonly DepartmentNode[], path: TreePath): DepartmentNode[] {
  assertNotRoot(path, 'deleted');
  const index = path[path.length - 1];
  return updateChildren(tree, path.slice(0, -1), (children) => children.filter((_, i) => i !== index));
}
