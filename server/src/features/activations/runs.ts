import type { Kysely } from 'kysely';
import { cohortOrNull } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { Actor } from '../audit';
import { scheduleAction, type ScheduledRun } from '../schedules';
import { activateByTeamCohort, type Activation } from './activateByTeamCohort';
import { activateResults } from './activateResults';
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
  return Object.fromEntries([
    ['activate-results-for-team', runResultsForUsers],
    ...ACTIVATIONS.flatMap((activation) => [
      [`activate-${activation}-by-team-cohort`, async (db: Kysely<DB>, { audience, params, actor }: Parameters<ScheduledRun>[1]) =>
        ({ ...(await activateByTeamCohort({ db, config, audience: { ...audience, userIds: userIdsOf(params) }, activation, actor, notify: params.Notify === true })) })],
      [`deactivate-${activation}-by-team-cohort`, async (db: Kysely<DB>, { audience, params, actor }: Parameters<ScheduledRun>[1]) =>
        ({ users: await deactivateByTeamCohort({ db, audience: { ...audience, userIds: userIdsOf(params) }, activation, actor }) })],
    ]),
  ]);
}

const RESULTS_FOR_USERS = 'activate-results-for-team';

/**
 * /api/activate-results-for-team with At: one plan per team the chosen users are in (a plan
 * belongs to a team, whose page lists it and whose managers may cancel it), each naming its users.
 * Returns the plans' ids.
 */
export async function scheduleResultsForUsers({ db, users, at, actor }: {
  db: Kysely<DB>;
  users: readonly { id: number; teamId: number }[];
  at: Date;
  actor: Actor;
}): Promise<number[]> {
  const byTeam = new Map<number, number[]>();
  for (const user of users) byTeam.set(user.teamId, [...(byTeam.get(user.teamId) ?? []), user.id]);
  const ids: number[] = [];
  for (const [teamId, userIds] of byTeam) {
    ids.push(await scheduleAction({ db, action: RESULTS_FOR_USERS, audience: { teamId, cohortId: null }, params: { UserIDs: userIds }, at, actor }));
  }
  return ids;
}

/** Its run: the users named who are still in the plan's team (one moved away since is left out). */
async function runResultsForUsers(db: Kysely<DB>, { audience, params, actor }: Parameters<ScheduledRun>[1]) {
  const named = userIdsOf(params) ?? [];
  const still = named.length
    ? (await db.selectFrom('users').select('id').where('id', 'in', named).where('team_id', '=', audience.teamId).execute()).map((u) => u.id)
    : [];
  return still.length ? await activateResults({ db, userIds: still, actor }) : { users: 0, finished: 0, waiting: 0 };
}
