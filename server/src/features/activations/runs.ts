import type { Kysely } from 'kysely';
import { cohortOrNull } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { ScheduledRun } from '../schedules';
import { activateByTeamCohort, type Activation } from './activateByTeamCohort';
import { deactivateByTeamCohort } from './deactivateByTeamCohort';

const ACTIVATIONS: readonly Activation[] = ['assessment', 'pre-class', 'post-assessment', 'reassessment', 'results'];

/** A call's parameters as the action and a stored plan hold them (UserIDs only for the assessment's). */
export const reachOf = (values: { TeamID: number; CohortId: number; UserIDs?: number[]; Notify?: boolean }) => ({
  audience: { teamId: values.TeamID, cohortId: cohortOrNull(values.CohortId) },
  params: { ...(values.UserIDs && { UserIDs: values.UserIDs }), ...(values.Notify && { Notify: true }) },
});

const userIdsOf = (params: Record<string, unknown>) => (Array.isArray(params.UserIDs) ? params.UserIDs.map(Number) : undefined);

/**
 * Each activation and its undo by name, as the routes run them now and the scheduler later (in
 * the transaction that marks the plan done): what they did, as counts.
 */
export function activationRuns(config: Config): Record<string, (db: Kysely<DB>, job: Parameters<ScheduledRun>[1]) => Promise<Record<string, unknown>>> {
  return Object.fromEntries(
    ACTIVATIONS.flatMap((activation) => [
      [`activate-${activation}-by-team-cohort`, async (db: Kysely<DB>, { audience, params, actor }: Parameters<ScheduledRun>[1]) =>
        ({ ...(await activateByTeamCohort({ db, config, audience: { ...audience, userIds: userIdsOf(params) }, activation, actor, notify: params.Notify === true })) })],
      [`deactivate-${activation}-by-team-cohort`, async (db: Kysely<DB>, { audience, params, actor }: Parameters<ScheduledRun>[1]) =>
        ({ users: await deactivateByTeamCohort({ db, audience: { ...audience, userIds: userIdsOf(params) }, activation, actor }) })],
    ]),
  );
}
