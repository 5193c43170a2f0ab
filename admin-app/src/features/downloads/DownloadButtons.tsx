import { useState } from 'react';
import { COHORT_REPORT_FILES, DOWNLOADS, type TeamCohort } from 'shared-api';
import { LOCALES, type DictionaryKey } from 'shared-api/texts/lazy';
import { Alert, Button, useErrorText, useLanguage, useT } from 'shared-ui';
import { saveDownload, type DownloadFile, type DownloadScope } from './saveDownload';

/** The team a download is for; its name goes into the failure message. */
export interface TeamDownloadProps {
  teamId: number;
  teamName: string;
}

/** The user whose responses are downloaded; their name goes into the failure message. */
export interface UserDownloadProps {
  userId: number;
  userName: string;
}

type State = { phase: 'idle' } | { phase: 'busy'; bytes: number } | { phase: 'failed'; error: unknown };

/** `label`: the button's text; `name`: the team's or the user's, for the failure message. */
function DownloadButton({ file, label, scope, name }: { file: DownloadFile; label: DictionaryKey; scope: DownloadScope; name: string }) {
  const t = useT();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const [state, setState] = useState<State>({ phase: 'idle' });

  const start = async () => {
    setState({ phase: 'busy', bytes: 0 });
    try {
      await saveDownload({ file, scope, onProgress: (bytes) => setState({ phase: 'busy', bytes }) });
      setState({ phase: 'idle' });
    } catch (error) {
      setState({ phase: 'failed', error });
    }
  };

  const busy = state.phase === 'busy';
  const size = busy && state.bytes > 0
    ? new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, state.bytes / 1024))
    : undefined;
  return (
    <div>
      <Button variant="secondary" onClick={start} disabled={busy} aria-busy={busy}>
        {t(label)}
      </Button>
      {busy && (
        <span role="status" aria-live="polite">
          {' '}
          {size ? t('downloads.received', { size }) : t('downloads.downloading')}
        </span>
      )}
      {state.phase === 'failed' && <Alert variant="error">{t('downloads.failed', { team: name, reason: errorText(state.error) })}</Alert>}
    </div>
  );
}

/** 'Download Results': the team's results.tsv (SPEC.md section 7 /api/results-csv). */
export function DownloadResultsButton({ teamId, teamName }: TeamDownloadProps) {
  return <DownloadButton file={DOWNLOADS.results} label="downloads.results" scope={{ teamId }} name={teamName} />;
}

/** 'Download Responses': every answer of the team's users, responses.tsv. */
export function DownloadResponsesButton({ teamId, teamName }: TeamDownloadProps) {
  return <DownloadButton file={DOWNLOADS.responses} label="downloads.responses" scope={{ teamId }} name={teamName} />;
}

/** 'Download Responses' on the user page: one user's answers (SPEC.md section 9's per-user responses tsv). */
export function DownloadUserResponsesButton({ userId, userName }: UserDownloadProps) {
  return <DownloadButton file={DOWNLOADS.responses} label="downloads.responses" scope={{ userId }} name={userName} />;
}

/** The audit log's records that match the screen's filters, as audit-log.tsv. */
export function DownloadAuditButton({ filters, name }: { filters: Record<string, string>; name: string }) {
  return <DownloadButton file={DOWNLOADS.audit} label="downloads.audit" scope={{ filters }} name={name} />;
}

/** The payments that match the screen's filters, as payments.tsv. */
export function DownloadPaymentsButton({ filters, name }: { filters: Record<string, string>; name: string }) {
  return <DownloadButton file={DOWNLOADS.payments} label="downloads.payments" scope={{ filters }} name={name} />;
}

/** The cohort report as TSV and as PDF (issue 23), of the team and cohort on screen; `name` says whose in the failure message. */
export function DownloadCohortReportButtons({ audience, name }: { audience: TeamCohort; name: string }) {
  return (
    <>
      <DownloadButton file={COHORT_REPORT_FILES.tsv} label="report.download.tsv" scope={{ audience }} name={name} />
      <DownloadButton file={COHORT_REPORT_FILES.pdf} label="report.download.pdf" scope={{ audience }} name={name} />
    </>
  );
}
