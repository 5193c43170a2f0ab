import type { CertsResponse, IssueCertsResponse, PortalDataResponse } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import { createLoggedInUser, post, setupApiTest, uniqueEmail, type LoggedInUser } from '../../test/helpers';
import { pdfText } from '../../test/pdfText';
import { createPdfToken } from '../assessment';
import { hashToken } from '../auth/tokens';

const api = setupApiTest();

const newTeam = async (name = 'Cert Team') => (await api.db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
// Each its own name: a team's cohort names are unique.
let cohorts = 0;
const newCohort = async (teamId: number) =>
  (await api.db.insertInto('cohorts').values({ team_id: teamId, name: `Spring ${++cohorts}` }).returning('id').executeTakeFirstOrThrow()).id;

/** A member of the team, who finished the assessment unless `finished: false` (certificates of completion are theirs). */
async function member(teamId: number, values: { cohortId?: number | null; name?: string; language?: 'ENG' | 'SPA' | 'KOR' | 'BRPT'; admin?: boolean; finished?: boolean } = {}) {
  const user = await createLoggedInUser(api.db, api.app, { teamId, name: values.name, language: values.language, admin: values.admin, email: uniqueEmail('cert') });
  await api.db.updateTable('users').set({ cohort_id: values.cohortId ?? null, finished_assessment: values.finished ?? true }).where('id', '=', user.user.id).execute();
  return user;
}

const issue = (headers: Record<string, string>, teamId: number, cohortId: number | string, date: string) =>
  post(api.app, '/api/issue-certs-by-team-cohort', { headers: { ...headers, TeamID: String(teamId), CohortId: String(cohortId), CertDatetime: date } });
const list = (headers: Record<string, string>, teamId: number, cohortId: number | string) =>
  post(api.app, '/api/get-certs-by-team-cohort', { headers: { ...headers, TeamID: String(teamId), CohortId: String(cohortId) } });
const emailsTo = (to: string) => api.db.selectFrom('email_jobs').selectAll().where('to_address', '=', to).execute();
const portal = async (p: LoggedInUser) => (await post(api.app, '/api/portal-data', { headers: p.headers })).json() as PortalDataResponse;
const download = (link: string) => api.app.inject({ method: 'GET', url: link });

describe('POST /api/issue-certs-by-team-cohort', () => {
  it("certifies the cohort's participants (not admins, not other cohorts), each emailed in their language", async () => {
    const teamId = await newTeam();
    const cohort = await newCohort(teamId);
    const ana = await member(teamId, { cohortId: cohort, name: 'Ana', language: 'SPA' });
    const ben = await member(teamId, { cohortId: cohort, name: 'Ben' });
    const boss = await member(teamId, { cohortId: cohort, admin: true });
    const other = await member(teamId, { cohortId: await newCohort(teamId) });

    const res = await issue(api.admin.headers, teamId, cohort, '2026-06-15');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual<IssueCertsResponse>({ msg: '2 new certificates issued and emailed.', issued: 2, redated: 0, left_out: [] });

    const [mail] = await emailsTo(ana.email);
    expect(mail.subject).toBe('Su certificado de finalización');
    expect(mail.body).toContain('Hola, Ana:');
    expect(mail.body).toContain('15 de junio de 2026');
    expect(mail.body).toContain('http://portal.test/portal');
    expect((await emailsTo(ben.email))[0].body).toContain('June 15, 2026');
    expect(await emailsTo(boss.email)).toEqual([]);
    expect(await emailsTo(other.email)).toEqual([]);

    const certs = (await list(api.admin.headers, teamId, cohort)).json() as CertsResponse;
    expect(certs.certs.sort()).toEqual([ana.email, ben.email].sort());
    expect(certs.certificates.map((c) => [c.name, c.certDate])).toEqual([['Ana', '2026-06-15'], ['Ben', '2026-06-15']]);
    expect(certs.certificates[0]).toMatchObject({ userId: ana.user.id, email: ana.email });
    expect(Date.parse(certs.certificates[0].issuedAt)).not.toBeNaN();
  });

  it('never duplicates: issuing again sends nothing; a new date re-dates without emailing', async () => {
    const teamId = await newTeam();
    const p = await member(teamId);
    expect((await issue(api.admin.headers, teamId, -1, '2026-06-15')).json().issued).toBe(1);
    const again = await issue(api.admin.headers, teamId, -1, '2026-06-15');
    expect(again.json()).toEqual({ msg: 'Every participant in that team and cohort already has a certificate dated June 15, 2026.', issued: 0, redated: 0, left_out: [] });

    const newer = await member(teamId);
    const redated = await issue(api.admin.headers, teamId, -1, '2026-06-20');
    expect(redated.json()).toEqual({
      msg: '1 new certificate issued and emailed. 1 existing certificate is now dated June 20, 2026.',
      issued: 1,
      redated: 1,
      left_out: [],
    });
    expect(await emailsTo(p.email)).toHaveLength(1);
    expect(await emailsTo(newer.email)).toHaveLength(1);
    const rows = await api.db.selectFrom('certificates').selectAll().where('user_id', 'in', [p.user.id, newer.user.id]).execute();
    expect(rows).toHaveLength(2);
    expect((await list(api.admin.headers, teamId, -1)).json().certificates.map((c: { certDate: string }) => c.certDate)).toEqual([
      '2026-06-20',
      '2026-06-20',
    ]);
  });

  it('reaches every cohort, and users in none, with cohort -1', async () => {
    const teamId = await newTeam();
    const users = [await member(teamId), await member(teamId, { cohortId: await newCohort(teamId) }), await member(teamId, { cohortId: await newCohort(teamId) })];
    expect((await issue(api.admin.headers, teamId, -1, '2026-01-31')).json().issued).toBe(3);
    expect((await list(api.admin.headers, teamId, -1)).json().certs.sort()).toEqual(users.map((u) => u.email).sort());
  });

  it('certifies anonymous users too, but queues them no email: they have no mailbox', async () => {
    const teamId = await newTeam();
    const named = await member(teamId);
    const generated = await post(api.app, '/api/generate-anonymous', { headers: { ...api.admin.headers, TeamID: String(teamId), NumUsers: '2' } });
    const anonymous: string[] = generated.json().credentials.map((c: { email: string }) => c.email);
    expect(anonymous).toEqual([expect.stringMatching(/@anonymous\.invalid$/), expect.stringMatching(/@anonymous\.invalid$/)]);
    await api.db.updateTable('users').set({ finished_assessment: true }).where('email', 'in', anonymous).execute();

    expect((await issue(api.admin.headers, teamId, -1, '2026-02-01')).json().issued).toBe(3);
    expect((await list(api.admin.headers, teamId, -1)).json().certs.sort()).toEqual([named.email, ...anonymous].sort());
    expect(await emailsTo(named.email)).toHaveLength(1);
    for (const email of anonymous) expect(await emailsTo(email)).toEqual([]);
  });

  it('says so when the team and cohort have no participants', async () => {
    const teamId = await newTeam();
    const res = await issue(api.admin.headers, teamId, await newCohort(teamId), '2026-01-31');
    expect(res.json()).toEqual({ msg: 'There are no participants in that team and cohort.', issued: 0, redated: 0, left_out: [] });
  });

  it('answers in the caller’s language', async () => {
    const teamId = await newTeam();
    await member(teamId);
    const admin = await createLoggedInUser(api.db, api.app, { admin: true, language: 'KOR' });
    expect((await issue(admin.headers, teamId, -1, '2026-03-01')).json().msg).toBe('새 수료증 1건을 발급하고 이메일로 보냈습니다.');
  });

  it('takes the date of a full ISO date-time as written', async () => {
    const teamId = await newTeam();
    await member(teamId);
    expect((await issue(api.admin.headers, teamId, -1, '2026-05-01T23:30:00-05:00')).statusCode).toBe(200);
    expect((await list(api.admin.headers, teamId, -1)).json().certificates[0].certDate).toBe('2026-05-01');
  });

  it.each([
    ['no such day', '2026-02-30', 'Please enter a valid date (YYYY-MM-DD).'],
    ['no such month', '2026-13-01', 'Please enter a valid date (YYYY-MM-DD).'],
    ['not a date', 'next friday', 'Please enter a valid date (YYYY-MM-DD).'],
    ['digits left out', '2026-6-1', 'Please enter a valid date (YYYY-MM-DD).'],
    ['empty', '', 'Please enter a valid date (YYYY-MM-DD).'],
    ['too early', '1999-12-31', 'Please choose a date from the year 2000 up to one year from today.'],
    ['too late', `${new Date().getUTCFullYear() + 2}-01-01`, 'Please choose a date from the year 2000 up to one year from today.'],
  ])('refuses a bad date (%s) and issues nothing', async (_, date, message) => {
    const teamId = await newTeam();
    const p = await member(teamId);
    const res = await issue(api.admin.headers, teamId, -1, date);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', message, errors: { CertDatetime: message } });
    expect(await emailsTo(p.email)).toEqual([]);
  });

  it('refuses a missing date, an encoded NUL and a bad team or cohort', async () => {
    const teamId = await newTeam();
    const otherCohort = await newCohort(await newTeam());
    const missing = await post(api.app, '/api/issue-certs-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1' } });
    expect([missing.statusCode, Object.keys(missing.json().errors)]).toEqual([400, ['CertDatetime']]);
    expect((await issue(api.admin.headers, teamId, -1, '2026-01-01%00')).statusCode).toBe(400);
    expect((await issue(api.admin.headers, teamId, 'abc', '2026-01-01')).statusCode).toBe(400);
    expect((await issue(api.admin.headers, teamId, -2, '2026-01-01')).statusCode).toBe(400);
    expect((await issue(api.admin.headers, 999999, -1, '2026-01-01')).json()).toMatchObject({ error: 'NOT_FOUND', field: 'TeamID' });
    expect((await issue(api.admin.headers, teamId, otherCohort, '2026-01-01')).json()).toMatchObject({ error: 'NOT_FOUND', field: 'CohortId' });
    expect((await list(api.admin.headers, 999999, -1)).statusCode).toBe(404);
  });

  it('is for admins only: a leader of the team, a participant and anonymous callers are refused', async () => {
    const teamId = await newTeam();
    const leader = await member(teamId);
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
    const participant = await member(teamId);
    for (const call of [issue, (h: Record<string, string>, t: number, c: number) => list(h, t, c)]) {
      expect((await call(leader.headers, teamId, -1, '2026-01-01')).statusCode).toBe(403);
      expect((await call(participant.headers, teamId, -1, '2026-01-01')).statusCode).toBe(403);
      expect((await call({}, teamId, -1, '2026-01-01')).statusCode).toBe(401);
    }
    expect(await api.db.selectFrom('certificates').select('user_id').where('user_id', 'in', [leader.user.id, participant.user.id]).execute()).toEqual([]);
  });

  it('sends one email per participant when two admins issue at once', async () => {
    const teamId = await newTeam();
    const users = await Promise.all([1, 2, 3].map(() => member(teamId)));
    const results = await Promise.all([issue(api.admin.headers, teamId, -1, '2026-04-01'), issue(api.admin.headers, teamId, -1, '2026-04-01')]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.reduce((sum, r) => sum + r.json().issued, 0)).toBe(3);
    for (const u of users) expect(await emailsTo(u.email)).toHaveLength(1);
  });
});

describe('the holder’s certificate', () => {
  it('shows on the portal once issued, and downloads as a PDF in the holder’s language', async () => {
    const teamId = await newTeam();
    const p = await member(teamId, { name: '김민수', language: 'KOR' });
    expect(await portal(p)).toMatchObject({ hasCert: false, certLink: '' });
    await issue(api.admin.headers, teamId, -1, '2026-11-23');

    const { hasCert, certLink } = await portal(p);
    expect(hasCert).toBe(true);
    expect(certLink).toMatch(/^\/api\/certificate-pdf\?token=/);
    const res = await download(certLink);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="certificate.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const expected of ['수료증', '김민수', '혁신 역량 프로그램', '2026년 11월 23일']) expect(text).toContain(expected);
  });

  it.each([
    ['ENG', 'Grace Hopper', ['Certificate of Completion', 'Innovation Skills Programme', 'Awarded on November 23, 2026']],
    ['SPA', 'José Núñez', ['Certificado de finalización', 'Programa de Habilidades de Innovación', 'Otorgado el 23 de noviembre de 2026']],
    ['BRPT', 'João Conceição', ['Certificado de Conclusão', 'Programa de Habilidades de Inovação', 'Concedido em 23 de novembro de 2026']],
  ] as const)('is written in %s', async (language, name, texts) => {
    const teamId = await newTeam();
    const p = await member(teamId, { name, language });
    await issue(api.admin.headers, teamId, -1, '2026-11-23');
    const text = await pdfText((await download((await portal(p)).certLink)).rawPayload);
    for (const expected of [name, ...texts]) expect(text).toContain(expected);
    expect(text).toContain(translate(language, 'certificates.pdf.before'));
  });

  it("opens the holder's own certificate only, and not after logout", async () => {
    const teamId = await newTeam();
    const ana = await member(teamId, { name: 'Ana Holder' });
    const ben = await member(teamId, { name: 'Ben Holder' });
    await issue(api.admin.headers, teamId, -1, '2026-11-23');
    const anaLink = (await portal(ana)).certLink;
    const benLink = (await portal(ben)).certLink;
    expect(await pdfText((await download(benLink)).rawPayload)).not.toContain('Ana Holder');

    // A results link, a forged or a tampered token do not open a certificate.
    const resultsToken = await createPdfToken({ db: api.db, userId: ana.user.id, sessionHash: hashToken(ana.token) });
    expect((await download(`/api/certificate-pdf?token=${encodeURIComponent(resultsToken)}`)).statusCode).toBe(401);
    const [payload, signature] = decodeURIComponent(anaLink.split('token=')[1]).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...claims, userId: ben.user.id })).toString('base64url');
    expect((await download(`/api/certificate-pdf?token=${swapped}.${signature}`)).statusCode).toBe(401);
    expect((await download('/api/certificate-pdf?token=garbage')).statusCode).toBe(400);
    expect((await download('/api/certificate-pdf')).statusCode).toBe(400);

    // Someone without a certificate has no link, and a link made for them finds nothing.
    const none = await member(await newTeam());
    expect((await portal(none)).certLink).toBe('');
    const noneToken = await createPdfToken({ db: api.db, userId: none.user.id, sessionHash: hashToken(none.token), purpose: 'certificate' });
    expect((await download(`/api/certificate-pdf?token=${encodeURIComponent(noneToken)}`)).statusCode).toBe(404);

    expect((await download(anaLink)).statusCode).toBe(200);
    expect((await post(api.app, '/api/logout', { headers: ana.headers })).statusCode).toBe(200);
    const after = await download(anaLink);
    expect([after.statusCode, after.json().error]).toEqual([401, 'LINK_EXPIRED']);
  });

  it("gives an admin who looks at a holder's portal a link to that holder's certificate", async () => {
    const teamId = await newTeam();
    const p = await member(teamId, { name: 'Viewed Holder' });
    await issue(api.admin.headers, teamId, -1, '2026-11-23');
    const seen = (await post(api.app, '/api/portal-data', { headers: { ...api.admin.headers, UserEmail: p.email } })).json() as PortalDataResponse;
    expect(await pdfText((await download(seen.certLink)).rawPayload)).toContain('Viewed Holder');
  });
});

describe('certificates of completion go to those who completed (issue 37)', () => {
  it('leaves out who has not finished the assessment, names them, previews without doing, and certifies attendance when asked', async () => {
    const teamId = await newTeam();
    const cohort = await newCohort(teamId);
    const done = await member(teamId, { cohortId: cohort, name: 'Done Dora' });
    const stopped = await member(teamId, { cohortId: cohort, name: 'Stopped Sam', finished: false });

    const call = (extra: Record<string, string> = {}) =>
      post(api.app, '/api/issue-certs-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(cohort), CertDatetime: '2026-06-15', ...extra } });
    const left = [{ userId: stopped.user.id, name: 'Stopped Sam', reason: 'notFinished' }];
    // The confirmation's preview: who gets one, who is left out and why; nothing issued or sent.
    expect((await call({ Preview: 'true' })).json()).toEqual<IssueCertsResponse>({
      msg: 'As of now, this gives 1 certificate. 1 person has not finished the assessment and gets none.', issued: 1, redated: 0, left_out: left as IssueCertsResponse['left_out'],
    });
    expect((await list(api.admin.headers, teamId, cohort)).json().certs).toEqual([]);
    expect(await emailsTo(done.email)).toEqual([]);

    expect((await call()).json()).toMatchObject({ issued: 1, left_out: left });
    expect((await list(api.admin.headers, teamId, cohort)).json().certs).toEqual([done.email]);
    expect(await emailsTo(stopped.email)).toEqual([]);
    expect((await portal(stopped)).hasCert).toBe(false);

    expect((await call()).json()).toEqual<IssueCertsResponse>({
      msg: '1 person has not finished the assessment and gets none.',
      issued: 0,
      redated: 0,
      left_out: left as IssueCertsResponse['left_out'],
    });

    // A certificate of attendance, asked for: everyone.
    expect((await call({ Unfinished: 'true' })).json()).toMatchObject({ issued: 1, left_out: [] });
    expect((await portal(stopped)).hasCert).toBe(true);
    expect((await call({ Unfinished: 'maybe' })).statusCode).toBe(400);
    // A holder who has not finished is not left out of a new date: theirs is re-dated with the others'.
    const redated = await post(api.app, '/api/issue-certs-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(cohort), CertDatetime: '2026-06-20' } });
    expect(redated.json()).toMatchObject({ issued: 0, redated: 2, left_out: [] });
  });
});
