import { translate } from 'shared-api/texts';
import { post, setupApiTest } from '../../test/helpers';
import { cohortsTeam, finishTeam } from '../../test/participants';

// Issue 36: a manager toggling results with Notify (20 cycles sent every participant 20 emails)
// reaches each person once a day, and the confirmation says who was skipped.
const api = setupApiTest();

const call = (url: string, teamId: number, cohortId: number, extra: Record<string, string> = {}) =>
  post(api.app, url, { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(cohortId), ...extra } });
const mailsTo = (to: string) => api.db.selectFrom('email_jobs').select('subject').where('to_address', '=', to).execute();

it("sends 'your results are ready' to each person once a day, however often results are toggled", async () => {
  const { teamId, spring, alice, bob, carol } = await cohortsTeam(api.db);
  await finishTeam(api.db, teamId);
  const first = await call('/api/activate-results-by-team-cohort', teamId, spring, { Notify: 'true' });
  expect(first.json().msg).not.toMatch(/notified today already/);
  for (let i = 0; i < 5; i += 1) {
    expect((await call('/api/deactivate-results-by-team-cohort', teamId, spring)).statusCode).toBe(200);
    const again = await call('/api/activate-results-by-team-cohort', teamId, spring, { Notify: 'true' });
    expect(again.json().msg).toContain('2 people were notified today already and are skipped.');
  }
  expect(await mailsTo(alice.email)).toEqual([{ subject: translate('ENG', 'email.resultsReady.subject') }]);
  expect(await mailsTo(bob.email)).toEqual([{ subject: translate('KOR', 'email.resultsReady.subject') }]);
  // Another cohort is another set of people: its notice goes out.
  await call('/api/activate-results-by-team-cohort', teamId, (await api.db.selectFrom('users').select('cohort_id').where('id', '=', carol.id).executeTakeFirstOrThrow()).cohort_id!, { Notify: 'true' });
  expect(await mailsTo(carol.email)).toHaveLength(1);
  const record = await api.db.selectFrom('audit_log').select('facts').where('action', '=', 'resultsOpened').where('team_id', '=', teamId).orderBy('id', 'desc').offset(1).executeTakeFirstOrThrow();
  expect(record.facts).toEqual(expect.arrayContaining([{ fact: 'emailsQueued', value: 0 }, { fact: 'alreadyNotified', value: 2 }]));
});

it('invites to the reassessment once a day too, and says who was skipped', async () => {
  const { teamId, spring, alice } = await cohortsTeam(api.db);
  await call('/api/activate-reassessment-by-team-cohort', teamId, spring);
  await call('/api/deactivate-reassessment-by-team-cohort', teamId, spring);
  const again = await call('/api/activate-reassessment-by-team-cohort', teamId, spring);
  expect(again.statusCode).toBe(200);
  expect(await mailsTo(alice.email)).toHaveLength(1);
  const admin = await api.db.selectFrom('users').select('language').where('id', '=', api.admin.user.id).executeTakeFirstOrThrow();
  expect(again.json().msg).toContain(translate(admin.language, 'activation.alreadyNotified.other', { count: 2 }));
});
