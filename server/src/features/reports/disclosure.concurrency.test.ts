import { sql } from 'kysely';
import type { CohortReportResponse } from 'shared-api/contract';
import { createLoggedInUser, post } from '../../test/helpers';
import { setupInstances } from '../../test/instances';
import { describeOnPostgres } from '../../test/testDb';
import { REPORT_LOCK } from './disclosure/record';
import { exposedGroups } from '../../test/disclosure';
import { reportTeam, type Placed } from './testData';

/**
 * Readings of one team's reports take turns (issue 36): two that did not could each decide
 * against what was recorded before either, one before a move and one after, and together show a
 * cohort before and after one person joined it. Here a reading waits while another holds the
 * team's turn, and then describes the team as it stands when its turn comes.
 */
describeOnPostgres('cohort reports of one team read at once', () => {
  const instances = setupInstances(2);

  it('take turns: a reading waits for the one before it, then sees what it recorded', async () => {
    const { db } = instances.database;
    const admin = await createLoggedInUser(db, instances.apps[0], { admin: true });
    const placed: Placed[] = Array.from({ length: 11 }, (_, i) => ({ cohort: i < 6 ? 'A' : 'B' }));
    const { teamId, cohorts, ids } = await reportTeam(db, placed);
    const a = cohorts.get('A') as number;
    const read = (i: number) => post(instances.apps[i % 2], '/api/cohort-report', { headers: { ...admin.headers, TeamID: String(teamId), CohortId: String(a) } });

    let settled = false;
    const waiting = await db.transaction().execute(async (trx) => {
      // As a reading on another instance holds the team's turn.
      await sql`select pg_advisory_xact_lock(${REPORT_LOCK}::int, ${teamId}::int)`.execute(trx);
      const pending = read(1).then((res) => ((settled = true), res));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(settled).toBe(false);
      // The turn holder had shown A's six; one of B's joins A before the waiting reading's turn.
      await trx.insertInto('report_disclosures').values(['assessment', 'reassessment', 'change'].map((measure) => ({
        team_id: teamId, measure: measure as 'assessment', members: ids.slice(0, 6), digest: `turn holder ${measure}`,
      }))).execute();
      await trx.updateTable('users').set({ cohort_id: a }).where('id', '=', ids[6]).execute();
      // Wrapped: a promise returned from the transaction would be awaited inside it, holding the turn.
      return { pending };
    });
    const report = (await waiting.pending).json<CohortReportResponse>();
    expect(report.withheld.map((w) => [w.measure, w.n, w.reason])).toEqual([['change', 7, 'changed'], ['assessment', 7, 'changed'], ['reassessment', 7, 'changed']]);
    const recorded = await db.selectFrom('report_disclosures').select(['measure', 'members']).where('team_id', '=', teamId).execute();
    expect(exposedGroups(recorded, [...new Set(recorded.flatMap((f) => f.members))], 5)).toEqual([]);
  });
});
