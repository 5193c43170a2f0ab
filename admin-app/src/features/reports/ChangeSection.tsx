import { useMemo } from 'react';
import { effectReading, type CohortReportResponse } from 'shared-api';
import { Card, Table, TableScroll, useT } from 'shared-ui';
import { Chart } from 'shared-ui/chart';
import { changeFigure } from './charts';
import { Note, SectionTitle } from './styles';
import { useStatistic } from './useStatistic';

const EFFECTS = [
  ['d_z', 'report.col.dz'],
  ['d_av', 'report.col.dav'],
  ['g_av', 'report.col.gav'],
] as const;

/**
 * The paired change of each area: a forest plot of the mean change and its 95% interval, and a
 * table with the test, the effect sizes and their plain-language reading.
 */
export function ChangeSection({ report }: { report: CohortReportResponse }) {
  const t = useT();
  const { stat, interval } = useStatistic();
  const { areas, min_group_size: min } = report;
  const figure = useMemo(() => changeFigure(areas, t('report.col.change')), [areas, t]);
  const small = areas.some((area) => area.change.n < min);
  return (
    <Card>
      <SectionTitle>{t('report.section.change')}</SectionTitle>
      {figure && <Chart data={figure.data} layout={figure.layout} label={t('report.chart.change')} failedText={t('results.chartFailed')} height={360} />}
      <TableScroll tabIndex={0} role="region" aria-label={t('report.section.change')}>
        <Table>
          <caption>{t('report.section.change')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.col.area')}</th>
              <th scope="col" className="number">{t('report.col.n')}</th>
              <th scope="col" className="number">{t('report.col.change')}</th>
              <th scope="col" className="number">{t('report.col.ci')}</th>
              <th scope="col" className="number">{t('report.col.t')}</th>
              <th scope="col" className="number">{t('report.col.df')}</th>
              <th scope="col" className="number">{t('report.col.p')}</th>
              {EFFECTS.map(([key, label]) => (
                <th key={key} scope="col" className="number">
                  {t(label)}
                </th>
              ))}
              <th scope="col">{t('report.col.reading')}</th>
            </tr>
          </thead>
          <tbody>
            {areas.map(({ area, name, change }) => {
              const reading = effectReading(change);
              return (
                <tr key={area}>
                  <th scope="row">{name}</th>
                  <td className="number">{change.n}</td>
                  <td className="number">{stat(change.mean, 'change')}</td>
                  <td className="number">{interval(change)}</td>
                  <td className="number">{stat(change.t, 'effect')}</td>
                  <td className="number">{stat(change.df, 'df')}</td>
                  <td className="number">{stat(change.p, 'p')}</td>
                  {EFFECTS.map(([key]) => (
                    <td key={key} className="number">
                      {stat(change[key], 'effect')}
                    </td>
                  ))}
                  <td>{reading ? t(reading) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
      {small && <Note>{t('report.smallGroup', { min })}</Note>}
    </Card>
  );
}
