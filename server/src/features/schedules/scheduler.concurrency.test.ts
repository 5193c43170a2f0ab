import { testConfig } from '../../test/helpers';
import { setupInstances } from '../../test/instances';
import { cohortsTeam } from '../../test/participants';
import { describeOnPostgres } from '../../test/testDb';
import { scheduledRuns } from '../../scheduledRuns';
import { runDueActions } from './runDueActions';

const PLANS = 40;
const silent = { warn: () => undefined } as never;

describeOnPostgres('the scheduler on two instances of one database', () => {
  const instances = setupInstances(1);
  it(`carries out each of ${PLANS} due actions exactly once, however the instances race`, async () => {
    const { db } = instances.database;
    const second = await instances.database.openInstance!();
    const { teamId } = await cohortsTeam(db);
    const admin = await db.selectFrom('users').select('id').where('admin', '=', true).executeTakeFirstOrThrow();
    const past = new Date(Date.now() - 1000);
    const ids = (await db
      .insertInto('scheduled_actions')
      .values(Array.from({ length: PLANS }, () => ({ team_id: teamId, action: 'activate-results-by-team-cohort', params: '{}', run_at: past, created_by: admin.id })))
      .returning('id')
      .execute()).map((r) => r.id);

    const runs = scheduledRuns(testConfig());
    // Each instance polls as fast as it can, several passes at once, until nothing is due.
    const drain = async (on: typeof db) => {
      let taken = 0;
      for (let n = -1; n !== 0;) taken += n = await runDueActions({ db: on, runs, log: silent });
      return taken;
    };
    const taken = await Promise.all([drain(db), drain(second.db), drain(db), drain(second.db)]);
    expect(taken.reduce((a, b) => a + b, 0)).toBe(PLANS);

    const plans = await db.selectFrom('scheduled_actions').select(['status', 'outcome']).where('id', 'in', ids).execute();
    expect(plans.filter((p) => p.status !== 'done')).toEqual([]);
    const records = await db.selectFrom('audit_log').select('id').where('action', '=', 'resultsOpened').where('team_id', '=', teamId).execute();
    expect(records).toHaveLength(PLANS);
    process.stdout.write(`scheduler: ${PLANS} plans, passes per drain ${taken.join(', ')}; audit records ${records.length}\n`);
  }, 60_000);
});
