import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteUserMutation, useDeletionRequestsQuery } from 'shared-api';
import type { DeletionRequestRow } from 'shared-api';
import { Badge, Button, Card, ConfirmDialog, ErrorAlert, Loading, Muted, OutcomeAlert, Page, Stack, Table, TableScroll, useFormat, useT } from 'shared-ui';
import type { Outcome } from 'shared-ui';

function RequestLine({ request, onDelete }: { request: DeletionRequestRow; onDelete: () => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <tr>
      <td>
        <Link to={`/user?userID=${request.userId}`}>{request.name}</Link>
        <Muted as="span"> · {request.email}</Muted>
      </td>
      <td>
        <Link to={`/team?teamId=${request.teamId}`}>{request.teamName}</Link>
      </td>
      <td>{format.dateTime(request.confirmedAt)}</td>
      <td>
        {format.dateTime(request.dueBy)} {Date.parse(request.dueBy) < Date.now() && <Badge tone="red">{t('deletionRequests.overdue')}</Badge>}
      </td>
      <td>
        <Button variant="danger" onClick={onDelete}>
          {t('deletionRequests.delete')}
        </Button>
      </td>
    </tr>
  );
}

/**
 * /deletion-requests (issue 26, admins only): the people who asked for their account to be deleted
 * and confirmed it by email, the longest waiting first. Delete now is /api/delete-user, confirmed
 * first; the list reloads without them.
 */
export function DeletionRequestsPage() {
  const t = useT();
  const requests = useDeletionRequestsQuery();
  const [deleteUser] = useDeleteUserMutation();
  const [deleting, setDeleting] = useState<DeletionRequestRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const rows = requests.data?.requests;

  const remove = async (request: DeletionRequestRow) => {
    const { msg } = await deleteUser({ userId: request.userId }).unwrap();
    setDeleting(null);
    setOutcome({ msg });
  };

  return (
    <Page data-remote="admin">
      <Stack $gap={6}>
        <h1>{t('deletionRequests.title')}</h1>
        <Muted>{t('deletionRequests.intro')}</Muted>
        <OutcomeAlert outcome={outcome} />
        <Card>
          {requests.isLoading && <Loading />}
          {requests.error !== undefined && <ErrorAlert error={requests.error} />}
          {rows &&
            (rows.length === 0 ? (
              <p>{t('deletionRequests.none')}</p>
            ) : (
              <TableScroll>
                <Table>
                  <caption>{t('deletionRequests.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('deletionRequests.col.person')}</th>
                      <th scope="col">{t('deletionRequests.col.team')}</th>
                      <th scope="col">{t('deletionRequests.col.confirmed')}</th>
                      <th scope="col">{t('deletionRequests.col.due')}</th>
                      <th scope="col">{t('deletionRequests.col.action')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((request) => (
                      <RequestLine key={request.userId} request={request} onDelete={() => setDeleting(request)} />
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            ))}
        </Card>
      </Stack>
      {deleting && (
        <ConfirmDialog
          open
          title={t('deletionRequests.confirmTitle', { name: deleting.name })}
          confirmLabel={t('deletionRequests.delete')}
          cancelLabel={t('userAdmin.cancel')}
          danger
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('deletionRequests.confirmText', { name: deleting.name, email: deleting.email })}</p>
        </ConfirmDialog>
      )}
    </Page>
  );
}
