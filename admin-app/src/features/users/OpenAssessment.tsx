import { pluralKey } from 'shared-api/texts/lazy';
import { ALL_COHORTS, useActivateMutation } from 'shared-api';
import { useLanguage, useT } from 'shared-ui';
import { SelectionAction } from './SelectionAction';
import type { TeamActionProps } from './types';

/**
 * Team page: open the main assessment to the ticked users (issue 22,
 * /api/activate-assessment-by-team-cohort with their UserIDs): the way users added here, by CSV
 * or as anonymous users can start it.
 */
export function OpenAssessment({ teamId, selectedUserIds }: TeamActionProps) {
  const t = useT();
  const { language } = useLanguage();
  const [activate] = useActivateMutation();
  const count = selectedUserIds.length;
  return (
    <SelectionAction
      label={t('userAdmin.assessment.button')}
      confirmLabel={t('userAdmin.assessment.open')}
      question={t(pluralKey(language, count, { one: 'userAdmin.assessment.confirm.one', other: 'userAdmin.assessment.confirm.other' }), { count })}
      selectedUserIds={selectedUserIds}
      act={async (userIds) => (await activate({ kind: 'assessment', teamId, cohortId: ALL_COHORTS, userIds }).unwrap()).msg}
    />
  );
}
