import { useState } from 'react';
import styled from 'styled-components';
import { DELETION_DUE_DAYS, DELETION_LINK_HOURS, MY_DATA_FILES, saveFile, useMyDataFileMutation, useRequestDeletionMutation, type MyDataFormat } from 'shared-api/whole';
import { Alert, Button, Card, ConfirmDialog, ErrorAlert, Muted, theme, useT } from 'shared-ui';

const Heading = styled.h2`
  margin-top: 0;
`;

const Downloads = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

/**
 * "Your data" (issue 26): the person's own copy, as data or as a document, and their request to
 * be erased, which an email's link confirms. An admin's account is deleted by another admin.
 */
export function DataSection({ admin }: { admin: boolean }) {
  const t = useT();
  const [saveMyData, download] = useMyDataFileMutation();
  const [requestDeletion] = useRequestDeletionMutation();
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const save = (format: MyDataFormat) => void saveMyData({ format, save: (file) => saveFile(MY_DATA_FILES[format].fileName, file) });
  const ask = async () => {
    const { msg } = await requestDeletion().unwrap();
    setConfirming(false);
    setSent(msg);
  };

  return (
    <Card aria-labelledby="account-data">
      <Heading id="account-data">{t('account.data')}</Heading>
      <p>{t('account.dataIntro')}</p>
      {download.error !== undefined && <ErrorAlert error={download.error} />}
      <Downloads>
        <Button variant="secondary" onClick={() => save('json')} disabled={download.isLoading}>
          {t('account.downloadJson')}
        </Button>
        <Button variant="secondary" onClick={() => save('pdf')} disabled={download.isLoading}>
          {t('account.downloadPdf')}
        </Button>
      </Downloads>
      {sent && (
        <Alert variant="success">{sent}</Alert>
      )}
      {admin ? (
        <Muted>{t('errors.DELETION_NOT_FOR_ADMINS')}</Muted>
      ) : (
        <p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('account.deleteAccount')}
          </Button>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('account.deleteTitle')}
        confirmLabel={t('account.deleteSend')}
        cancelLabel={t('account.cancel')}
        danger
        onConfirm={ask}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('account.deleteExplain', { hours: DELETION_LINK_HOURS, days: DELETION_DUE_DAYS })}</p>
      </ConfirmDialog>
    </Card>
  );
}
