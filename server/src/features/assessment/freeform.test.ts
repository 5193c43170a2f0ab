import { sql } from 'kysely';
import { bearer, createUser, login, post, setupApiTest } from '../../test/helpers';
import { activeParticipant, fetchQuestions } from '../../test/participants';
import { completeAnswers } from '../../test/answers';

const api = setupApiTest({ admin: false });

/** Moves a page's start into the past, as if the user started it `secondsAgo` ago. */
const startedAgo = (userId: number, questionIndex: number, secondsAgo: number) =>
  api.db
    .updateTable('freeform_timers')
    .set({ started_at: sql`now() - make_interval(secs => ${secondsAgo})` })
    .where('user_id', '=', userId)
    .where('question_index', '=', questionIndex)
    .execute();

const ideas = [{ id: 1, text: 'doorstop' }, { id: 2, text: ' paperweight ' }, { id: 3, text: '   ' }];

describe('freeform timers', () => {
  it('starts once (the first call wins) with the page length and the server clock', async () => {
    const p = await activeParticipant(api.db, api.app);
    const first = await post(api.app, '/api/freeform-start', { headers: p.headers, payload: { questionIndex: 4 } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ startedAt: expect.any(Number), seconds: 300, serverNow: expect.any(Number) });
    expect(Math.abs(body.serverNow - body.startedAt)).toBeLessThan(5_000);
    await startedAgo(p.user.id, 4, 60);
    const second = (await post(api.app, '/api/freeform-start', { headers: p.headers, payload: { questionIndex: 4 } })).json();
    expect(second.startedAt).toBeLessThan(body.startedAt - 55_000);
    expect((await post(api.app, '/api/freeform-start', { headers: p.headers, payload: { questionIndex: 2 } })).json().seconds).toBe(180);
  });

  it('refuses pages that are not timed, inactive participants and visitors', async () => {
    const p = await activeParticipant(api.db, api.app);
    for (const questionIndex of [0, 8, 99, '2', null]) {
      expect((await post(api.app, '/api/freeform-start', { headers: p.headers, payload: { questionIndex } })).statusCode).toBe(400);
    }
    const inactive = await createUser(api.db);
    const headers = bearer(await login(api.app, inactive.email, inactive.password));
    expect((await post(api.app, '/api/freeform-start', { headers, payload: { questionIndex: 2 } })).statusCode).toBe(403);
    expect((await post(api.app, '/api/freeform-start', { payload: { questionIndex: 2 } })).statusCode).toBe(401);
  });

  it('saves ideas until the deadline plus grace, then keeps what it had', async () => {
    const p = await activeParticipant(api.db, api.app);
    const early = await post(api.app, '/api/freeform-ideas', { headers: p.headers, payload: { questionIndex: 2, ideas } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('TIMER_NOT_STARTED');
    await post(api.app, '/api/freeform-start', { headers: p.headers, payload: { questionIndex: 2 } });
    const saved = await post(api.app, '/api/freeform-ideas', { headers: p.headers, payload: { questionIndex: 2, ideas } });
    const kept = [{ id: 1, text: 'doorstop' }, { id: 2, text: 'paperweight' }];
    expect(saved.json()).toEqual({ saved: 2, closed: false, ideas: kept });
    await startedAgo(p.user.id, 2, 183);
    const inGrace = await post(api.app, '/api/freeform-ideas', { headers: p.headers, payload: { questionIndex: 2, ideas: [...ideas, { id: 4, text: 'step' }] } });
    const held = [...kept, { id: 4, text: 'step' }];
    expect(inGrace.json()).toEqual({ saved: 3, closed: false, ideas: held });
    await startedAgo(p.user.id, 2, 186);
    const late = await post(api.app, '/api/freeform-ideas', { headers: p.headers, payload: { questionIndex: 2, ideas: [{ id: 9, text: 'late' }] } });
    // Closed: nothing saved, and the reply says what the server holds so the client can adopt it.
    expect(late.json()).toEqual({ saved: 3, closed: true, ideas: held });
    const row = await api.db.selectFrom('freeform_timers').select('ideas').where('user_id', '=', p.user.id).where('question_index', '=', 2).executeTakeFirstOrThrow();
    expect(row.ideas.map((i) => i.text)).toEqual(['doorstop', 'paperweight', 'step']);
    for (const bad of [[{ id: 1 }], [{ text: 'x' }], 'doorstop', [{ id: 1, text: 'x'.repeat(201) }]]) {
      expect((await post(api.app, '/api/freeform-ideas', { headers: p.headers, payload: { questionIndex: 2, ideas: bad } })).statusCode).toBe(400);
    }
  });

  it('accepts only ideas saved in time with the answers (400 TIMER_EXPIRED, nothing written)', async () => {
    const p = await activeParticipant(api.db, api.app);
    const base = completeAnswers(await fetchQuestions(api.app, p.headers));
    await post(api.app, '/api/freeform-start', { headers: p.headers, payload: { questionIndex: 2 } });
    await post(api.app, '/api/freeform-ideas', { headers: p.headers, payload: { questionIndex: 2, ideas } });
    await startedAgo(p.user.id, 2, 400);

    const late = await post(api.app, '/api/answers', {
      headers: p.headers,
      payload: { ...base, textAnswers: { 2: [...ideas, { id: 5, text: 'typed after the end' }] }, reassess: false },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'TIMER_EXPIRED', field: 'textAnswers.2' });
    expect(await api.db.selectFrom('assessment_responses').select('id').where('user_id', '=', p.user.id).execute()).toHaveLength(0);

    const ok = await post(api.app, '/api/answers', { headers: p.headers, payload: { ...base, textAnswers: { 2: ideas }, reassess: false } });
    expect(ok.statusCode).toBe(200);
    const row = await api.db.selectFrom('assessment_responses').selectAll().where('user_id', '=', p.user.id).executeTakeFirstOrThrow();
    expect(row.text_answers).toEqual({ 2: [{ id: 1, text: 'doorstop' }, { id: 2, text: 'paperweight' }], 4: [] });
    expect(row.scores.freeform?.[0]).toMatchObject({ questionIndex: 2, ideas: 2 });
  });

  it('never leaves a participant stuck: a late save is refused, the reply holds the saved list, and submitting that list succeeds', async () => {
    const p = await activeParticipant(api.db, api.app);
    const base = completeAnswers(await fetchQuestions(api.app, p.headers));
    await post(api.app, '/api/freeform-start', { headers: p.headers, payload: { questionIndex: 2 } });
    await post(api.app, '/api/freeform-start', { headers: p.headers, payload: { questionIndex: 4 } });
    const early = [{ id: 10, text: 'doorstop' }];
    await post(api.app, '/api/freeform-ideas', { headers: p.headers, payload: { questionIndex: 2, ideas: early } });
    // The client's save of its second idea failed (network) before the deadline passed.
    await startedAgo(p.user.id, 2, 200);
    const local = [...early, { id: 11, text: 'bookend' }];
    const refused = await post(api.app, '/api/answers', { headers: p.headers, payload: { ...base, textAnswers: { 2: local }, reassess: false } });
    expect(refused.json().error).toBe('TIMER_EXPIRED');

    // What the client does before submitting: one save per timed page with ideas...
    const sync = await post(api.app, '/api/freeform-ideas', { headers: p.headers, payload: { questionIndex: 2, ideas: local } });
    expect(sync.statusCode).toBe(200);
    expect(sync.json()).toEqual({ saved: 1, closed: true, ideas: early });
    // ...a page still open saves as usual...
    const open = await post(api.app, '/api/freeform-ideas', { headers: p.headers, payload: { questionIndex: 4, ideas: [{ id: 20, text: 'meet the team' }] } });
    expect(open.json()).toEqual({ saved: 1, closed: false, ideas: [{ id: 20, text: 'meet the team' }] });
    // ...and it submits the lists the server holds.
    const ok = await post(api.app, '/api/answers', {
      headers: p.headers,
      payload: { ...base, textAnswers: { 2: sync.json().ideas, 4: open.json().ideas }, reassess: false },
    });
    expect(ok.statusCode).toBe(200);
    const row = await api.db.selectFrom('assessment_responses').select('text_answers').where('user_id', '=', p.user.id).executeTakeFirstOrThrow();
    expect(row.text_answers).toEqual({ 2: early, 4: [{ id: 20, text: 'meet the team' }] });
  });

  it("saves only the caller's own ideas: a participant naming another user still writes their own timer", async () => {
    const a = await activeParticipant(api.db, api.app);
    const b = await activeParticipant(api.db, api.app);
    await post(api.app, '/api/freeform-start', { headers: a.headers, payload: { questionIndex: 2 } });
    await post(api.app, '/api/freeform-start', { headers: b.headers, payload: { questionIndex: 2 } });
    const res = await post(api.app, '/api/freeform-ideas', {
      headers: { ...a.headers, UserEmail: b.email },
      payload: { questionIndex: 2, ideas: [{ id: 1, text: 'mine' }], user_email: b.email },
    });
    expect(res.statusCode).toBe(200);
    const rows = await api.db.selectFrom('freeform_timers').select(['user_id', 'ideas']).where('user_id', 'in', [a.user.id, b.user.id]).execute();
    expect(rows.find((r) => r.user_id === a.user.id)?.ideas).toEqual([{ id: 1, text: 'mine' }]);
    expect(rows.find((r) => r.user_id === b.user.id)?.ideas).toEqual([]);
  });

  it('takes the ideas of a page whose countdown never started, as SPEC.md\'s /api/answers alone sends them', async () => {
    const p = await activeParticipant(api.db, api.app);
    const base = completeAnswers(await fetchQuestions(api.app, p.headers));
    const res = await post(api.app, '/api/answers', {
      headers: p.headers,
      payload: { ...base, textAnswers: { 2: [{ id: 1, text: 'doorstop' }], 4: [{ id: 2, text: 'meet the team' }] }, reassess: false },
    });
    expect(res.statusCode).toBe(200);
    const row = await api.db.selectFrom('assessment_responses').selectAll().where('user_id', '=', p.user.id).executeTakeFirstOrThrow();
    expect(row.text_answers).toEqual({ 2: [{ id: 1, text: 'doorstop' }], 4: [{ id: 2, text: 'meet the team' }] });
  });
});
