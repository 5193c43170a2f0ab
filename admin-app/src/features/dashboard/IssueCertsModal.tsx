import styled from 'styled-components';
import { formatDay, issueCertsSchema, parseDay, useCertsByTeamCohortQuery, useIssueCertsMutation, useIssueCertsPreviewQuery } from 'shared-api';
import type { IssueCertsRequest, LeftOutReason, TeamCohort } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';
import { CheckboxField, ErrorAlert, Loading, Muted, TextField, theme, useLanguage, usePlural, useT } from 'shared-ui';
import type { DictionaryKey } from 'shared-api/texts/lazy';
import { ChooseConfirmModal } from './DashboardModal';
import { Reach } from './Reach';
import { ANY_COHORT, TeamCohortFields, useAudienceText, type TeamCohortValues } from './TeamCohortFields';

interface CertValues extends TeamCohortValues {
  CertDatetime: string;
  Unfinished: boolean;
  Restore: boolean;
}

const REASONS: Record<LeftOutReason, DictionaryKey> = { notFinished: 'admin.certs.reason.notFinished', revoked: 'admin.certs.reason.revoked' };

const requestOf = (values: CertValues): IssueCertsRequest => {
  const { TeamID, CohortId, CertDatetime } = issueCertsSchema.cast(values);
  return { teamId: TeamID, cohortId: CohortId, certDate: CertDatetime, unfinished: values.Unfinished, restore: values.Restore };
};

/** What issuing would do now, as the server counts it: how many get one, and who is left out and why (issue 37). */
function LeftOutPreview({ values }: { values: CertValues }) {
  const t = useT();
  const preview = useIssueCertsPreviewQuery(requestOf(values));
  if (preview.error) return <ErrorAlert error={preview.error} />;
  if (!preview.data) return <Loading />;
  const { msg, left_out: leftOut } = preview.data;
  return (
    <>
      <p role="status">{msg}</p>
      {leftOut.length > 0 && (
        <Table>
          <caption>{t('admin.certs.leftOutTitle')}</caption>
          <tbody>
            {leftOut.map((person) => (
              <tr key={person.userId}>
                <td>{person.name}</td>
                <td>{t(REASONS[person.reason])}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
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
 * Issue Certificates: a team, a cohort (all cohorts is -1), the date printed on them, and whether
 * those who have not finished (attendance) or whose certificate was revoked get one too; a
 * confirmation that says who is left out and why, that emails go out and who already holds one;
 * then the server's msg and the certificates issued.
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
      initialValues={{ TeamID: '', CohortId: ANY_COHORT, CertDatetime: today(), Unfinished: false, Restore: false }}
      validationSchema={issueCertsSchema}
      fields={
        <>
          <TeamCohortFields cohort="all" />
          <TextField name="CertDatetime" type="date" label={t('admin.certs.date')} />
          <CheckboxField name="Unfinished" label={t('admin.certs.unfinished')} />
          <CheckboxField name="Restore" label={t('admin.certs.restore')} />
        </>
      }
      submitLabel={t('admin.certs.submit')}
      confirmation={(values) => (
        <>
          <p>{t('admin.certs.confirm', { date: dateText(values.CertDatetime), audience: audience(values) })}</p>
          <Reach values={values} audience={audience(values)} />
          <LeftOutPreview values={values} />
          <p>{t('admin.certs.emailsSent')}</p>
          <Holders values={values} audience={audience(values)} date={dateText(values.CertDatetime)} />
        </>
      )}
      send={async (values) => (await issueCerts(requestOf(values)).unwrap()).msg}
      done={(values) => <IssuedCertificates audience={{ teamId: Number(values.TeamID), cohortId: Number(values.CohortId) }} />}
    />
  );
}
