import * as yup from 'yup';
import type { DictionaryKey } from '../texts/core';
import { CONTROL_CHARS, isPlainObject } from '../common/fields';

/**
 * A team's departments (SPEC.md section 3): a tree of named sub-teams, stored as the root's
 * children. The team form edits it; the demographics page offers its leaves.
 */
export interface DepartmentNode {
  name: string;
  children: DepartmentNode[];
}

export const DEPARTMENT_LIMITS = {
  /** Departments in the whole tree. */
  departments: 500,
  /** Levels below the root (the team). */
  departmentDepth: 6,
} as const;

export const DEPARTMENT_VALIDATION = {
  departments: 'team.validation.departments',
  departmentName: 'team.validation.departmentName',
  departmentDuplicate: 'team.validation.departmentDuplicate',
  departmentsTooDeep: 'team.validation.departmentsTooDeep',
  departmentsTooMany: 'team.validation.departmentsTooMany',
} as const satisfies Record<string, DictionaryKey>;

type DepartmentValidationKey = (typeof DEPARTMENT_VALIDATION)[keyof typeof DEPARTMENT_VALIDATION];

export const MAX_DEPARTMENT_NAME = 100;

/** Sibling names compare this way: "Sales" and " sales" are the same department. */
export const departmentKey = (name: string) => name.trim().toLowerCase();

/** What is wrong with a department name among its siblings' names, if anything. */
export function departmentNameProblem(name: string, siblings: readonly string[] = []): DepartmentValidationKey | null {
  const clean = name.trim();
  if (!clean || clean.length > MAX_DEPARTMENT_NAME || CONTROL_CHARS.test(clean)) return DEPARTMENT_VALIDATION.departmentName;
  if (siblings.some((s) => departmentKey(s) === departmentKey(clean))) return DEPARTMENT_VALIDATION.departmentDuplicate;
  return null;
}

/** The first thing wrong with a departments tree as a client sent it, or null. */
export function departmentsProblem(value: unknown): DepartmentValidationKey | null {
  let count = 0;
  const walk = (nodes: unknown, depth: number): DepartmentValidationKey | null => {
    if (!Array.isArray(nodes)) return DEPARTMENT_VALIDATION.departments;
    if (nodes.length && depth > DEPARTMENT_LIMITS.departmentDepth) return DEPARTMENT_VALIDATION.departmentsTooDeep;
    const names: string[] = [];
    for (const node of nodes) {
      count += 1;
      if (count > DEPARTMENT_LIMITS.departments) return DEPARTMENT_VALIDATION.departmentsTooMany;
      if (!isPlainObject(node) || typeof node.name !== 'string') return DEPARTMENT_VALIDATION.departmentName;
      const problem = departmentNameProblem(node.name, names) ?? walk(node.children ?? [], depth + 1);
      if (problem) return problem;
      names.push(node.name);
    }
    return null;
  };
  return walk(value, 1);
}

/** Names trimmed, every node with its children list; call on a tree departmentsProblem accepts. */
export function normalizeDepartments(nodes: readonly { name: string; children?: unknown }[]): DepartmentNode[] {
  return nodes.map((n) => ({
    name: n.name.trim(),
    children: normalizeDepartments((n.children ?? []) as { name: string; children?: unknown }[]),
  }));
}

export const departmentsField = () =>
  yup
    .mixed<DepartmentNode[]>()
    .transform((value: unknown) => (departmentsProblem(value) ? value : normalizeDepartments(value as DepartmentNode[])))
    .test('departments', DEPARTMENT_VALIDATION.departments, function check(value) {
      const problem = value === undefined ? null : departmentsProblem(value);
      return problem ? this.createError({ message: problem }) : true;
    });
