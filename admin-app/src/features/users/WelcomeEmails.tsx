import { pluralKey } from 'shared-api/texts/lazy';
import { useSendWelcomesMutation } from 'shared-api';
import { useLanguage, useT } from 'shared-ui';
import { SelectionAction } from './SelectionAction';
import type { TeamActionProps } from './types';

/** Team page: welcome emails for the ticked users (SPEC.md sections 7 and 8, /api/reset-send-welcomes). */
export function WelcomeEmails({ selectedUserIds }: TeamActionProps) {
  const t = useT();
  const { language } = useLanguage();
  const [send] = useSendWelcomesMutation();
  const count = selectedUserIds.length;
  return (
    <SelectionAction
      label={t('userAdmin.welcome.button')}
      confirmLabel={t('userAdmin.welcome.send')}
      question={t(pluralKey(language, count, { one: 'userAdmin.welcome.confirm.one', other: 'userAdmin.welcome.confirm.other' }), { count })}
      selectedUserIds={selectedUserIds}
      act={async (userIds) => (await send({ userIds }).unwrap()).msg}
      failureText={(reason) => t('userAdmin.welcome.failed', { reason })}
    />
  );
}
