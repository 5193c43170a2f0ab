import { sql } from 'kysely';
import { readMigrations } from '../../db/migrate';
import { createLoggedInUser, post } from '../../test/helpers';
import { setupInstances } from '../../test/instances';
import { describeOnPostgres } from '../../test/testDb';

/**
 * A team's cohort names are unique whatever their case (issue 22), decided by migration 016's
 * index: on PostgreSQL, calls through two instances really race and exactly one wins.
 */
const instances = setupInstances(2);

const ATTEMPTS = 12;

describeOnPostgres('two managers adding or renaming to the same cohort name at once', () => {
  it(`lets exactly one of ${ATTEMPTS} add-cohort calls through; the rest get 409 COHORT_TAKEN`, async () => {
    const { database, apps } = instances;
    const admin = await createLoggedInUser(database.db, apps[0], { admin: true });
    const teamId = (await post(apps[0], '/api/add-team', { headers: { ...admin.headers, teamName: 'Race Team' } })).json().id as number;
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        post(apps[i % 2], '/api/add-cohort', { headers: { ...admin.headers, TeamID: String(teamId), CohortName: i % 2 ? 'Spring' : ' spring ' } }),
      ),
    );
    const outcomes = answers.map((res) => (res.statusCode === 200 ? '200' : `${res.statusCode} ${res.json().error}`)).sort();
    expect(outcomes).toEqual(['200', ...Array<string>(ATTEMPTS - 1).fill('409 COHORT_TAKEN')]);
    const rows = await database.db.selectFrom('cohorts').select('name').where('team_id', '=', teamId).execute();
    expect(rows).toHaveLength(1);

    // Two cohorts renamed to one name at once: one keeps it.
    const other = (await post(apps[0], '/api/add-cohort', { headers: { ...admin.headers, TeamID: String(teamId), CohortName: 'Autumn' } })).json().id as number;
    const third = (await post(apps[1], '/api/add-cohort', { headers: { ...admin.headers, TeamID: String(teamId), CohortName: 'Winter' } })).json().id as number;
    const renames = await Promise.all(
      [other, third].map((id, i) => post(apps[i], '/api/edit-cohort', { headers: { ...admin.headers, CohortId: String(id), CohortName: 'Summer' } })),
    );
    expect(renames.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  }, 60_000);
});

describe('migration 016 on a team that already has one name twice', () => {
  it('keeps every cohort, naming the later ones "Spring (2)", "Spring (3)"... past a name in use', async () => {
    const { db } = instances.database;
    const migration = readMigrations().find((m) => m.version === '016_cohorts_and_links')!;
    const teamId = (await db.insertInto('teams').values({ name: 'Old Team' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.transaction().execute(async (trx) => {
      // The schema as it was before 016, with what it let in.
      await sql`drop index cohorts_team_name`.execute(trx);
      await sql`alter table access_links drop column disabled, drop column expires_at`.execute(trx);
      await trx.insertInto('cohorts').values(['Spring', 'spring ', 'Spring (2)', 'SPRING', 'Autumn'].map((name) => ({ team_id: teamId, name }))).execute();
      await sql.raw(migration.sql).execute(trx);
    });
    const names = await db.selectFrom('cohorts').select('name').where('team_id', '=', teamId).orderBy('id').execute();
    expect(names.map((r) => r.name)).toEqual(['Spring', 'spring (3)', 'Spring (2)', 'SPRING (4)', 'Autumn']);
  });
});
