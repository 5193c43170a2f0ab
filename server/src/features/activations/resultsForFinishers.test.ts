import { translate } from 'shared-api/texts';
import { completeAnswers } from '../../test/answers';
import { createUser, post, setupApiTest } from '../../test/helpers';
import { activeParticipant, fetchQuestions } from '../../test/participants';

/**
 * Issue 37, item 1: "your results are ready" goes only to people with results. Activating results
 * for a cohort opens them for those who finished the assessment; the others' open, with their
 * email when one was asked for, the moment they finish; undoing the activation undoes that too.
 */
const api = setupApiTest();

async function cohortOfThree() {
  const teamId = (await api.db.insertInto('teams').values({ name: 'Finishers' }).returning('id').executeTakeFirstOrThrow()).id;
  const cohortId = (await api.db.insertInto('cohorts').values({ team_id: teamId, name: 'Spring' }).returning('id').executeTakeFirstOrThrow()).id;
  const person = async (name: string, language: 'ENG' | 'SPA' = 'ENG') => {
    const made = await activeParticipant(api.db, api.app, { teamId, name, language });
    await api.db.updateTable('users').set({ cohort_id: cohortId }).where('id', '=', made.user.id).execute();
    return made;
  };
  const finished = await person('Fin');
  // An admin in the cohort takes no assessment: results neither open nor wait for them.
  await api.db.updateTable('users').set({ cohort_id: cohortId }).where('id', '=', (await createUser(api.db, { teamId, admin: true })).user.id).execute();
  const stopped = await person('Sto', 'SPA');
  const never = await person('Nev');
  await finish(finished);
  return { teamId, cohortId, finished, stopped, never };
}

const finish = async (who: Awaited<ReturnType<typeof activeParticipant>>) => {
  const res = await post(api.app, '/api/answers', { headers: who.headers, payload: { ...completeAnswers(await fetchQuestions(api.app, who.headers)), user_email: who.email } });
  expect(res.statusCode).toBe(200);
};
const activate = (teamId: number, cohortId: number, headers: Record<string, string> = {}) =>
  post(api.app, '/api/activate-results-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(cohortId), ...headers } });
const resultsActive = async (who: { headers: Record<string, string> }) => (await post(api.app, '/api/portal-data', { headers: who.headers })).json().resultsActive;
const mailsTo = (to: string) => api.db.selectFrom('email_jobs').select('subject').where('to_address', '=', to).execute();

it('opens results and sends the email to finishers only, says who waits, and opens theirs with the email when they finish', async () => {
  const { teamId, cohortId, finished, stopped, never } = await cohortOfThree();
  const preview = await activate(teamId, cohortId, { Notify: 'true', Preview: 'true' });
  expect(preview.json()).toEqual({ msg: 'As of now, this reaches 3 users. 1 of 3 has results; 2 have not finished and will be activated when they finish.', reach: 3 });

  const res = await activate(teamId, cohortId, { Notify: 'true' });
  expect(res.json()).toEqual({ msg: '1 of 3 has results; 2 have not finished and will be activated when they finish. 1 email queued.' });
  expect([await resultsActive(finished), await resultsActive(stopped), await resultsActive(never)]).toEqual([true, false, false]);
  expect(await mailsTo(finished.email)).toEqual([{ subject: translate('ENG', 'email.resultsReady.subject') }]);
  expect([await mailsTo(stopped.email), await mailsTo(never.email)]).toEqual([[], []]);

  // The one who stopped finishes: results open, and the email comes in their language.
  await finish(stopped);
  expect(await resultsActive(stopped)).toBe(true);
  expect(await mailsTo(stopped.email)).toEqual([{ subject: translate('SPA', 'email.resultsReady.subject') }]);
  const row = await api.db.selectFrom('users').select(['results_activated_at', 'results_on_finish']).where('id', '=', stopped.user.id).executeTakeFirstOrThrow();
  expect(row.results_activated_at).toBeInstanceOf(Date);
  expect(row.results_on_finish).toBeNull();
});

it('opens the results of one who finishes after a quiet activation without an email, and not after an undo', async () => {
  const { teamId, cohortId, stopped, never } = await cohortOfThree();
  expect((await activate(teamId, cohortId)).json()).toEqual({ msg: '1 of 3 has results; 2 have not finished and will be activated when they finish.' });
  await finish(stopped);
  expect(await resultsActive(stopped)).toBe(true);
  expect(await mailsTo(stopped.email)).toEqual([]);

  const undo = await post(api.app, '/api/deactivate-results-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(cohortId) } });
  expect(undo.statusCode).toBe(200);
  await finish(never);
  expect(await resultsActive(never)).toBe(false);
});

it('keeps a waiting notice when a quiet activation follows one with the email', async () => {
  const { teamId, cohortId, never } = await cohortOfThree();
  await activate(teamId, cohortId, { Notify: 'true' });
  await activate(teamId, cohortId);
  await finish(never);
  expect(await mailsTo(never.email)).toEqual([{ subject: translate('ENG', 'email.resultsReady.subject') }]);
});

it('opens results for users named one by one only where they finished, and says so', async () => {
  const { finished, stopped } = await cohortOfThree();
  const res = await post(api.app, '/api/activate-results-for-team', { headers: api.admin.headers, payload: { UserIDs: [finished.user.id, stopped.user.id] } });
  expect(res.json()).toEqual({ msg: '1 of 2 has results; 1 has not finished and will be activated when they finish.' });
  expect([await resultsActive(finished), await resultsActive(stopped)]).toEqual([true, false]);
});
