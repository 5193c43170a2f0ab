import { useState } from 'react';
import { moveUsersSchema, useMoveUsersMutation } from 'shared-api';
import { FormModal, usePlural, useT } from 'shared-ui';
import { ANY_COHORT, TeamCohortFields, type TeamCohortValues } from '../dashboard';
import { SelectionButton } from './SelectionButton';
import type { TeamActionProps } from './types';

const schema = moveUsersSchema.pick(['TeamID', 'CohortId']);

/**
 * Team page: move the ticked users to a team the caller manages and one of its cohorts, or none
 * (issue 22, /api/move-users). The users are those ticked when it opened: once moved elsewhere
 * they leave this page's list, and the dialog still says whom it moved.
 */
export function MoveUsers({ teamId, selectedUserIds }: TeamActionProps) {
  const t = useT();
  const plural = usePlural();
  const [moving, setMoving] = useState<number[] | null>(null);
  const [move] = useMoveUsersMutation();
  return (
    <>
      <SelectionButton label={t('userAdmin.move.button')} none={selectedUserIds.length === 0} onClick={() => setMoving(selectedUserIds)} />
      {moving && (
        <FormModal<TeamCohortValues>
          title={t('userAdmin.move.button')}
          onClose={() => setMoving(null)}
          cancelLabel={t('userAdmin.cancel')}
          initialValues={{ TeamID: String(teamId), CohortId: ANY_COHORT }}
          validationSchema={schema}
          submitLabel={t('userAdmin.move.submit')}
          onSubmit={async (values) => {
            const { TeamID, CohortId } = schema.cast(values);
            return (await move({ userIds: moving, teamId: TeamID, cohortId: CohortId }).unwrap()).msg;
          }}
        >
          <p>{plural(moving.length, { one: 'userAdmin.move.count.one', other: 'userAdmin.move.count.other' })}</p>
          <TeamCohortFields cohort="none" />
        </FormModal>
      )}
    </>
  );
}
