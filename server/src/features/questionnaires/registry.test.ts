import { QUESTIONNAIRES, type PortalDataResponse, type QuestionnaireRound } from 'shared-api/contract';
import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';
import { PORTAL_ORDER } from '../chain/chain';
import { loadQuestionnaires } from './content';
import { answerQuestionnaire } from './testing';

/**
 * The server built from shared-api's registry alone: for every entry, whatever it is, its content
 * loads, its rounds are the ones the database accepts, each activation of one of its rounds opens
 * it, the portal then lists it, and its two calls answer. A new entry is covered without a line here.
 */

const api = setupApiTest();

/** The activation that opens each round (docs/decisions/004-questionnaire-openings.md). */
const ACTIVATION_OF: Record<QuestionnaireRound, string> = {
  pre: '/api/activate-pre-class-by-team-cohort',
  post: '/api/activate-post-assessment-by-team-cohort',
  reassessment: '/api/activate-reassessment-by-team-cohort',
};

it('gives the database exactly the registry\'s rounds, and the portal every questionnaire once', async () => {
  const rows = await api.db.selectFrom('questionnaire_rounds').select(['questionnaire', 'round']).execute();
  const pairs = QUESTIONNAIRES.flatMap((q) => q.rounds.map((round) => `${q.kind}@${round}`));
  expect(rows.map((r) => `${r.questionnaire}@${r.round}`).sort()).toEqual(pairs.sort());
  for (const { kind } of QUESTIONNAIRES) expect(PORTAL_ORDER.filter((step) => step === kind)).toHaveLength(1);
});

describe.each(QUESTIONNAIRES.map((entry) => [entry.kind, entry] as const))('%s', (kind, entry) => {
  it('has its content in the current version', () => {
    const content = loadQuestionnaires();
    const listing = entry.screen === 'slider' ? content.slider[entry.kind] : content.survey[entry.kind];
    expect(listing.questions.length).toBeGreaterThan(0);
  });

  it.each(entry.rounds.map((round) => [round]))('is opened by the %s activation, listed on the portal and answered through its calls', async (round) => {
    const teamId = (await api.db.insertInto('teams').values({ name: `Team ${kind} ${round}` }).returning('id').executeTakeFirstOrThrow()).id;
    const p = await createLoggedInUser(api.db, api.app, { teamId });
    const listed = async () => ((await post(api.app, '/api/portal-data', { headers: p.headers })).json() as PortalDataResponse)
      .upcoming.map((item) => item.url_ending);

    expect(await listed()).not.toContain(entry.path.slice(1));
    expect((await post(api.app, entry.api.questions, { headers: p.headers })).json()).toMatchObject({ active: false, questions: [] });

    const activation = await post(api.app, ACTIVATION_OF[round], { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1' } });
    expect(activation.statusCode).toBe(200);
    expect(await listed()).toContain(entry.path.slice(1));
    const questions = await post(api.app, entry.api.questions, { headers: p.headers });
    expect(questions.json().active).toBe(true);
    expect(questions.json().questions.length).toBeGreaterThan(0);

    const answered = await answerQuestionnaire(api.app, p.headers, kind);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().nextUrl).toMatch(/^\//);
    const stored = await api.db.selectFrom('questionnaire_responses').select('round').where('user_id', '=', p.user.id).where('questionnaire', '=', kind).execute();
    expect(stored).toEqual([{ round }]);
    expect(await listed()).not.toContain(entry.path.slice(1));
  });
});
