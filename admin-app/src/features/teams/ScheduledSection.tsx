import { useState } from 'react';
import { useCancelScheduledMutation, useScheduledQuery, type ScheduledAction } from 'shared-api';
import { Alert, Card, ConfirmDialog, ErrorAlert, Muted, Table, TableScroll, useFormat, useT } from 'shared-ui';
import { activationTitle, reminderTitle } from '../dashboard';
import { SectionTitle, SmallButton } from './styles';

/** What a planned action does, in words: its card's name, or the reminder and its questionnaire. */
function useActionName(): (item: ScheduledAction) => string {
  const t = useT();
  return (item) => {
    if (item.action === 'send-reminders') {
      const title = reminderTitle(item.questionnaire ?? '');
      return t('schedules.list.reminder', { questionnaire: title ? t(title) : (item.questionnaire ?? '') });
    }
    const title = activationTitle(item.action);
    return title ? t(title) : item.action;
  };
}

/**
 * The team's actions planned ahead from the dashboard (/api/scheduled), each with Cancel after a
 * confirmation naming it. One that has run meanwhile is refused (SCHEDULE_NOT_PENDING) in the
 * dialog, and the list, reloaded, no longer shows it.
 */
export function ScheduledSection({ teamId }: { teamId: number }) {
  const t = useT();
  const format = useFormat();
  const nameOf = useActionName();
  const list = useScheduledQuery(teamId);
  const [cancelScheduled] = useCancelScheduledMutation();
  const [cancelling, setCancelling] = useState<ScheduledAction | null>(null);
  const [notice, setNotice] = useState('');
  const items = list.data?.scheduled ?? [];
  const cohortOf = (item: ScheduledAction) => item.cohort ?? t('schedules.list.wholeTeam');

  return (
    <Card>
      <SectionTitle>{t('schedules.list.title')}</SectionTitle>
      {notice && <Alert variant="success">{notice}</Alert>}
      {list.error && <ErrorAlert error={list.error} />}
      {list.data && !items.length && <Muted>{t('schedules.list.empty')}</Muted>}
      {items.length > 0 && (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('schedules.list.what')}</th>
                <th scope="col">{t('schedules.when')}</th>
                <th scope="col">{t('schedules.list.cohort')}</th>
                <th scope="col">{t('schedules.list.by')}</th>
                <th scope="col">{t('team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{nameOf(item)}</th>
                  <td>{format.dateTime(item.at)}</td>
                  <td>{cohortOf(item)}</td>
                  <td>{item.created_by}</td>
                  <td>
                    <SmallButton
                      variant="secondary"
                      aria-haspopup="dialog"
                      aria-label={t('schedules.cancel.one', { what: nameOf(item), at: format.dateTime(item.at) })}
                      onClick={() => {
                        setNotice('');
                        setCancelling(item);
                      }}
                    >
                      {t('schedules.cancel')}
                    </SmallButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('schedules.cancel.title')}
        confirmLabel={t('schedules.cancel.confirm')}
        cancelLabel={t('schedules.cancel.keep')}
        danger
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          setNotice((await cancelScheduled({ id: cancelling.id }).unwrap()).msg);
          setCancelling(null);
        }}
      >
        {cancelling && <p>{t('schedules.cancel.body', { what: nameOf(cancelling), cohort: cohortOf(cancelling), at: format.dateTime(cancelling.at) })}</p>}
      </ConfirmDialog>
    </Card>
  );
}
