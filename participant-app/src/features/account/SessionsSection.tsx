import { useState } from 'react';
import styled from 'styled-components';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api, clearSession } from 'shared-api';
import { useLogoutEverywhereMutation, useSessionsQuery } from 'shared-api/whole';
import { Badge, Button, Card, ConfirmDialog, ErrorAlert, Loading, theme, useFormat, useT } from 'shared-ui';

const Heading = styled.h2`
  margin-top: 0;
`;

const List = styled.ul`
  padding-left: ${theme.space(5)};
  li { margin-bottom: ${theme.space(2)}; }
`;

/** Where the account is logged in, and "sign out everywhere": every session ends, this one too. */
export function SessionsSection() {
  const t = useT();
  const { dateTime } = useFormat();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  // Asked again each time the page opens: sessions start and end elsewhere.
  const sessions = useSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [logoutEverywhere] = useLogoutEverywhereMutation();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data?.sessions ?? [];

  const signOutEverywhere = async () => {
    await logoutEverywhere().unwrap();
    clearSession();
    dispatch(api.util.resetApiState());
    navigate('/login', { replace: true });
  };

  return (
    <Card aria-labelledby="account-sessions">
      <Heading id="account-sessions">{t('account.sessions')}</Heading>
      {sessions.isLoading && <Loading />}
      {sessions.error !== undefined && <ErrorAlert error={sessions.error} />}
      {list.length > 0 && (
        <List>
          {list.map((session, i) => (
            <li key={`${i}:${session.created_at}`}>
              {t('account.sessionStarted')}: {dateTime(session.created_at)} · {t('account.sessionLastUsed')}: {dateTime(session.last_used_at)}{' '}
              {session.current && <Badge>{t('account.thisSession')}</Badge>}
            </li>
          ))}
        </List>
      )}
      <p>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('account.logoutEverywhere')}
        </Button>
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('account.logoutEverywhereTitle')}
        confirmLabel={t('account.logoutEverywhere')}
        cancelLabel={t('account.cancel')}
        danger
        onConfirm={signOutEverywhere}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('account.logoutEverywhereConfirm', { count: Math.max(list.length, 1) })}</p>
      </ConfirmDialog>
    </Card>
  );
}
