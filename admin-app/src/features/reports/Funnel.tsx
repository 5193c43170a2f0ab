import styled from 'styled-components';
import type { CohortReportResponse } from 'shared-api';
import { Table, theme, useT } from 'shared-ui';

const STAGES = [
  { count: 'participants', label: 'report.funnel.participants' },
  { count: 'finished_assessment', label: 'report.funnel.finishedAssessment' },
  { count: 'finished_reassessment', label: 'report.funnel.finishedReassessment' },
  { count: 'paired', label: 'report.funnel.paired' },
] as const;

const BarCell = styled.td`
  width: 60%;
`;

/** The bar says with its length what the number beside it says: hidden from screen readers. */
const Bar = styled.div.attrs({ 'aria-hidden': true })`
  height: ${theme.space(4)};
  min-width: 2px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.primary};
`;

/** The completion funnel: four counts, each with a bar as long as its share of those registered. */
export function Funnel({ report }: { report: CohortReportResponse }) {
  const t = useT();
  const whole = Math.max(report.participants, 1);
  return (
    <Table>
      <caption>{t('report.section.funnel')}</caption>
      <tbody>
        {STAGES.map(({ count, label }) => (
          <tr key={count}>
            <th scope="row">{t(label)}</th>
            <td className="number">{report[count]}</td>
            <BarCell>
              <Bar style={{ width: `${(100 * report[count]) / whole}%` }} />
            </BarCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
