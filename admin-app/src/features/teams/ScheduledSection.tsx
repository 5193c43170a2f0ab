import { useState } from 'react';
import { useCancelScheduledMutation, useScheduledQuery, type ScheduledAction } from 'shared-api';
import { pluralKey } from 'shared-api/texts/lazy';
import { ConfirmDialog, useFormat, useLanguage, useT } from 'shared-ui';
import { activationTitle, reminderTitle } from '../dashboard';
import { SectionTable } from './SectionTable';
import { SmallButton } from './styles';

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
  const { language } = useLanguage();
  const nameOf = useActionName();
  const list = useScheduledQuery(teamId);
  const [cancelScheduled] = useCancelScheduledMutation();
  const [cancelling, setCancelling] = useState<ScheduledAction | null>(null);
  const [notice, setNotice] = useState('');
  const items = list.data?.scheduled ?? [];
  const cohortOf = (item: ScheduledAction) => {
    const cohort = item.cohort ?? t('schedules.list.wholeTeam');
    if (item.users === null) return cohort;
    return `${cohort}: ${t(pluralKey(language, item.users, { one: 'schedules.list.users.one', other: 'schedules.list.users.other' }), { count: item.users })}`;
  };

  return (
    <SectionTable
      title={t('schedules.list.title')}
      notice={notice}
      error={list.error}
      loaded={Boolean(list.data)}
      empty={t('schedules.list.empty')}
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        { header: t('schedules.list.what'), cell: nameOf },
        { header: t('schedules.when'), cell: (item) => format.dateTime(item.at) },
        { header: t('schedules.list.cohort'), cell: cohortOf },
        { header: t('schedules.list.by'), cell: (item) => item.created_by },
      ]}
      actions={(item) => (
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
      )}
    >
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
    </SectionTable>
  );
}
