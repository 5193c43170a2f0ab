import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mayManageUser, mayViewUser, type AccessCaller, type TeamUser } from 'shared-api';
import { Badge, Muted, theme, usePlural, useT } from 'shared-ui';
import { teamUserAccess, UserStatusBadge } from '../users';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; color: ${theme.color.textMuted}; padding-bottom: ${theme.space(2)}; }
  th, td { text-align: left; padding: ${theme.space(2)} ${theme.space(3)}; border-bottom: 1px solid ${theme.color.border}; }
  th { font-weight: ${theme.font.weight.medium}; white-space: nowrap; }
  td:first-child, th:first-child { width: 2.5rem; }
  input[type='checkbox'] { width: 1.1em; height: 1.1em; }
`;

export interface UsersTableProps {
  users: TeamUser[];
  /** Who looks: a team leader may select and open only the accounts the server lets them act on. */
  caller: AccessCaller;
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
}

/** The users the caller may select: the team's actions act on each one, and one refusal refuses all. */
export const selectableUsers = (users: TeamUser[], caller: AccessCaller) => users.filter((u) => mayManageUser(caller, teamUserAccess(u)));

/** The select-all box over the selectable users: checked when all are, mixed when some are. */
function SelectAll({ users, selected, onSelect }: Omit<UsersTableProps, 'caller'>) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  const count = users.filter((u) => selected.has(u.id)).length;
  const all = users.length > 0 && count === users.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={t('team.users.selectAll')}
      checked={all}
      disabled={!users.length}
      onChange={() => onSelect(all ? new Set() : new Set(users.map((u) => u.id)))}
    />
  );
}

/**
 * The team's users with a checkbox each; the selection goes to the team's actions. A row the
 * caller may not act on keeps its box, disabled and saying why, so the list still shows everyone.
 * Each user the caller may view links to their page, and to their report once it is active.
 */
export function UsersTable({ users, caller, selected, onSelect }: UsersTableProps) {
  const t = useT();
  const plural = usePlural();
  const lockedId = useId();
  const rowId = useId();
  const selectableList = selectableUsers(users, caller);
  const selectable = new Set(selectableList.map((u) => u.id));
  const locked = selectableList.length < users.length;
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  const yesNo = (value: boolean) => (value ? t('team.yes') : t('team.no'));
  const count = selectableList.filter((u) => selected.has(u.id)).length;

  if (!users.length) return <p>{t('team.users.empty')}</p>;
  return (
    <Scroll>
      <Table>
        <caption aria-live="polite">{plural(count, { one: 'team.users.selected.one', other: 'team.users.selected.other' })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <SelectAll users={selectableList} selected={selected} onSelect={onSelect} />
            </th>
            <th scope="col">{t('team.users.name')}</th>
            <th scope="col">{t('team.users.email')}</th>
            <th scope="col">{t('team.users.cohort')}</th>
            <th scope="col">{t('team.users.status')}</th>
            <th scope="col">{t('team.users.finished')}</th>
            <th scope="col">{t('team.users.resultsActive')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const viewable = mayViewUser(caller, teamUserAccess(user));
            // An anonymised account has no name or mailbox left; its row still counts in the statistics.
            const name = user.anonymised ? t('team.users.anonymised', { id: user.id }) : user.name;
            return (
              <tr key={user.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('team.users.select', { name })}
                    checked={selectable.has(user.id) && selected.has(user.id)}
                    disabled={!selectable.has(user.id)}
                    title={selectable.has(user.id) ? undefined : t('userAdmin.onlyAdmin')}
                    aria-describedby={selectable.has(user.id) ? undefined : lockedId}
                    onChange={() => toggle(user.id)}
                  />
                </td>
                <th scope="row" id={`${rowId}-${user.id}`}>
                  {viewable ? <Link to={`/user?userID=${user.id}`}>{name}</Link> : name}
                  {user.teamLeader && (
                    <>
                      {' '}
                      <Badge tone="blue">{t('team.users.leader')}</Badge>
                    </>
                  )}
                </th>
                <td>{user.anonymised ? <Muted as="span">—</Muted> : user.email}</td>
                <td>{user.cohort ?? <Muted as="span">{t('team.users.noCohort')}</Muted>}</td>
                <td>
                  <UserStatusBadge status={user.status} />
                </td>
                <td>{yesNo(user.finishedAssessment)}</td>
                <td>
                  {yesNo(user.resultsActive)}
                  {viewable && user.resultsActive && (
                    <>
                      {' · '}
                      {/* The name stays the link's own, so links named after a user are the user page's alone. */}
                      <Link to={`/results?userID=${user.id}`} aria-describedby={`${rowId}-${user.id}`}>
                        {t('team.users.report')}
                      </Link>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {locked && (
        <span id={lockedId} hidden>
          {t('userAdmin.onlyAdmin')}
        </span>
      )}
    </Scroll>
  );
}
