import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { mayManageUser, useDeleteUserMutation, useUserResponsesQuery } from 'shared-api';
import { Alert, Badge, Button, Card, ConfirmDialog, errorCode, ErrorAlert, Loading, Muted, Page, Stack, theme, useT } from 'shared-ui';
import { DownloadUserResponsesButton } from '../downloads';
import { useCaller, userDetailAccess } from './access';
import { ResponsesList } from './ResponsesList';
import { ResetSecondFactor } from './ResetSecondFactor';
import { RevokeCertificate } from './RevokeCertificate';
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

/**
 * No user to show. A refusal (a leader opening an admin, another leader or someone outside the
 * teams they lead) says whose pages a leader sees, so it does not read as a fault; any other
 * failure shows its reason.
 */
function Unavailable({ error }: { error: unknown }) {
  const t = useT();
  const refused = errorCode(error) === 'FORBIDDEN';
  return (
    <Page data-remote="admin">
      {refused && <h1>{t('userAdmin.refused.title')}</h1>}
      <ErrorAlert error={error} />
      {refused && <p>{t('userAdmin.refused.why')}</p>}
      <p>
        <Link to="/teams">{t('team.backToTeams')}</Link>
      </p>
    </Page>
  );
}

/** /user?userID= (SPEC.md section 2, "User detail"). */
export function UserPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = idParam(params.get('userID'));
  const query = useUserResponsesQuery(userId ?? 0, { skip: userId === undefined });
  const [deleteUser] = useDeleteUserMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string>();
  const caller = useCaller();

  if (userId === undefined) return <Page><Alert variant="error">{t('userAdmin.noUser')}</Alert></Page>;
  if (query.isLoading || !caller) return <Loading />;
  if (!query.data) return <Unavailable error={query.error} />;
  const user = query.data;
  // The server refuses these to a leader for admins, leaders and themselves: not drawn then.
  const manageable = mayManageUser(caller, userDetailAccess(userId, user));

  const done = (msg: string) => {
    setEditing(null);
    setNotice(msg);
  };
  const start = (what: Editing) => {
    setNotice(undefined);
    setEditing(what);
  };
  const remove = async () => {
    const { teamID } = await deleteUser({ userId }).unwrap();
    navigate(`/team?teamId=${teamID}`);
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
        {user.userMfaEnabled && <li><Badge tone="green">{t('userAdmin.mfaOn')}</Badge></li>}
      </Badges>

      <Stack>
        {notice && <Alert variant="success">{notice}</Alert>}
        {manageable ? (
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
            {caller.admin && <RevokeCertificate userId={userId} name={user.userName} email={user.userEmail} onDone={done} />}
            {caller.admin && user.userMfaEnabled && <ResetSecondFactor userId={userId} name={user.userName} email={user.userEmail} onDone={done} />}
          </Actions>
        ) : (
          <Muted>{t('userAdmin.onlyAdmin')}</Muted>
        )}
        {manageable && editing && (
          <Card>
            {editing === 'user' ? (
              <EditUserForm userId={userId} user={user} callerIsAdmin={caller.admin} onDone={done} onCancel={() => setEditing(null)} />
            ) : (
              <EditPasswordForm userId={userId} onDone={done} onCancel={() => setEditing(null)} />
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
        open={manageable && confirming}
        title={t('userAdmin.delete')}
        confirmLabel={t('userAdmin.delete')}
        cancelLabel={t('userAdmin.cancel')}
        danger
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('userAdmin.confirmDelete', { name: user.userName, email: user.userEmail })}</p>
      </ConfirmDialog>
    </Page>
  );
}
