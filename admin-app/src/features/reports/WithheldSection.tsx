import { withheldWords, type CohortReportResponse } from 'shared-api';
import { Card, useT } from 'shared-ui';
import { SectionTitle } from './styles';

/** What the report withholds and why, in words (issue 36): nothing missing goes unexplained. */
export function WithheldSection({ report, audience }: { report: CohortReportResponse; audience: string }) {
  const t = useT();
  if (!report.withheld.length) return null;
  return (
    <Card>
      <SectionTitle>{t('report.withheld.title')}</SectionTitle>
      <p>{t('report.withheld.intro', { min: report.min_group_size })}</p>
      <ul>
        {withheldWords(report, audience, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}
