import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { readSession, useDeleteUserMutation, useUserResponsesQuery, type UserStatus } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts/lazy';
import { Alert, Badge, Button, Card, ConfirmDialog, ErrorAlert, Loading, Muted, Page, Stack, theme, useT, type Tone } from 'shared-ui';
import { DownloadUserResponsesButton } from '../downloads';
import { ResponsesList } from './ResponsesList';
import { UserStatusBadge } from './UserStatusBadge';
import { EditPasswordForm, EditUserForm } from './UserForms';


const Badges = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  padding: 0;
  margin: 0 0 ${theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

/** A whole positive number from the URL, or undefined. */
const idParam = (value: string | null) => (value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

type Editing = 'user' | 'password' | null;

/** /user?userID= (SPEC.md section 2, "User detail"). */
export function UserPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = idParam(params.get('userID'));
  const query = useUserResponsesQuery(userId ?? 0, { skip: userId === undefined });
  const [deleteUser, deletion] = useDeleteUserMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const callerIsAdmin = readSession()?.admin ?? false;

  if (userId === undefined) return <Page><Alert variant="error">{t('userAdmin.noUser')}</Alert></Page>;
  if (query.isLoading) return <Loading />;
  if (!query.data) return <Page>{query.error !== undefined && <ErrorAlert error={query.error} />}</Page>;
  const user = query.data;

  const done = (msg: string) => {
    setEditing(null);
    setFailure(undefined);
    setNotice(msg);
  };
  const start = (what: Editing) => {
    setNotice(undefined);
    setFailure(undefined);
    setEditing(what);
  };
  const remove = async () => {
    try {
      const { teamID } = await deleteUser({ userId }).unwrap();
      navigate(`/team?teamId=${teamID}`);
    } catch (error) {
      setConfirming(false);
      setFailure(error);
    }
  };

  return (
    <Page data-remote="admin">
      <p>
        <Link to={`/team?teamId=${user.userTeamID}`}>{t('userAdmin.backToTeam', { team: user.userTeamName })}</Link>
      </p>
      <h1>{user.userName}</h1>
      <Muted>{user.userEmail}</Muted>
      <Badges aria-label={t('userAdmin.badges')}>
        <li><UserStatusBadge status={user.status} /></li>
        <li>
          <Badge tone={user.resultsActive ? 'green' : 'gray'}>{user.resultsActive ? t('userAdmin.resultsActive') : t('userAdmin.resultsInactive')}</Badge>
        </li>
        {user.userAdmin && <li><Badge tone="blue">{t('userAdmin.field.admin')}</Badge></li>}
        {user.userTeamLeader && <li><Badge tone="blue">{t('userAdmin.field.teamLeader')}</Badge></li>}
      </Badges>

      <Stack>
        {notice && <Alert variant="success">{notice}</Alert>}
        {failure !== undefined && <ErrorAlert error={failure} />}
        <Actions>
          <Button variant="secondary" onClick={() => start('user')} aria-expanded={editing === 'user'}>
            {t('userAdmin.edit')}
          </Button>
          <Button variant="secondary" onClick={() => start('password')} aria-expanded={editing === 'password'}>
            {t('userAdmin.editPassword')}
          </Button>
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            {t('userAdmin.delete')}
          </Button>
        </Actions>
        {editing && (
          <Card>
            {editing === 'user' ? (
              <EditUserForm userId={userId} user={user} callerIsAdmin={callerIsAdmin} onDone={done} onFailure={setFailure} onCancel={() => setEditing(null)} />
            ) : (
              <EditPasswordForm userId={userId} onDone={done} onFailure={setFailure} onCancel={() => setEditing(null)} />
            )}
          </Card>
        )}
        <section>
          <h2>{t('userAdmin.responses')}</h2>
          <DownloadUserResponsesButton userId={userId} userName={user.userName} />
          <ResponsesList responses={user.responses} />
        </section>
      </Stack>

      <ConfirmDialog
        open={confirming}
        title={t('userAdmin.delete')}
        confirmLabel={t('userAdmin.delete')}
        cancelLabel={t('userAdmin.cancel')}
        danger
        busy={deletion.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('userAdmin.confirmDelete', { name: user.userName, email: user.userEmail })}</p>
      </ConfirmDialog>
    </Page>
  );
}
