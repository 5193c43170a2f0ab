import { useState } from 'react';
import type { DownloadKind } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';
import { Alert, Button, useErrorText, useLanguage, useT } from 'shared-ui';
import { saveTeamDownload } from './saveDownload';

/** The team a download is for; its name goes into the failure message. */
export interface TeamDownloadProps {
  teamId: number;
  teamName: string;
}

const LABELS = { results: 'downloads.results', responses: 'downloads.responses' } as const;

type State = { phase: 'idle' } | { phase: 'busy'; bytes: number } | { phase: 'failed'; error: unknown };

function DownloadButton({ kind, teamId, teamName }: TeamDownloadProps & { kind: DownloadKind }) {
  const t = useT();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const [state, setState] = useState<State>({ phase: 'idle' });

  const start = async () => {
    setState({ phase: 'busy', bytes: 0 });
    try {
      await saveTeamDownload({ kind, teamId, onProgress: (bytes) => setState({ phase: 'busy', bytes }) });
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
      {state.phase === 'failed' && <Alert variant="error">{t('downloads.failed', { team: teamName, reason: errorText(state.error) })}</Alert>}
    </div>
  );
}

/** 'Download Results': the team's results.tsv (SPEC.md section 7 /api/results-csv). */
export function DownloadResultsButton(props: TeamDownloadProps) {
  return <DownloadButton kind="results" {...props} />;
}

/** 'Download Responses': every answer of the team's users, responses.tsv. */
export function DownloadResponsesButton(props: TeamDownloadProps) {
  return <DownloadButton kind="responses" {...props} />;
}
