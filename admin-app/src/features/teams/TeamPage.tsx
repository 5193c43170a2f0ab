import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { accessLinkState, ALL_COHORTS, readSession, useAccessLinksQuery, useCohortsQuery, useTeamUsersQuery } from 'shared-api';
import { Alert, Button, Card, ErrorAlert, Loading, Muted, Page, Stack, theme, useT } from 'shared-ui';
import { useCaller } from '../users';
import { CohortFilter, inCohort, type CohortShown } from './CohortFilter';
import { CohortsSection } from './CohortsSection';
import { CompletionBadge } from './CompletionBadge';
import { DeleteTeamDialog } from './DeleteTeamDialog';
import { SectionTitle } from './styles';
import { LinksSection } from './LinksSection';
import { RetentionCard } from './RetentionCard';
import { ScheduledSection } from './ScheduledSection';
import { TeamForm } from './TeamForm';
import { SsoClaims } from './SsoClaims';
import { TeamSsoCard } from './TeamSsoCard';
import { selectableUsers, UsersTable } from './UsersTable';

/** What the team's actions (add user, CSV upload, emails, activations, downloads) are given. */
export interface TeamActionContext {
  teamId: number;
  teamName: string;
  isPlatform: boolean;
  /** The users ticked in the table, in its order. */
  selectedUserIds: number[];
}

export interface TeamPageProps {
  /** The actions area; other features provide it. */
  renderActions?: (ctx: TeamActionContext) => ReactNode;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(4)};
  h1 { margin: 0 0 ${theme.space(2)}; overflow-wrap: anywhere; }
  p { margin: 0; }
`;

/** ?teamId=<digits>, else null. */
function teamIdFrom(params: URLSearchParams): number | null {
  const raw = params.get('teamId') ?? '';
  return /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function BackLink() {
  const t = useT();
  return <Link to="/teams">{t('team.backToTeams')}</Link>;
}

/** /team?teamId=: one team's users, actions, cohorts, links, planned actions, departments, domains, settings and slides. */
export function TeamPage({ renderActions }: TeamPageProps) {
  const [params] = useSearchParams();
  const teamId = teamIdFrom(params);
  const t = useT();
  if (teamId === null) {
    return (
      <Page>
        <Alert variant="error">{t('team.invalidId')}</Alert>
        <BackLink />
      </Page>
    );
  }
  return <TeamView key={teamId} teamId={teamId} renderActions={renderActions} />;
}

function TeamView({ teamId, renderActions }: TeamPageProps & { teamId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const team = useTeamUsersQuery(teamId);
  const caller = useCaller();
  const links = useAccessLinksQuery().data?.linksByTeam[teamId];
  const cohortsByTeam = useCohortsQuery().data?.cohortsByTeam;
  // A team leader runs the team's people; its name, settings and existence are the admins'.
  const admin = readSession()?.admin ?? false;
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [shown, setShown] = useState<CohortShown>('all');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const data = team.data;
  const visible = useMemo(() => inCohort(data?.users ?? [], shown), [data, shown]);
  // Users who left the list (deleted elsewhere), are filtered out of it, or whom the caller may
  // not act on, are not selected: an action reaches only users on screen.
  const selectedUserIds = useMemo(
    () => (caller ? selectableUsers(visible, caller) : []).filter((u) => selected.has(u.id)).map((u) => u.id),
    [visible, selected, caller],
  );
  const cohorts = useMemo(
    () => Object.entries(cohortsByTeam?.[teamId] ?? {}).map(([id, name]) => ({ id: Number(id), name })),
    [cohortsByTeam, teamId],
  );

  if (team.isLoading || !caller) return <Loading />;
  if (!data) {
    return (
      <Page>
        <ErrorAlert error={team.error} />
        <BackLink />
      </Page>
    );
  }

  const finished = data.users.filter((u) => u.finishedAssessment).length;
  const { isPlatform } = data.settings;
  return (
    <Page data-remote="admin">
      <Stack $gap={6}>
        <BackLink />
        <Header>
          <div>
            <h1>{data.teamName}</h1>
            <CompletionBadge finished={finished} total={data.users.length} />
            <p>
              <Link to={`/report?teamId=${teamId}&cohortId=${ALL_COHORTS}`}>{t('report.title')}</Link>
            </p>
          </div>
          {admin && (
            <div>
              <Button variant="danger" disabled={isPlatform} onClick={() => setConfirmingDelete(true)}>
                {t('team.delete.button')}
              </Button>
              {isPlatform && <Muted>{t('team.delete.platform')}</Muted>}
            </div>
          )}
        </Header>

        <SsoClaims claims={data.ssoClaims} />

        {renderActions && (
          <Card>
            <SectionTitle>{t('team.actions')}</SectionTitle>
            {renderActions({ teamId, teamName: data.teamName, isPlatform, selectedUserIds })}
          </Card>
        )}

        <Card>
          <SectionTitle>{t('team.users.title')}</SectionTitle>
          {cohorts.length > 0 && <CohortFilter cohorts={cohorts} shown={shown} onChange={setShown} />}
          {data.users.length > 0 && visible.length === 0 ? (
            <p>{t('team.users.filtered')}</p>
          ) : (
            <UsersTable users={visible} caller={caller} selected={selected} onSelect={setSelected} />
          )}
        </Card>

        <CohortsSection
          teamId={teamId}
          users={data.users}
          linksOf={(cohortId) => (links ?? []).filter((l) => l.cohortID === cohortId && accessLinkState(l) === 'active').length}
          admin={admin}
        />
        <LinksSection teamId={teamId} links={links ?? []} />
        <ScheduledSection teamId={teamId} />

        {admin && <TeamForm teamId={teamId} data={data} />}
        {admin && <TeamSsoCard teamId={teamId} teamName={data.teamName} cohorts={cohorts} />}
        {admin && <RetentionCard teamId={teamId} />}
      </Stack>
      {confirmingDelete && (
        <DeleteTeamDialog
          teamId={teamId}
          data={data}
          onClose={() => setConfirmingDelete(false)}
          onDeleted={(msg) => navigate('/teams', { state: { notice: msg } })}
        />
      )}
    </Page>
  );
}
