import { useState } from 'react';
import type { DragEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, FormField, Input, Modal, ModalActions, theme, useLanguage, useT } from 'shared-ui';
import { fileNamePart, saveTextFile } from 'shared-api';
import { pluralKey } from 'shared-api/texts/lazy';
import { PreviewTable } from './PreviewTable';
import { useTeamCohorts } from './TeamCohortSelect';
import type { TeamActionProps } from './types';
import { useUsersImport } from './useUsersImport';
import { readUsersFile, templateCsv, type UsersFile } from './usersFile';

const DropZone = styled.div<{ $over: boolean }>`
  border: 2px dashed ${(p) => (p.$over ? theme.color.primary : theme.color.border)};
  border-radius: ${theme.radius.md};
  padding: ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
`;

const Progress = styled.progress`
  width: 100%;
  height: 1rem;
`;

/** The file's text as UTF-8 (FileReader: every browser has it, and so does jsdom). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/** SPEC.md section 5: one file, of type text/csv (spreadsheets on Windows label CSV otherwise, so the name counts too). */
const isCsv = (file: File) => file.type === 'text/csv' || /\.csv$/i.test(file.name);

/** Team page: add users from a CSV file (SPEC.md sections 5 and 7, /api/add-users), each into a cohort named in it or none. */
export function CsvUpload({ teamId, teamName }: TeamActionProps) {
  const t = useT();
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<UsersFile>();
  const [fileError, setFileError] = useState<string>();
  const [dragOver, setDragOver] = useState(false);
  const { state, run, reset } = useUsersImport();
  const cohortNames = useTeamCohorts(teamId).list.map((cohort) => cohort.name);
  const busy = state.phase === 'checking' || state.phase === 'adding';

  const close = () => {
    if (busy) return;
    setOpen(false);
    setFile(undefined);
    setFileError(undefined);
    reset();
  };

  const choose = async (files: FileList | null) => {
    reset();
    setFile(undefined);
    setFileError(undefined);
    if (!files || files.length === 0) return;
    if (files.length > 1) return setFileError(t('userAdmin.csv.oneFile'));
    if (!isCsv(files[0])) return setFileError(t('userAdmin.csv.notCsv'));
    try {
      setFile(readUsersFile(await readText(files[0]), teamId));
    } catch {
      setFileError(t('userAdmin.csv.unreadable'));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (!busy) void choose(event.dataTransfer.files);
  };

  const rows = file?.rows ?? [];
  const bad = rows.filter((row) => row.problems.length > 0).length;
  const serverProblems = state.phase === 'failed' ? state.byLine : undefined;

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('userAdmin.csv.button')}
      </Button>
      <Modal open={open} title={t('userAdmin.csv.title')} onClose={busy ? undefined : close}>
        <p>{t('userAdmin.csv.intro')}</p>
        {cohortNames.length > 0 && <p>{t('userAdmin.csv.cohorts', { names: cohortNames.join(', ') })}</p>}
        <p>
          <Button variant="secondary" onClick={() => saveTextFile(`users-${fileNamePart(teamName)}.csv`, templateCsv(t('userAdmin.csv.templateExample'), cohortNames[0]), 'text/csv')}>
            {t('userAdmin.csv.template')}
          </Button>
        </p>
        <DropZone
          $over={dragOver}
          onDragOver={(event) => {
            event.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
        >
          <FormField label={t('userAdmin.csv.file')} error={fileError}>
            {(control) => <Input {...control} type="file" accept=".csv,text/csv" disabled={busy} onChange={(event) => void choose(event.target.files)} />}
          </FormField>
        </DropZone>

        {file?.example && <p>{t('userAdmin.csv.skipped', { row: file.example.line, text: file.example.fields.join(', ') })}</p>}
        {file && rows.length === 0 && <Alert variant="error">{t('userAdmin.csv.empty')}</Alert>}
        {rows.length > 0 && (
          <>
            <p>
              {bad > 0
                ? t(pluralKey(language, bad, { one: 'userAdmin.csv.bad.one', other: 'userAdmin.csv.bad.other' }), { count: bad })
                : t(pluralKey(language, rows.length, { one: 'userAdmin.csv.ready.one', other: 'userAdmin.csv.ready.other' }), { count: rows.length })}
            </p>
            <PreviewTable rows={rows} serverProblems={serverProblems} />
          </>
        )}

        {state.phase === 'checking' && (
          <div role="status">
            <Progress aria-label={t('userAdmin.csv.progress')} value={state.done} max={state.total} />
            <p>{t('userAdmin.csv.checking', { done: state.done, total: state.total })}</p>
          </div>
        )}
        {state.phase === 'adding' && (
          <div role="status">
            <Progress aria-label={t('userAdmin.csv.progress')} />
            <p>{t(pluralKey(language, state.total, { one: 'userAdmin.csv.adding.one', other: 'userAdmin.csv.adding.other' }), { count: state.total })}</p>
          </div>
        )}
        {state.phase === 'added' && <Alert variant="success">{state.msg}</Alert>}
        {state.phase === 'failed' && <Alert variant="error">{t('userAdmin.csv.failed', { errors: state.errors.join(' ') })}</Alert>}

        <ModalActions>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.close')}
          </Button>
          <Button onClick={() => file && run(file.rows, teamId)} disabled={busy || rows.length === 0 || bad > 0 || state.phase === 'added'}>
            {t('userAdmin.csv.submit')}
          </Button>
        </ModalActions>
      </Modal>
    </>
  );
}
