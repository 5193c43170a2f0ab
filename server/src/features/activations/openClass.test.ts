import { enrolledParticipant, newClass, newTeam } from '../../test/classFixtures';
import { post, setupApiTest } from '../../test/helpers';

const api = setupApiTest();

describe('Open Assessment and Open Results', () => {
  it('opens the assessment to every student of a free class, and to one who joins later', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId);
    const a = await enrolledParticipant(api.db, api.app, teamId, classId);
    const res = await post(api.app, '/api/class-open-assessment', { headers: { ...api.admin.headers, ClassID: String(classId) } });
    expect(res.json()).toEqual({ msg: 'Assessment opened for 1 student.' });
    expect((await post(api.app, '/api/assessment-active', { headers: a.headers })).json()).toMatchObject({ active: true });
    const late = await enrolledParticipant(api.db, api.app, teamId, classId);
    expect((await post(api.app, '/api/assessment-active', { headers: late.headers })).json()).toMatchObject({ active: true });
    expect((await post(api.app, '/api/get-class', { headers: { ...api.admin.headers, ClassID: String(classId) } })).json().status).toBe('assessment');
  });

  it('opens a priced class to every student (the unpaid still pay first), and results to every student', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId, { price_minor: 900 });
    const paid = await enrolledParticipant(api.db, api.app, teamId, classId);
    const unpaid = await enrolledParticipant(api.db, api.app, teamId, classId);
    await api.db
      .insertInto('payments')
      .values({ user_id: paid.user.id, class_id: classId, provider: 'test', session_id: `cs_open_${paid.user.id}`, amount_minor: 900, currency: 'usd', status: 'paid' })
      .execute();
    const opened = await post(api.app, '/api/class-open-assessment', { headers: { ...api.admin.headers, ClassID: String(classId) } });
    expect(opened.json()).toEqual({ msg: 'Assessment opened for 2 students.' });
    expect((await post(api.app, '/api/assessment-active', { headers: paid.headers })).json()).toMatchObject({ active: true, payForClass: false });
    expect((await post(api.app, '/api/assessment-active', { headers: unpaid.headers })).json()).toMatchObject({ active: true, payForClass: true });
    // ...but cannot take it before paying: checkout comes first, on the server too.
    expect((await post(api.app, '/api/questions', { headers: unpaid.headers })).json()).toMatchObject({ error: 'ASSESSMENT_NOT_ACTIVE' });
    expect((await post(api.app, '/api/questions', { headers: paid.headers })).statusCode).toBe(200);
    // The paid student finished the assessment; the unpaid one has not, and waits for results until they do.
    await api.db.updateTable('users').set({ finished_assessment: true }).where('id', '=', paid.user.id).execute();
    const results = await post(api.app, '/api/class-open-results', { headers: { ...api.admin.headers, ClassID: String(classId) } });
    expect(results.json()).toEqual({ msg: '1 of 2 has results; 1 has not finished and will be activated when they finish.' });
    await api.db.updateTable('users').set({ finished_assessment: true }).where('id', '=', unpaid.user.id).execute();
    expect((await post(api.app, '/api/class-open-results', { headers: { ...api.admin.headers, ClassID: String(classId) } })).json()).toEqual({ msg: 'Results opened for 2 students.' });
    expect((await post(api.app, '/api/class-open-results', { headers: { ...paid.headers, ClassID: String(classId) } })).statusCode).toBe(403);
    expect((await post(api.app, '/api/class-open-results', { headers: { ...api.admin.headers, ClassID: '999999' } })).statusCode).toBe(404);
  });
});
