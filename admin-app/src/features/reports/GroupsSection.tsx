import { Fragment, type ReactNode } from 'react';
import type { AreaReport, CohortReportResponse, GroupChange } from 'shared-api';
import { Card, Table, TableScroll, useT } from 'shared-ui';
import { Note, SectionTitle } from './styles';
import { useStatistic } from './useStatistic';

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

/** One group's row: its paired count and, per area, its mean change and g_av. */
function GroupRow({ label, group, areas }: { label: string; group: GroupChange; areas: AreaReport[] }) {
  const { stat } = useStatistic();
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="number">{group.paired}</td>
      {areas.map(({ area }) => {
        const change = group.areas.find((c) => c.area === area)?.change;
        return (
          <Fragment key={area}>
            <td className="number">{stat(change?.mean ?? null, 'change')}</td>
            <td className="number">{stat(change?.g_av ?? null, 'effect')}</td>
          </Fragment>
        );
      })}
    </tr>
  );
}

/**
 * A breakdown: the groups whose figures the server shows, and a note when some are withheld (the
 * report's "Withheld, and why" says which and why).
 */
function Breakdown({ title, groupHeader, groups, withheld, report }: {
  title: string;
  groupHeader: string;
  groups: { label: string; group: GroupChange }[];
  withheld: string | null;
  report: CohortReportResponse;
}) {
  if (groups.length === 0 && withheld === null) return null;
  return (
    <Card>
      <SectionTitle>{title}</SectionTitle>
      {groups.length > 0 && (
        <GroupsTable caption={title} groupHeader={groupHeader} areas={report.areas}>
          {groups.map(({ label, group }) => (
            <GroupRow key={label} label={label} group={group} areas={report.areas} />
          ))}
        </GroupsTable>
      )}
      {withheld !== null && <Note>{withheld}</Note>}
    </Card>
  );
}

/** The whole team's cohorts side by side. */
export function CohortsSection({ report }: { report: CohortReportResponse }) {
  const t = useT();
  return (
    <Breakdown
      title={t('report.section.cohorts')}
      groupHeader={t('report.cohort')}
      groups={report.cohorts.map((group) => ({ label: group.cohort, group }))}
      withheld={report.cohorts_withheld ? t('report.cohortsWithheld') : null}
      report={report}
    />
  );
}

/** Each department's change. */
export function DepartmentsSection({ report }: { report: CohortReportResponse }) {
  const t = useT();
  return (
    <Breakdown
      title={t('report.section.departments')}
      groupHeader={t('report.col.department')}
      groups={report.departments.map((group) => ({ label: group.department, group }))}
      withheld={report.departments_withheld ? t('report.departmentsWithheld') : null}
      report={report}
    />
  );
}
