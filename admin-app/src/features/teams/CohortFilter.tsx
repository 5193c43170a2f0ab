import type { TeamUser } from 'shared-api';
import { FormField, Select, useT } from 'shared-ui';

/** Which of the team's users the table shows: all, those of one cohort (its id), or those in none. */
export type CohortShown = 'all' | 'none' | number;

export const inCohort = (users: TeamUser[], shown: CohortShown) =>
  shown === 'all' ? users : users.filter((u) => u.cohort_id === (shown === 'none' ? null : shown));

/** The cohort select over the team's users table (issue 22). */
export function CohortFilter({ cohorts, shown, onChange }: { cohorts: { id: number; name: string }[]; shown: CohortShown; onChange: (shown: CohortShown) => void }) {
  const t = useT();
  return (
    <FormField label={t('team.filter.label')}>
      {(control) => (
        <Select
          {...control}
          value={String(shown)}
          onChange={(event) => onChange(['all', 'none'].includes(event.target.value) ? (event.target.value as CohortShown) : Number(event.target.value))}
        >
          <option value="all">{t('team.filter.all')}</option>
          {cohorts.map(({ id, name }) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
          <option value="none">{t('team.filter.none')}</option>
        </Select>
      )}
    </FormField>
  );
}
