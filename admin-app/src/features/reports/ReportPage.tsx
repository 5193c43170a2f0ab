import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ALL_COHORTS, useCohortReportQuery, useCohortsQuery, useTeamsByRecencyQuery, type TeamCohort } from 'shared-api';
import { Alert, Card, ErrorAlert, FormField, Loading, Muted, Page, Select, Stack, theme, useFormat, useT } from 'shared-ui';
import { DownloadCohortReportButtons } from '../downloads';
import { ChangeSection } from './ChangeSection';
import { Funnel } from './Funnel';
import { CohortsSection, DepartmentsSection } from './GroupsSection';
import { ReliabilitySection } from './ReliabilitySection';
import { ScoresSection } from './ScoresSection';
import { WithheldSection } from './WithheldSection';
import { SectionTitle } from './styles';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(4)};
  > div { margin-bottom: 0; }
`;

/** ?teamId=<digits>&cohortId=<digits or -1, the whole team when left out>, else null. */
function audienceFrom(params: URLSearchParams): TeamCohort | null {
  const team = params.get('teamId') ?? '';
  const cohort = params.get('cohortId') ?? String(ALL_COHORTS);
  if (!/^\d{1,10}$/.test(team) || Number(team) === 0 || !/^(-1|\d{1,10})$/.test(cohort)) return null;
  return { teamId: Number(team), cohortId: Number(cohort) };
}

/** /report?teamId=&cohortId=: the cohort report of a team, or of one cohort of it (issue 23). */
export function ReportPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const audience = audienceFrom(params);
  if (!audience) {
    return (
      <Page>
        <Alert variant="error">{t('report.invalid')}</Alert>
        <Link to="/teams">{t('team.backToTeams')}</Link>
      </Page>
    );
  }
  const chooseCohort = (cohortId: number) => setParams({ teamId: String(audience.teamId), cohortId: String(cohortId) });
  return <ReportView audience={audience} onCohort={chooseCohort} />;
}

function ReportView({ audience, onCohort }: { audience: TeamCohort; onCohort: (cohortId: number) => void }) {
  const t = useT();
  const format = useFormat();
  const { teamId, cohortId } = audience;
  const report = useCohortReportQuery(audience);
  const teamName = useTeamsByRecencyQuery().data?.teams.find((team) => team.id === teamId)?.name ?? '';
  const cohortsByTeam = useCohortsQuery().data?.cohortsByTeam;
  const cohorts = useMemo(() => Object.entries(cohortsByTeam?.[teamId] ?? {}).map(([id, name]) => ({ id: Number(id), name })), [cohortsByTeam, teamId]);
  // This audience's numbers only, never the previous cohort's while the next one loads.
  const data = report.currentData;
  const finishedNone = data !== undefined && data.finished_assessment === 0 && data.finished_reassessment === 0;

  return (
    <Page data-remote="admin">
      <Stack $gap={6}>
        <Link to={`/team?teamId=${teamId}`}>{teamName || t('report.team')}</Link>
        <div>
          <h1>{t('report.title')}</h1>
          {teamName && <Muted>{`${t('report.team')}: ${teamName}`}</Muted>}
          <Toolbar>
            <FormField label={t('report.cohort')}>
              {(control) => (
                <Select {...control} value={String(cohortId)} onChange={(event) => onCohort(Number(event.target.value))}>
                  <option value={String(ALL_COHORTS)}>{t('report.wholeTeam')}</option>
                  {cohorts.map((cohort) => (
                    <option key={cohort.id} value={String(cohort.id)}>
                      {cohort.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <DownloadCohortReportButtons audience={audience} name={teamName} />
          </Toolbar>
        </div>

        {report.isFetching && !data && <Loading />}
        {report.error !== undefined && !report.isFetching && !data && <ErrorAlert error={report.error} />}
        {data && (
          <>
            <Card>
              <SectionTitle>{t('report.section.funnel')}</SectionTitle>
              <Funnel report={data} />
              {finishedNone && <p>{t('report.empty')}</p>}
            </Card>
            {!finishedNone && (
              <>
                <ScoresSection report={data} />
                <ChangeSection report={data} />
                <ReliabilitySection report={data} />
                <CohortsSection report={data} />
                <DepartmentsSection report={data} />
                <WithheldSection report={data} audience={cohorts.find((c) => c.id === cohortId)?.name ?? t('report.wholeTeam')} />
                <Muted>{t('report.boxFrom', { double: 2 * data.min_group_size, min: data.min_group_size })}</Muted>
                <Muted>{t('report.notes')}</Muted>
              </>
            )}
            {report.fulfilledTimeStamp !== undefined && <Muted>{t('report.generated', { date: format.dateTime(new Date(report.fulfilledTimeStamp).toISOString()) })}</Muted>}
          </>
        )}
      </Stack>
    </Page>
  );
}
