import { useState } from 'react';
import { editCohortSchema, useCohortsQuery, useDeleteCohortMutation, useEditCohortMutation, type TeamUser } from 'shared-api';
import { Alert, Card, ConfirmDialog, FormModal, Muted, Table, TableScroll, TextField, usePlural, useT } from 'shared-ui';
import { SectionTitle, SmallButton } from './styles';

interface Cohort {
  id: number;
  name: string;
  /** Users of the team in it. */
  members: number;
}

const renameSchema = editCohortSchema.pick(['CohortName']);

/**
 * The team's cohorts, each with Rename and Delete. Deleting says first how many users it leaves
 * without a cohort and how many links stop working (its users and their data stay).
 */
export function CohortsSection({ teamId, users, linksOf }: { teamId: number; users: TeamUser[]; linksOf: (cohortId: number) => number }) {
  const t = useT();
  const plural = usePlural();
  const list = useCohortsQuery();
  const [editCohort] = useEditCohortMutation();
  const [deleteCohort] = useDeleteCohortMutation();
  const [renaming, setRenaming] = useState<Cohort | null>(null);
  const [deleting, setDeleting] = useState<Cohort | null>(null);
  const [notice, setNotice] = useState('');

  // Names are unique within a team, so a user's cohort name is enough to count them.
  const cohorts: Cohort[] = Object.entries(list.data?.cohortsByTeam[teamId] ?? {}).map(([id, name]) => ({
    id: Number(id),
    name,
    members: users.filter((u) => u.cohort === name).length,
  }));

  return (
    <Card>
      <SectionTitle>{t('cohorts.title')}</SectionTitle>
      {notice && <Alert variant="success">{notice}</Alert>}
      {list.data && !cohorts.length && <Muted>{t('cohorts.empty')}</Muted>}
      {cohorts.length > 0 && (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('cohorts.name')}</th>
                <th scope="col" className="number">{t('cohorts.members')}</th>
                <th scope="col">{t('team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {cohorts.map((cohort) => (
                <tr key={cohort.id}>
                  <th scope="row">{cohort.name}</th>
                  <td className="number">{cohort.members}</td>
                  <td>
                    <SmallButton variant="secondary" aria-label={t('cohorts.renameOne', { name: cohort.name })} onClick={() => setRenaming(cohort)}>
                      {t('cohorts.rename')}
                    </SmallButton>{' '}
                    <SmallButton variant="danger" aria-label={t('cohorts.deleteOne', { name: cohort.name })} onClick={() => setDeleting(cohort)}>
                      {t('cohorts.delete')}
                    </SmallButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {renaming && (
        <FormModal
          title={t('cohorts.renameTitle', { name: renaming.name })}
          onClose={() => setRenaming(null)}
          initialValues={{ CohortName: renaming.name }}
          validationSchema={renameSchema}
          submitLabel={t('cohorts.save')}
          cancelLabel={t('cohorts.cancel')}
          fieldOfCode={{ COHORT_TAKEN: 'CohortName' }}
          onSubmit={async ({ CohortName }) => (await editCohort({ cohortId: renaming.id, cohortName: CohortName.trim() }).unwrap()).msg}
        >
          <TextField name="CohortName" label={t('cohorts.newName')} />
        </FormModal>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('cohorts.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('cohorts.deleteConfirm')}
        cancelLabel={t('cohorts.cancel')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setNotice((await deleteCohort({ cohortId: deleting.id }).unwrap()).msg);
          setDeleting(null);
        }}
      >
        {deleting && (
          <p>
            {t('cohorts.deleteBody', {
              users: plural(deleting.members, { one: 'cohorts.count.users.one', other: 'cohorts.count.users.other' }),
              links: plural(linksOf(deleting.id), { one: 'cohorts.count.links.one', other: 'cohorts.count.links.other' }),
            })}
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
