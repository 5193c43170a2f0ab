import { useState } from 'react';
import { useDeleteTeamMutation } from 'shared-api';
import type { TeamUsersResponse } from 'shared-api';
import { Button, ErrorAlert, Modal, ModalActions, usePlural, useT } from 'shared-ui';

export interface DeleteTeamDialogProps {
  teamId: number;
  data: TeamUsersResponse;
  onClose: () => void;
  /** The server's message, once the team is gone. */
  onDeleted: (msg: string) => void;
}

/** Names what goes with the team before anything is deleted. */
export function DeleteTeamDialog({ teamId, data, onClose, onDeleted }: DeleteTeamDialogProps) {
  const t = useT();
  const plural = usePlural();
  const [deleteTeam, { isLoading }] = useDeleteTeamMutation();
  const [failure, setFailure] = useState<unknown>();
  const { users, cohorts, links } = data.counts;

  const confirm = async () => {
    setFailure(undefined);
    try {
      onDeleted((await deleteTeam({ teamId }).unwrap()).msg);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Modal open title={t('team.delete.title', { name: data.teamName })} onClose={onClose}>
      <p>
        {t('team.delete.body', {
          name: data.teamName,
          users: plural(users, { one: 'team.count.users.one', other: 'team.count.users.other' }),
          cohorts: plural(cohorts, { one: 'team.count.cohorts.one', other: 'team.count.cohorts.other' }),
          links: plural(links, { one: 'team.count.links.one', other: 'team.count.links.other' }),
        })}
      </p>
      <p>{t('team.delete.final')}</p>
      {failure !== undefined && <ErrorAlert error={failure} />}
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          {t('team.cancel')}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={confirm}>
          {t('team.delete.confirm')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
