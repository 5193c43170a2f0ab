import styled from 'styled-components';
import { formatDay, issueCertsSchema, parseDay, useCertsByTeamCohortQuery, useIssueCertsMutation } from 'shared-api';
import type { TeamCohort } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';
import { ErrorAlert, Loading, Muted, TextField, theme, useLanguage, usePlural, useT } from 'shared-ui';
import { ChooseConfirmModal } from './DashboardModal';
import { Reach } from './Reach';
import { ANY_COHORT, TeamCohortFields, useAudienceText, type TeamCohortValues } from './TeamCohortFields';

interface CertValues extends TeamCohortValues {
  CertDatetime: string;
}

/** Today in the admin's own time zone, as a date input holds it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An ISO date in the screen's language ('24 Nov 2026'); the day itself, whatever the time zone. */
function useDateText(): (iso: string) => string {
  const { language } = useLanguage();
  return (iso) =>
    parseDay(iso) === iso
      ? formatDay(iso, LOCALES[language])
      : iso;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  caption { text-align: left; font-weight: ${theme.font.weight.medium}; margin-bottom: ${theme.space(2)}; }
  th, td { text-align: left; padding: ${theme.space(1)} ${theme.space(2)}; border-bottom: 1px solid ${theme.color.border}; }
  td { word-break: break-all; }
`;

/** The certificates issued to one team and cohort (/api/get-certs-by-team-cohort). */
function IssuedCertificates({ audience }: { audience: TeamCohort }) {
  const t = useT();
  const dateText = useDateText();
  const certs = useCertsByTeamCohortQuery(audience);
  if (certs.isLoading) return <Loading />;
  if (certs.error) return <ErrorAlert error={certs.error} />;
  const list = certs.data?.certificates ?? [];
  if (list.length === 0) return <Muted>{t('admin.certs.none')}</Muted>;
  return (
    <Table>
      <caption>{t('admin.certs.issued')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.certs.name')}</th>
          <th scope="col">{t('admin.certs.email')}</th>
          <th scope="col">{t('admin.certs.dateColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((cert) => (
          <tr key={cert.userId}>
            <td>{cert.name}</td>
            <td>{cert.email}</td>
            <td>{dateText(cert.certDate)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Before issuing: how many of the team and cohort already hold a certificate, and who. */
function Holders({ values, audience, date }: { values: CertValues; audience: string; date: string }) {
  const plural = usePlural();
  const team = { teamId: Number(values.TeamID), cohortId: Number(values.CohortId) };
  const count = useCertsByTeamCohortQuery(team).data?.certificates.length ?? 0;
  return (
    <>
      {count > 0 && <p>{plural(count, { one: 'admin.certs.holders.one', other: 'admin.certs.holders.other' }, { audience, date })}</p>}
      <IssuedCertificates audience={team} />
    </>
  );
}

/**
 * Issue Certificates: a team, a cohort (all cohorts is -1) and the date printed on them; a
 * confirmation that says emails go out and who already holds one; then the server's msg and the
 * certificates issued.
 */
export function IssueCertsModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const audience = useAudienceText();
  const dateText = useDateText();
  const [issueCerts] = useIssueCertsMutation();
  return (
    <ChooseConfirmModal<CertValues>
      title={t('admin.card.issueCerts')}
      onClose={onClose}
      initialValues={{ TeamID: '', CohortId: ANY_COHORT, CertDatetime: today() }}
      validationSchema={issueCertsSchema}
      fields={
        <>
          <TeamCohortFields cohort="all" />
          <TextField name="CertDatetime" type="date" label={t('admin.certs.date')} />
        </>
      }
      submitLabel={t('admin.certs.submit')}
      confirmation={(values) => (
        <>
          <p>{t('admin.certs.confirm', { date: dateText(values.CertDatetime), audience: audience(values) })}</p>
          <Reach values={values} audience={audience(values)} />
          <p>{t('admin.certs.emailsSent')}</p>
          <Holders values={values} audience={audience(values)} date={dateText(values.CertDatetime)} />
        </>
      )}
      send={async (values) => {
        const { TeamID, CohortId, CertDatetime } = issueCertsSchema.cast(values);
        return (await issueCerts({ teamId: TeamID, cohortId: CohortId, certDate: CertDatetime }).unwrap()).msg;
      }}
      done={(values) => <IssuedCertificates audience={{ teamId: Number(values.TeamID), cohortId: Number(values.CohortId) }} />}
    />
  );
}
