import { useState } from 'react';
import type { DownloadKind } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';
import { Alert, Button, useErrorText, useLanguage, useT } from 'shared-ui';
import { saveDownload, type DownloadScope } from './saveDownload';

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

const LABELS = { results: 'downloads.results', responses: 'downloads.responses', audit: 'downloads.audit', payments: 'downloads.payments' } as const;

type State = { phase: 'idle' } | { phase: 'busy'; bytes: number } | { phase: 'failed'; error: unknown };

/** `name`: the team's or the user's, for the failure message. */
function DownloadButton({ kind, scope, name }: { kind: DownloadKind; scope: DownloadScope; name: string }) {
  const t = useT();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const [state, setState] = useState<State>({ phase: 'idle' });

  const start = async () => {
    setState({ phase: 'busy', bytes: 0 });
    try {
      await saveDownload({ kind, scope, onProgress: (bytes) => setState({ phase: 'busy', bytes }) });
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
        {t(LABELS[kind])}
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
  return <DownloadButton kind="results" scope={{ teamId }} name={teamName} />;
}

/** 'Download Responses': every answer of the team's users, responses.tsv. */
export function DownloadResponsesButton({ teamId, teamName }: TeamDownloadProps) {
  return <DownloadButton kind="responses" scope={{ teamId }} name={teamName} />;
}

/** 'Download Responses' on the user page: one user's answers (SPEC.md section 9's per-user responses tsv). */
export function DownloadUserResponsesButton({ userId, userName }: UserDownloadProps) {
  return <DownloadButton kind="responses" scope={{ userId }} name={userName} />;
}

/** The audit log's records that match the screen's filters, as audit-log.tsv. */
export function DownloadAuditButton({ filters, name }: { filters: Record<string, string>; name: string }) {
  return <DownloadButton kind="audit" scope={{ filters }} name={name} />;
}

/** The payments that match the screen's filters, as payments.tsv. */
export function DownloadPaymentsButton({ filters, name }: { filters: Record<string, string>; name: string }) {
  return <DownloadButton kind="payments" scope={{ filters }} name={name} />;
}
