import { Fragment, type ReactNode } from 'react';
import type { AreaReport, ChangeStatistics, CohortReportResponse } from 'shared-api';
import { useCohortReportQuery } from 'shared-api';
import { Card, Table, TableScroll, useErrorText, useT } from 'shared-ui';
import { Note, SectionTitle } from './styles';
import { useStatistic } from './useStatistic';

type AreaChanges = { area: string; change: ChangeStatistics }[];

/**
 * Groups side by side (the cohorts of a team, or its departments): each group's paired count and,
 * per area, its mean change and g_av. `areas` are the report's, for the columns' names and order.
 */
function GroupsTable({ caption, groupHeader, areas, children }: { caption: string; groupHeader: string; areas: AreaReport[]; children: ReactNode }) {
  const t = useT();
  return (
    <TableScroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <colgroup span={2} />
        {areas.map(({ area }) => (
          <colgroup key={area} span={2} />
        ))}
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {groupHeader}
            </th>
            <th scope="col" rowSpan={2} className="number">
              {t('report.funnel.paired')}
            </th>
            {areas.map(({ area, name }) => (
              <th key={area} scope="colgroup" colSpan={2}>
                {name}
              </th>
            ))}
          </tr>
          <tr>
            {areas.map(({ area }) => (
              <Fragment key={area}>
                <th scope="col" className="number">{t('report.col.change')}</th>
                <th scope="col" className="number">{t('report.col.gav')}</th>
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableScroll>
  );
}

/** One group's row; a group under the minimum size shows its count and why nothing more. */
function GroupRow({ label, paired, changes, areas, min }: { label: string; paired: number; changes: AreaChanges; areas: AreaReport[]; min: number }) {
  const t = useT();
  const { stat } = useStatistic();
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="number">{paired}</td>
      {paired < min ? (
        <td colSpan={areas.length * 2}>{t('report.smallGroup', { min })}</td>
      ) : (
        areas.map(({ area }) => {
          const change = changes.find((c) => c.area === area)?.change;
          return (
            <Fragment key={area}>
              <td className="number">{stat(change?.mean ?? null, 'change')}</td>
              <td className="number">{stat(change?.g_av ?? null, 'effect')}</td>
            </Fragment>
          );
        })
      )}
    </tr>
  );
}

/** A cohort's row, from that cohort's own report. */
function CohortRow({ teamId, cohort, areas, min }: { teamId: number; cohort: { id: number; name: string }; areas: AreaReport[]; min: number }) {
  const t = useT();
  const errorText = useErrorText();
  const { data, error } = useCohortReportQuery({ teamId, cohortId: cohort.id });
  if (!data) {
    return (
      <tr>
        <th scope="row">{cohort.name}</th>
        <td colSpan={1 + areas.length * 2}>{error ? errorText(error) : t('common.loading')}</td>
      </tr>
    );
  }
  return <GroupRow label={cohort.name} paired={data.paired} changes={data.areas} areas={areas} min={min} />;
}

/** The whole team's report: each cohort's change beside the others'. */
export function CohortsSection({ report, cohorts }: { report: CohortReportResponse; cohorts: { id: number; name: string }[] }) {
  const t = useT();
  return (
    <Card>
      <SectionTitle>{t('report.section.cohorts')}</SectionTitle>
      <GroupsTable caption={t('report.section.cohorts')} groupHeader={t('report.cohort')} areas={report.areas}>
        {cohorts.map((cohort) => (
          <CohortRow key={cohort.id} teamId={report.team_id} cohort={cohort} areas={report.areas} min={report.min_group_size} />
        ))}
      </GroupsTable>
    </Card>
  );
}

/** Each department's change, or why it is withheld (a department under the minimum size). */
export function DepartmentsSection({ report }: { report: CohortReportResponse }) {
  const t = useT();
  const { departments, departments_withheld: withheld, min_group_size: min } = report;
  if (departments.length === 0 && !withheld) return null;
  return (
    <Card>
      <SectionTitle>{t('report.section.departments')}</SectionTitle>
      {departments.length > 0 ? (
        <GroupsTable caption={t('report.section.departments')} groupHeader={t('report.col.department')} areas={report.areas}>
          {departments.map(({ department, paired, areas }) => (
            <GroupRow key={department} label={department} paired={paired} changes={areas} areas={report.areas} min={min} />
          ))}
        </GroupsTable>
      ) : (
        <Note>{t('report.departmentsWithheld', { min })}</Note>
      )}
    </Card>
  );
}
