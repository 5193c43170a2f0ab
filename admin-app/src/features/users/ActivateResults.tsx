import { pluralKey } from 'shared-api/texts/lazy';
import { useActivateResultsForUsersMutation } from 'shared-api';
import { useLanguage, useT } from 'shared-ui';
import { SelectionAction } from './SelectionAction';
import type { TeamActionProps } from './types';

/** Team page: open the results of the ticked users (SPEC.md section 7, /api/activate-results-for-team). */
export function ActivateResults({ selectedUserIds }: TeamActionProps) {
  const t = useT();
  const { language } = useLanguage();
  const [activate] = useActivateResultsForUsersMutation();
  const count = selectedUserIds.length;
  return (
    <SelectionAction
      label={t('userAdmin.results.button')}
      confirmLabel={t('userAdmin.results.activate')}
      question={t(pluralKey(language, count, { one: 'userAdmin.results.confirm.one', other: 'userAdmin.results.confirm.other' }), { count })}
      selectedUserIds={selectedUserIds}
      act={async (userIds) => (await activate({ userIds }).unwrap()).msg}
    />
  );
}
