import { useCallback } from 'react';
import type { ChangeEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import { ALL_COHORTS, useCohortsQuery, useTeamsByRecencyQuery } from 'shared-api';
import { ErrorAlert, FormField, Select, useMessage, useT } from 'shared-ui';

/** The form values every dashboard modal shares: SPEC.md's TeamID and CohortId, as the selects hold them. */
export interface TeamCohortValues {
  TeamID: string;
  CohortId: string;
}

export const ANY_COHORT = String(ALL_COHORTS);

/** The -1 choice of the cohort select: every cohort (activations) or none (a link). */
export type CohortChoice = 'all' | 'none';

/** A select bound to the surrounding formik form; the schema's message shows once touched. */
function useSelectError(name: keyof TeamCohortValues) {
  const [, meta] = useField(name);
  const message = useMessage();
  return meta.touched && meta.error ? message(meta.error) : undefined;
}

function TeamSelect({ autoFocus }: { autoFocus: boolean }) {
  const t = useT();
  const teams = useTeamsByRecencyQuery();
  const [field] = useField<string>('TeamID');
  const { values, setFieldValue } = useFormikContext<Partial<TeamCohortValues>>();
  const error = useSelectError('TeamID');

  // A cohort belongs to one team: picking another team starts its cohort over.
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    field.onChange(event);
    if (values.CohortId !== undefined) void setFieldValue('CohortId', ANY_COHORT, false);
  };

  if (teams.error) return <ErrorAlert error={teams.error} />;
  const list = teams.data?.teams ?? [];
  return (
    <FormField label={t('admin.form.team')} error={error} hint={teams.data && list.length === 0 ? t('admin.form.noTeams') : undefined}>
      {(control) => (
        <Select {...control} {...field} onChange={onChange} aria-busy={teams.isFetching} data-autofocus={autoFocus || undefined}>
          <option value="">{teams.isLoading ? t('common.loading') : t('admin.form.chooseTeam')}</option>
          {list.map((team) => (
            <option key={team.id} value={String(team.id)}>
              {team.name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

function CohortSelect({ choice }: { choice: CohortChoice }) {
  const t = useT();
  const cohorts = useCohortsQuery();
  const [field] = useField<string>('CohortId');
  const { values } = useFormikContext<TeamCohortValues>();
  const error = useSelectError('CohortId');

  if (cohorts.error) return <ErrorAlert error={cohorts.error} />;
  const ofTeam = Object.entries(cohorts.data?.cohortsByTeam[values.TeamID] ?? {});
  return (
    <FormField label={t('admin.form.cohort')} error={error}>
      {(control) => (
        <Select {...control} {...field} aria-busy={cohorts.isFetching} disabled={!values.TeamID}>
          <option value={ANY_COHORT}>{t(choice === 'all' ? 'admin.form.allCohorts' : 'admin.form.noCohort')}</option>
          {ofTeam.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/**
 * The team select (newest team first, from /api/teams-by-recency) and, unless `cohort` is left
 * out, the cohort select of that team (from /api/cohorts), for every dashboard modal. Field names
 * are those of the shared schemas (TeamID, CohortId), so a server error lands on its select.
 */
export function TeamCohortFields({ cohort, autoFocus = true }: { cohort?: CohortChoice; autoFocus?: boolean }) {
  return (
    <>
      <TeamSelect autoFocus={autoFocus} />
      {cohort && <CohortSelect choice={cohort} />}
    </>
  );
}

/** A short text for what the admin picked ("cohort Spring of Acme"), for confirmations. */
export function useAudienceText(): (values: TeamCohortValues) => string {
  const t = useT();
  const teams = useTeamsByRecencyQuery();
  const cohorts = useCohortsQuery();
  return useCallback(
    ({ TeamID, CohortId }: TeamCohortValues) => {
      const team = teams.data?.teams.find((candidate) => String(candidate.id) === TeamID)?.name ?? TeamID;
      if (CohortId === ANY_COHORT) return t('admin.audience.all', { team });
      const cohort = cohorts.data?.cohortsByTeam[TeamID]?.[CohortId] ?? CohortId;
      return t('admin.audience.cohort', { team, cohort });
    },
    [t, teams.data, cohorts.data],
  );
}
