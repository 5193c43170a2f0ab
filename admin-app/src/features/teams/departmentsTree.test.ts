import type { DepartmentNode } from 'shared-api/contract';
import { addChild, countDepartments, nextNewTeamName, removeDepartment, renameDepartment, siblingNames } from './departmentsTree';

const label = (n: number) => `New Team ${n}`;
const tree: DepartmentNode[] = [
  { name: 'Sales', children: [{ name: 'New Team 1', children: [] }] },
  { name: 'New Team 3', children: [] },
];

describe('the departments tree', () => {
  it("names a new child 'New Team <n>' with the first n no department has, anywhere in the tree", () => {
    expect(nextNewTeamName([], label)).toBe('New Team 1');
    expect(nextNewTeamName(tree, label)).toBe('New Team 2');
    expect(nextNewTeamName([...tree, { name: 'new team 2', children: [] }], label)).toBe('New Team 4');
  });

  it('adds, renames and removes without changing the tree it was given', () => {
    const added = addChild(tree, [0], 'New Team 2');
    expect(added[0].children.map((n) => n.name)).toEqual(['New Team 1', 'New Team 2']);
    expect(tree[0].children).toHaveLength(1);
    expect(addChild(tree, [], 'Top')[2]).toEqual({ name: 'Top', children: [] });
    expect(renameDepartment(tree, [0, 0], 'East')[0].children[0].name).toBe('East');
    expect(removeDepartment(tree, [0]).map((n) => n.name)).toEqual(['New Team 3']);
    expect(countDepartments(tree)).toBe(3);
    expect(siblingNames(tree, [1])).toEqual(['Sales']);
  });

  it('never renames or deletes the root, the team itself', () => {
    expect(() => renameDepartment(tree, [], 'X')).toThrow();
    expect(() => removeDepartment(tree, [])).toThrow();
  });
});
