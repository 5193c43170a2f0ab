import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CERTIFICATE_FILE_NAME, classPagePath, RECEIPT_FILE_NAME, useAssessmentActiveQuery, useCurrentUserClassQuery, usePortalDataQuery } from 'shared-api';
import type { PortalDataResponse } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';
import { Card, ErrorAlert, Loading, Muted, Page, Stack, theme, useFormat, useLanguage, usePlural, useT } from 'shared-ui';

const SectionTitle = styled.h2`
  font-size: ${theme.font.size.lg};
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  a { font-weight: ${theme.font.weight.medium}; }
`;

const Note = styled.span`
  display: block;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

const MINUTES = { one: 'portal.aboutMinutes.one', other: 'portal.aboutMinutes.other' } as const;

function Upcoming({ data }: { data: PortalDataResponse }) {
  const t = useT();
  const plural = usePlural();
  if (data.upcoming.length === 0) return <p>{t('portal.nothing')}</p>;
  return (
    <>
      <SectionTitle>{t('portal.upcoming')}</SectionTitle>
      <Items>
        {data.upcoming.map((item) => (
          <li key={item.url_ending}>
            <Link to={`/${item.url_ending}`}>{item.user_display_name}</Link>
            <Note>{plural(item.completion_time, MINUTES)}</Note>
          </li>
        ))}
      </Items>
    </>
  );
}

/**
 * Open results link to the report, with the time they opened; results due later say when.
 * Nothing is shown otherwise (a past time on closed results would only confuse).
 */
function Results({ data }: { data: PortalDataResponse }) {
  const t = useT();
  const { language } = useLanguage();
  const at = data.resultsDatetime ? new Date(data.resultsDatetime) : undefined;
  if (!data.resultsActive && !(at && at.getTime() > Date.now())) return null;
  const date = at && new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(at);
  return (
    <Card>
      <SectionTitle>{t('portal.results')}</SectionTitle>
      {data.resultsActive ? (
        <p>
          <Link to="/results">{t('portal.resultsLink')}</Link>
          {date && <Note>{t('portal.resultsSince', { date })}</Note>}
        </p>
      ) : (
        <p>{t('portal.resultsOn', { date: date ?? '' })}</p>
      )}
    </Card>
  );
}

/** The participant's class: when and where, the payment still to make or its receipt; or the call to choose one. */
function YourClass() {
  const t = useT();
  const format = useFormat();
  const current = useCurrentUserClassQuery();
  const cls = current.data?.class;
  // Only someone known to have no class may need to choose one.
  const status = useAssessmentActiveQuery(undefined, { skip: !current.data || Boolean(cls) });
  if (!cls) {
    // Someone who signed up on their own chooses their class first (SPEC.md: selectClass).
    if (!status.data?.selectClass) return null;
    return (
      <Card>
        <SectionTitle>{t('preassessment.selectClass.title')}</SectionTitle>
        <p>{t('preassessment.selectClass.text')}</p>
        <Link to="/classes">{t('checkout.chooseClass')}</Link>
      </Card>
    );
  }
  return (
    <Card>
      <SectionTitle>{t('portal.class')}</SectionTitle>
      <p>
        <Link to={classPagePath(cls.id)}>{cls.name}</Link>
      </p>
      <Items>
        {cls.time_description && <li>{t('portal.classWhen', { time: cls.time_description })}</li>}
        {cls.place_description && <li>{t('portal.classWhere', { place: cls.place_description })}</li>}
        {cls.starts_at && <li>{t('portal.classStarts', { date: format.dateTime(cls.starts_at) })}</li>}
      </Items>
      {!current.data?.paid && (
        <p>
          <Link to="/checkout">{t('portal.classPay')}</Link>
        </p>
      )}
      {current.data?.receipt_link && (
        <p>
          {/* A download from the server (attachment), as the certificate is. */}
          <a href={current.data.receipt_link} download={RECEIPT_FILE_NAME}>
            {t('checkout.receipt.download')}
          </a>
        </p>
      )}
    </Card>
  );
}

/** /portal: the participant's home: what to do next, the results, the certificate and the slides. */
export default function PortalPage() {
  const t = useT();
  const portal = usePortalDataQuery();

  if (portal.isLoading) return <Loading />;
  if (!portal.data) {
    return (
      <Page>
        <ErrorAlert error={portal.error} />
      </Page>
    );
  }
  const data = portal.data;
  return (
    <Page>
      <Stack>
        <div>
          <h1>{t('portal.greeting', { name: data.name })}</h1>
          <Muted>{t('portal.intro')}</Muted>
        </div>
        <Card>
          <Upcoming data={data} />
        </Card>
        <YourClass />
        <Results data={data} />
        {data.hasCert && (
          <Card>
            <SectionTitle>{t('portal.certificate')}</SectionTitle>
            {/* A download from the server (attachment), not a route of the app. */}
            <a href={data.certLink} download={CERTIFICATE_FILE_NAME}>
              {t('portal.certificateLink')}
            </a>
          </Card>
        )}
        {data.slides.length > 0 && (
          <Card>
            <SectionTitle>{t('portal.slides')}</SectionTitle>
            <Items>
              {data.slides.map((slide) => (
                <li key={slide.url}>
                  <a href={slide.url}>{slide.title}</a>
                </li>
              ))}
            </Items>
          </Card>
        )}
      </Stack>
    </Page>
  );
}
