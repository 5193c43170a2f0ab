import { afterUnauthorized, clearSession, cohortReportHeaders, readSession, saveFile, type TeamCohort } from 'shared-api';

/** A failed download in RTK Query's error shape ({status, data}), so useErrorText reads it like any call's. */
export interface DownloadError {
  status: number;
  data?: unknown;
}

/** Which file: an entry of DOWNLOADS or COHORT_REPORT_FILES, the call and the name it is saved under. */
export interface DownloadFile {
  path: string;
  fileName: string;
}

/**
 * Whose file: a whole team's (header TeamID), one user's responses (header UserID, SPEC.md
 * section 9), the audit log's records or the payments that match a screen's filters (headers as
 * its list sends them), or the cohort report of a team or a cohort of it (TeamID and CohortId).
 */
export type DownloadScope = { teamId: number } | { userId: number } | { filters: Record<string, string> } | { audience: TeamCohort };

function scopeHeaders(scope: DownloadScope): Record<string, string> {
  if ('filters' in scope) return { ...scope.filters };
  if ('audience' in scope) return cohortReportHeaders(scope.audience);
  return 'userId' in scope ? { UserID: String(scope.userId) } : { TeamID: String(scope.teamId) };
}

/**
 * Fetches a file with the session's Authorization header (a plain link cannot carry it),
 * reporting the bytes received as they stream in, then saves it under its file name. A 401 signs out as every data call does (SPEC.md section 8).
 */
export async function saveDownload({ file, scope, onProgress }: {
  file: DownloadFile;
  scope: DownloadScope;
  onProgress: (bytes: number) => void;
}): Promise<void> {
  const { path, fileName } = file;
  const session = readSession();
  const headers = scopeHeaders(scope);
  if (session) headers.Authorization = `Bearer ${session.accessToken}`;
  const res = await fetch(path, { method: 'POST', headers });
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => undefined);
    if (res.status === 401) {
      clearSession();
      afterUnauthorized.go();
    }
    throw { status: res.status, data } satisfies DownloadError;
  }

  const chunks: BlobPart[] = [];
  const reader = res.body?.getReader();
  if (reader) {
    let received = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value);
      received += next.value.byteLength;
      onProgress(received);
    }
  } else {
    chunks.push(await res.blob());
  }
  saveFile(fileName, new Blob(chunks, { type: res.headers.get('content-type') ?? 'text/tab-separated-values' }));
}
