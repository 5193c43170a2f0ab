import { useMemo } from 'react';
import type { CohortReportResponse } from 'shared-api';
import { Card, Table, TableScroll, useT } from 'shared-ui';
import { Chart } from 'shared-ui/chart';
import { scoresFigure } from './charts';
import { Note, SectionTitle } from './styles';
import { useStatistic } from './useStatistic';
import { WAVE_LABELS, WAVES } from './waves';

const COLUMNS = [
  ['mean', 'report.col.mean'],
  ['sd', 'report.col.sd'],
  ['median', 'report.col.median'],
  ['q1', 'report.col.q1'],
  ['q3', 'report.col.q3'],
  ['min', 'report.col.min'],
  ['max', 'report.col.max'],
] as const;

/** Each area's scores before and after: box plots, and the same numbers in a table. */
export function ScoresSection({ report }: { report: CohortReportResponse }) {
  const t = useT();
  const { stat } = useStatistic();
  const { areas, min_group_size: min } = report;
  const figure = useMemo(
    () => scoresFigure(areas, { assessment: t(WAVE_LABELS.assessment), reassessment: t(WAVE_LABELS.reassessment) }, t('report.axis.score')),
    [areas, t],
  );
  const small = areas.some((area) => WAVES.some((wave) => area[wave].n < min));
  return (
    <Card>
      <SectionTitle>{t('report.section.scores')}</SectionTitle>
      {figure && <Chart data={figure.data} layout={figure.layout} label={t('report.chart.scores')} failedText={t('results.chartFailed')} />}
      <TableScroll tabIndex={0} role="region" aria-label={t('report.section.scores')}>
        <Table>
          <caption>{t('report.section.scores')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.col.area')}</th>
              <th scope="col">{t('report.col.wave')}</th>
              <th scope="col" className="number">{t('report.col.n')}</th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="number">
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          {areas.map((area) => (
            <tbody key={area.area}>
              {WAVES.map((wave, i) => (
                <tr key={wave}>
                  {i === 0 && (
                    <th scope="rowgroup" rowSpan={WAVES.length}>
                      {area.name}
                    </th>
                  )}
                  <th scope="row">{t(WAVE_LABELS[wave])}</th>
                  <td className="number">{area[wave].n}</td>
                  {COLUMNS.map(([key]) => (
                    <td key={key} className="number">
                      {stat(area[wave][key], 'score')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </Table>
      </TableScroll>
      {small && <Note>{t('report.smallGroup', { min })}</Note>}
    </Card>
  );
}
