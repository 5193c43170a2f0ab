import { useField } from 'formik';
import { ALL_COHORTS, useCohortsQuery } from 'shared-api';
import { ErrorAlert, FormField, Select, useMessage, useT } from 'shared-ui';

/** The -1 of the select, as formik holds it: the user gets no cohort. */
export const NO_COHORT = String(ALL_COHORTS);

/** A team's cohorts by id, in the order /api/cohorts gives them. */
export function useTeamCohorts(teamId: number) {
  const cohorts = useCohortsQuery();
  return { ...cohorts, list: Object.entries(cohorts.data?.cohortsByTeam[teamId] ?? {}).map(([id, name]) => ({ id: Number(id), name })) };
}

/**
 * The CohortId field of a form about users of one team: No cohort, or one of its cohorts
 * (issue 22). The name is the shared schemas', so a server error about it lands here.
 */
export function TeamCohortSelect({ teamId }: { teamId: number }) {
  const t = useT();
  const message = useMessage();
  const cohorts = useTeamCohorts(teamId);
  const [field, meta] = useField<string>('CohortId');
  if (cohorts.error) return <ErrorAlert error={cohorts.error} />;
  return (
    <FormField label={t('userAdmin.field.cohort')} error={meta.touched && meta.error ? message(meta.error) : undefined}>
      {(control) => (
        <Select {...control} {...field} aria-busy={cohorts.isFetching}>
          <option value={NO_COHORT}>{t('userAdmin.noCohort')}</option>
          {cohorts.list.map(({ id, name }) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
