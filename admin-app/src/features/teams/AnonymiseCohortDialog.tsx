import { useAnonymiseCohortMutation, useAnonymiseCohortPreviewQuery } from 'shared-api';
import { ConfirmDialog, ErrorAlert, Loading, useT } from 'shared-ui';

/**
 * Anonymising a finished cohort (issue 26, administrators): the server counts first whom it would
 * reach (Preview), the admin confirms what is lost for good, and the answer says how many it did.
 */
export function AnonymiseCohortDialog({ teamId, cohort, onClose, onDone }: {
  teamId: number;
  cohort: { id: number; name: string };
  onClose: () => void;
  onDone: (msg: string) => void;
}) {
  const t = useT();
  const preview = useAnonymiseCohortPreviewQuery({ teamId, cohortId: cohort.id }, { refetchOnMountOrArgChange: true });
  const [anonymise] = useAnonymiseCohortMutation();
  return (
    <ConfirmDialog
      open
      title={t('team.anonymise.title', { cohort: cohort.name })}
      confirmLabel={t('team.anonymise.button')}
      cancelLabel={t('cohorts.cancel')}
      danger
      onCancel={onClose}
      onConfirm={async () => onDone((await anonymise({ teamId, cohortId: cohort.id }).unwrap()).msg)}
    >
      {preview.data ? <p role="status">{preview.data.msg}</p> : preview.error ? <ErrorAlert error={preview.error} /> : <Loading />}
      <p>{t('team.anonymise.confirm')}</p>
    </ConfirmDialog>
  );
}
