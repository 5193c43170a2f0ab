import { useState } from 'react';
import { editCohortSchema, useCohortsQuery, useDeleteCohortMutation, useEditCohortMutation, type TeamUser } from 'shared-api';
import { ConfirmDialog, FormModal, TextField, usePlural, useT } from 'shared-ui';
import { AnonymiseCohortDialog } from './AnonymiseCohortDialog';
import { SectionTable } from './SectionTable';
import { SmallButton } from './styles';

interface Cohort {
  id: number;
  name: string;
  /** Users of the team in it. */
  members: number;
}

const renameSchema = editCohortSchema.pick(['CohortName']);

/**
 * The team's cohorts, each with Rename and Delete. Deleting says first how many users it leaves
 * without a cohort and how many links stop working (its users and their data stay). Admins may
 * also anonymise a finished cohort's participants.
 */
export function CohortsSection({ teamId, users, linksOf, admin = false }: { teamId: number; users: TeamUser[]; linksOf: (cohortId: number) => number; admin?: boolean }) {
  const t = useT();
  const plural = usePlural();
  const list = useCohortsQuery();
  const [editCohort] = useEditCohortMutation();
  const [deleteCohort] = useDeleteCohortMutation();
  const [renaming, setRenaming] = useState<Cohort | null>(null);
  const [deleting, setDeleting] = useState<Cohort | null>(null);
  const [anonymising, setAnonymising] = useState<Cohort | null>(null);
  const [notice, setNotice] = useState('');

  // Names are unique within a team, so a user's cohort name is enough to count them.
  const cohorts: Cohort[] = Object.entries(list.data?.cohortsByTeam[teamId] ?? {}).map(([id, name]) => ({
    id: Number(id),
    name,
    members: users.filter((u) => u.cohort === name).length,
  }));

  return (
    <SectionTable
      title={t('cohorts.title')}
      notice={notice}
      loaded={Boolean(list.data)}
      empty={t('cohorts.empty')}
      rows={cohorts}
      rowKey={(cohort) => cohort.id}
      columns={[
        { header: t('cohorts.name'), cell: (cohort) => cohort.name },
        { header: t('cohorts.members'), cell: (cohort) => cohort.members, numeric: true },
      ]}
      actions={(cohort) => (
        <>
          <SmallButton variant="secondary" aria-label={t('cohorts.renameOne', { name: cohort.name })} onClick={() => setRenaming(cohort)}>
            {t('cohorts.rename')}
          </SmallButton>{' '}
          <SmallButton variant="danger" aria-label={t('cohorts.deleteOne', { name: cohort.name })} onClick={() => setDeleting(cohort)}>
            {t('cohorts.delete')}
          </SmallButton>
          {admin && (
            <>
              {' '}
              <SmallButton variant="danger" aria-label={t('team.anonymise.title', { cohort: cohort.name })} onClick={() => setAnonymising(cohort)}>
                {t('team.anonymise.button')}
              </SmallButton>
            </>
          )}
        </>
      )}
    >
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
      {anonymising && (
        <AnonymiseCohortDialog
          teamId={teamId}
          cohort={anonymising}
          onClose={() => setAnonymising(null)}
          onDone={(msg) => {
            setNotice(msg);
            setAnonymising(null);
          }}
        />
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
    </SectionTable>
  );
}
