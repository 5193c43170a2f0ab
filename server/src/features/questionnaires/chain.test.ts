import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';
import type { QuestionnaireKind } from './content';
import { answerQuestionnaire, openFor } from './testing';

/** The chain of chain/chain.ts, through the real answers calls. */

const api = setupApiTest();

async function participant(open: QuestionnaireKind[]) {
  const created = await createLoggedInUser(api.db, api.app);
  await openFor(api.db, created.user.id, open);
  return created;
}

const nextAfter = async (headers: Record<string, string>, kind: QuestionnaireKind) => {
  const res = await answerQuestionnaire(api.app, headers, kind);
  if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  return res.json().nextUrl as string;
};

const FOLLOW_UP: QuestionnaireKind[] = ['self-efficacy', 'psychological-safety', 'post-class-survey', 'reflection', 'knowledge'];

describe('the questionnaire chain', () => {
  it('walks the whole follow-up chain in order, then home', async () => {
    const p = await participant(FOLLOW_UP);
    const visited = [];
    for (const kind of FOLLOW_UP) visited.push(await nextAfter(p.headers, kind));
    expect(visited).toEqual(['/assessment-ps', '/post-class-survey', '/reflection-qs', '/assessment-ck', '/portal']);
  });

  it('skips what is not open or already answered', async () => {
    const gaps = await participant(['self-efficacy', 'knowledge']);
    expect(await nextAfter(gaps.headers, 'self-efficacy')).toBe('/assessment-ck');

    const early = await participant(['self-efficacy', 'psychological-safety', 'post-class-survey']);
    expect(await nextAfter(early.headers, 'psychological-safety')).toBe('/post-class-survey');
    expect(await nextAfter(early.headers, 'self-efficacy')).toBe('/post-class-survey');

    const reflect = await participant(['reflection']);
    expect(await nextAfter(reflect.headers, 'reflection')).toBe('/portal');
    const reflectAndCheck = await participant(['reflection', 'knowledge']);
    expect(await nextAfter(reflectAndCheck.headers, 'reflection')).toBe('/assessment-ck');
    expect(await nextAfter(reflectAndCheck.headers, 'knowledge')).toBe('/portal');
  });

  it('ends the start-of-class questions at the portal, whatever else is open', async () => {
    const p = await participant(['get-to-know-you', 'self-efficacy']);
    expect(await nextAfter(p.headers, 'get-to-know-you')).toBe('/portal');
  });

  it('continues a reassessment into self-efficacy and psychological safety', async () => {
    const p = await participant(['self-efficacy', 'psychological-safety']);
    await api.db.updateTable('users').set({ reassessment_active: true }).where('id', '=', p.user.id).execute();
    const questions = (await post(api.app, '/api/re-assessment-questions', { headers: p.headers })).json().questions as { id: number }[];
    const answers = { 0: Object.fromEntries(questions.map((q) => [String(q.id), 5])) };
    const res = await post(api.app, '/api/answers', { headers: p.headers, payload: { answers, textAnswers: {}, reassess: true } });
    expect(res.json()).toEqual({ nextUrl: '/assessment-se' });
    expect(await nextAfter(p.headers, 'self-efficacy')).toBe('/assessment-ps');
    expect(await nextAfter(p.headers, 'psychological-safety')).toBe('/portal');
  });

  it('asks the reassessment round of self-efficacy and psychological safety after the post-class one', async () => {
    const p = await participant(FOLLOW_UP);
    for (const kind of FOLLOW_UP) await nextAfter(p.headers, kind);
    await openFor(api.db, p.user.id, ['self-efficacy', 'psychological-safety'], 'reassessment');
    await api.db.updateTable('users').set({ reassessment_active: true }).where('id', '=', p.user.id).execute();
    const questions = (await post(api.app, '/api/re-assessment-questions', { headers: p.headers })).json().questions as { id: number }[];
    const answers = { 0: Object.fromEntries(questions.map((q) => [String(q.id), 4])) };
    const res = await post(api.app, '/api/answers', { headers: p.headers, payload: { answers, textAnswers: {}, reassess: true } });
    expect(res.json()).toEqual({ nextUrl: '/assessment-se' });
    expect(await nextAfter(p.headers, 'self-efficacy')).toBe('/assessment-ps');
    expect(await nextAfter(p.headers, 'psychological-safety')).toBe('/portal');
  });

  it('lets an admin preview the whole chain', async () => {
    expect(await nextAfter(api.admin.headers, 'self-efficacy')).toBe('/assessment-ps');
    expect(await nextAfter(api.admin.headers, 'knowledge')).toBe('/portal');
  });
});
