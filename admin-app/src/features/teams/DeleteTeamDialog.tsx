import { useDeleteTeamMutation } from 'shared-api';
import type { TeamUsersResponse } from 'shared-api';
import { ConfirmDialog, usePlural, useT } from 'shared-ui';

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
  const [deleteTeam] = useDeleteTeamMutation();
  const { users, cohorts, links } = data.counts;

  return (
    <ConfirmDialog
      open
      title={t('team.delete.title', { name: data.teamName })}
      confirmLabel={t('team.delete.confirm')}
      cancelLabel={t('team.cancel')}
      danger
      onCancel={onClose}
      onConfirm={async () => onDeleted((await deleteTeam({ teamId }).unwrap()).msg)}
    >
      <p>
        {t('team.delete.body', {
          name: data.teamName,
          users: plural(users, { one: 'team.count.users.one', other: 'team.count.users.other' }),
          cohorts: plural(cohorts, { one: 'team.count.cohorts.one', other: 'team.count.cohorts.other' }),
          links: plural(links, { one: 'team.count.links.one', other: 'team.count.links.other' }),
        })}
      </p>
      <p>{t('team.delete.final')}</p>
    </ConfirmDialog>
  );
}
