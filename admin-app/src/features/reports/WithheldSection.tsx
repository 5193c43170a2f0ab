import { withheldWords, type CohortReportResponse } from 'shared-api';
import { Card, useLanguage, useT } from 'shared-ui';
import { SectionTitle } from './styles';

/** What the report withholds and why, in words (issue 36): nothing missing goes unexplained. */
export function WithheldSection({ report, audience }: { report: CohortReportResponse; audience: string }) {
  const t = useT();
  const { language } = useLanguage();
  if (!report.withheld.length) return null;
  return (
    <Card>
      <SectionTitle>{t('report.withheld.title')}</SectionTitle>
      <p>{t('report.withheld.intro', { min: report.min_group_size })}</p>
      <ul>
        {withheldWords(report, audience, language, t).map((line, i) => (
          // A cohort and a department may share a name: the list's order is the report's.
          <li key={i}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}
