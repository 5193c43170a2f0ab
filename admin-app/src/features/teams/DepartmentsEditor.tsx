import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { DepartmentNode } from 'shared-api';
import { departmentNameProblem, MAX_DEPARTMENT_NAME, TEAM_LIMITS } from 'shared-api';
import { ConfirmDialog, Input, theme, useMessage, usePlural, useT } from 'shared-ui';
import {
  addChild, countDepartments, nextNewTeamName, nodeAt, removeDepartment, renameDepartment, siblingNames, type TreePath,
} from './departmentsTree';
import { ErrorText, SmallButton } from './styles';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding-left: ${theme.space(5)};
  border-left: 1px dashed ${theme.color.border};
`;

const RootList = styled(List)`
  padding-left: 0;
  border-left: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(1)} 0;
`;

const Name = styled.span<{ $root: boolean }>`
  font-weight: ${(p) => (p.$root ? theme.font.weight.bold : theme.font.weight.normal)};
  margin-right: auto;
`;

interface Renaming {
  path: TreePath;
  name: string;
  problem?: string;
}

export interface DepartmentsEditorProps {
  /** The team: the root of the tree, shown but neither renamed nor deleted. */
  rootName: string;
  value: DepartmentNode[];
  onChange: (tree: DepartmentNode[]) => void;
  /** A message (key) from the form's validation. */
  error?: string;
}

const samePath = (a: TreePath, b: TreePath) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The departments tree: add a child ('New Team <n>'), rename and delete (after confirming). */
export function DepartmentsEditor({ rootName, value, onChange, error }: DepartmentsEditorProps) {
  const t = useT();
  const message = useMessage();
  const plural = usePlural();
  const baseId = useId();
  const [renaming, setRenaming] = useState<Renaming>();
  const [deleting, setDeleting] = useState<TreePath>();
  const full = countDepartments(value) >= TEAM_LIMITS.departments;
  const doomed = deleting && nodeAt(value, deleting);

  const add = (path: TreePath) => onChange(addChild(value, path, nextNewTeamName(value, (n) => t('team.departments.newTeam', { n }))));

  const commitRename = () => {
    if (!renaming) return;
    const problem = departmentNameProblem(renaming.name, siblingNames(value, renaming.path));
    if (problem) {
      setRenaming({ ...renaming, problem });
      return;
    }
    onChange(renameDepartment(value, renaming.path, renaming.name.trim()));
    setRenaming(undefined);
  };

  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter must not submit the team form around the editor.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      commitRename();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setRenaming(undefined);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    onChange(removeDepartment(value, deleting));
    setDeleting(undefined);
    // Paths after the deleted node have moved.
    setRenaming(undefined);
  };

  const renderNode = (name: string, children: DepartmentNode[], path: TreePath) => {
    const isRoot = path.length === 0;
    const editing = renaming && samePath(renaming.path, path) ? renaming : undefined;
    const problemId = `${baseId}-${path.join('-')}-problem`;
    return (
      <li key={path.join('.')}>
        <Row>
          {editing ? (
            <>
              <Input
                aria-label={t('team.departments.newName', { name })}
                value={editing.name}
                maxLength={MAX_DEPARTMENT_NAME}
                autoFocus
                aria-invalid={editing.problem ? true : undefined}
                aria-describedby={editing.problem ? problemId : undefined}
                onChange={(e) => setRenaming({ path, name: e.target.value })}
                onKeyDown={onRenameKey}
              />
              <SmallButton onClick={commitRename}>{t('team.departments.applyRename')}</SmallButton>
              <SmallButton variant="secondary" onClick={() => setRenaming(undefined)}>
                {t('team.cancel')}
              </SmallButton>
              {editing.problem && <ErrorText id={problemId}>{message(editing.problem)}</ErrorText>}
            </>
          ) : (
            <>
              <Name $root={isRoot}>{name}</Name>
              <SmallButton
                variant="secondary"
                aria-label={t('team.departments.addTo', { name })}
                disabled={full || path.length >= TEAM_LIMITS.departmentDepth}
                onClick={() => add(path)}
              >
                {t('team.departments.add')}
              </SmallButton>
              {!isRoot && (
                <>
                  <SmallButton variant="secondary" aria-label={t('team.departments.renameOne', { name })} onClick={() => setRenaming({ path, name })}>
                    {t('team.departments.rename')}
                  </SmallButton>
                  <SmallButton variant="danger" aria-label={t('team.departments.deleteOne', { name })} onClick={() => setDeleting(path)}>
                    {t('team.departments.delete')}
                  </SmallButton>
                </>
              )}
            </>
          )}
        </Row>
        {children.length > 0 && <List>{children.map((child, i) => renderNode(child.name, child.children, [...path, i]))}</List>}
      </li>
    );
  };

  const descendants = doomed ? countDepartments(doomed.children) : 0;
  return (
    <>
      <RootList aria-label={t('team.departments.title')}>{renderNode(rootName, value, [])}</RootList>
      {error && <ErrorText role="alert">{message(error)}</ErrorText>}
      <ConfirmDialog
        open={Boolean(doomed)}
        title={t('team.departments.confirmTitle')}
        confirmLabel={t('team.departments.confirmDelete')}
        cancelLabel={t('team.cancel')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      >
        <p>{t('team.departments.confirmBody', { name: doomed?.name ?? '' })}</p>
        {descendants > 0 && <p>{plural(descendants, { one: 'team.departments.confirmChildren.one', other: 'team.departments.confirmChildren.other' })}</p>}
      </ConfirmDialog>
    </>
  );
}
