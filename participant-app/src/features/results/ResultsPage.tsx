import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { readSession, resultsPdfUrl, useIndividualResultsQuery } from 'shared-api';
import type { IndividualResultsRequest, IndividualResultsResponse } from 'shared-api';
import { Card, ErrorAlert, Loading, Muted, Page, Stack, theme, useT } from 'shared-ui';
import { Chart } from 'shared-ui/chart';

const GROWTH_SLOTS = [1, 2, 3] as const;

const Area = styled.h3`
  font-size: ${theme.font.size.lg};
  margin-bottom: ${theme.space(2)};
`;

/** recsDict values are text except RECOMMENDATIONS; a missing key reads as empty. */
const text = (recs: IndividualResultsResponse['recsDict'], key: string) => {
  const value = recs[key];
  return typeof value === 'string' ? value : '';
};

/** Admins open someone else's report with ?userEmail=&userID=, and see it before it is released. */
function useResultsRequest(): IndividualResultsRequest {
  const [params] = useSearchParams();
  const admin = readSession()?.admin ?? false;
  const userEmail = params.get('userEmail') ?? undefined;
  const userID = Number(params.get('userID')) || undefined;
  return { userEmail, userID, overrideActive: admin || undefined };
}

function Report({ results }: { results: IndividualResultsResponse }) {
  const t = useT();
  const recs = results.recsDict;
  const recommendations = Array.isArray(recs.RECOMMENDATIONS) ? recs.RECOMMENDATIONS : [];
  return (
    <Page>
      <Stack>
        <div>
          <h1>{t('results.title')}</h1>
          <Muted>{results.name}</Muted>
        </div>
        <Card>
          <Chart data={results.plotData} layout={results.plotLayout} label={t('results.chart')} failedText={t('results.chartFailed')} />
        </Card>
        <Card>
          <h2>{t('results.strongest')}</h2>
          <Area>{text(recs, 'STRONGESTAREA')}</Area>
          <p>{text(recs, 'STRONGESTAREADESCRIPTION')}</p>
        </Card>
        <Card>
          <h2>{t('results.growth')}</h2>
          {GROWTH_SLOTS.filter((n) => text(recs, `GROWTHAREA${n}`)).map((n) => (
            <section key={n}>
              <Area>{text(recs, `GROWTHAREA${n}`)}</Area>
              {GROWTH_SLOTS.map((m) => text(recs, `GROWTHAREATEXT${n}${m}`))
                .filter(Boolean)
                .map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
            </section>
          ))}
        </Card>
        {recommendations.length > 0 && (
          <Card>
            <h2>{t('results.recommendations')}</h2>
            <ul>
              {recommendations.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </Card>
        )}
        {results.showComparison && (
          <Card>
            <h2>{t('results.comparison')}</h2>
            <Chart data={results.comparisonPlotData} layout={results.comparisonPlotLayout} label={t('results.comparison')} failedText={t('results.chartFailed')} />
          </Card>
        )}
        <p>
          <a href={resultsPdfUrl(results.pdfToken)} target="_blank" rel="noopener noreferrer">
            {t('results.pdfLink')}
          </a>
        </p>
      </Stack>
    </Page>
  );
}

/** /results: the report, once the server says it is ready. */
export default function ResultsPage() {
  const t = useT();
  const results = useIndividualResultsQuery(useResultsRequest());

  if (results.isLoading) return <Loading />;
  if (!results.data) {
    return (
      <Page>
        <ErrorAlert error={results.error} />
      </Page>
    );
  }
  if (!results.data.resultsReady) {
    return (
      <Page $narrow>
        <Card>
          <p>{t('results.notReady')}</p>
        </Card>
      </Page>
    );
  }
  return <Report results={results.data} />;
}
