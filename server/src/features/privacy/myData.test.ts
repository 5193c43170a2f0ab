import { sql } from 'kysely';
import { translate } from 'shared-api/texts';
import type { MyDataExport } from 'shared-api/contract';
import { hashToken } from '../auth';
import { createLoggedInUser, createUser, post, setupApiTest, type LoggedInUser } from '../../test/helpers';
import { pdfText } from '../../test/pdfText';
import { COPIES_LEFT_OUT, EXPORT_SECTIONS, NOT_EXPORTED } from './exportMyData';
import { PERSONAL_DATA, type Erasure } from './personalData';

// The person's own copy (issue 26): everything held about them, their credentials never.
const api = setupApiTest({ admin: true });
let ana: LoggedInUser;
const DELETION_TOKEN = 'deletion-token-never-exported';

/** Ana has a row in every table that holds something about a person. */
beforeAll(async () => {
  const { db } = api;
  const team = await db.insertInto('teams').values({ name: 'Acme' }).returning('id').executeTakeFirstOrThrow();
  const cohort = await db.insertInto('cohorts').values({ team_id: team.id, name: 'Spring' }).returning('id').executeTakeFirstOrThrow();
  const cls = await db.insertInto('classes').values({ team_id: team.id, name: 'Design Sprint' }).returning('id').executeTakeFirstOrThrow();
  ana = await createLoggedInUser(db, api.app, { teamId: team.id, name: 'Ana L.', language: 'SPA' });
  const id = ana.user.id;
  await db.updateTable('users').set({ cohort_id: cohort.id, class_id: cls.id }).where('id', '=', id).execute();
  await db.insertInto('team_leaders').values({ user_id: id, team_id: team.id }).execute();
  await db
    .insertInto('assessment_responses')
    .values({
      user_id: id, kind: 'assessment', version: 'v3', answers: JSON.stringify({ 0: { 1: 6 } }), text_answers: JSON.stringify({ 2: [{ id: 1, text: 'Ask the customers' }] }),
      demographics: JSON.stringify({ role: 'Engineer' }), scores: JSON.stringify({ version: 'v3', scores: { ideation: 71 }, strongest: 'ideation', growth: [] }), item_scores: sql<(number | null)[]>`'{50,NULL}'::double precision[]`,
    })
    .execute();
  await db.insertInto('questionnaire_responses').values({ user_id: id, questionnaire: 'knowledge', round: 'post', version: 'v1', answers: JSON.stringify({ 1: 2 }), score: JSON.stringify({ score: 1, max: 2, correct: [1] }) }).execute();
  await db.insertInto('freeform_timers').values({ user_id: id, question_index: 4, ideas: JSON.stringify([{ id: 1, text: 'A bike library' }]) }).execute();
  await db.insertInto('certificates').values({ user_id: id, cert_date: '2026-11-20' }).execute();
  await db.insertInto('payments').values({ user_id: id, class_id: cls.id, provider: 'test', session_id: 'cs_secret_ref', payment_intent: 'pi_secret_ref', amount_minor: 2500, currency: 'usd', status: 'paid', paid_at: new Date() }).execute();
  await db.insertInto('user_mfa').values({ user_id: id, secret: 'MFASECRETBASE32', enabled_at: new Date() }).execute();
  await db.insertInto('user_identities').values({ user_id: id, issuer: 'https://idp.acme.example', subject: 'ana-at-idp' }).execute();
  await db.insertInto('sso_pending_links').values({ user_id: id, issuer: 'https://idp.acme.example', subject: 'ana-pending', browser_hash: 'browser-hash-secret', expires_at: new Date(Date.now() + 60_000) }).execute();
  await db.insertInto('deletion_requests').values({ user_id: id, token_hash: hashToken(DELETION_TOKEN), expires_at: new Date(Date.now() + 60_000) }).execute();
  // An admin reads her answers: the audit log records it, and her copy says so.
  expect((await post(api.app, '/api/responses', { headers: { ...api.admin.headers, UserID: String(id) } })).statusCode).toBe(200);
  // Copies of her data outside her rows: a reset email waiting in the outbox (its link a
  // credential), a failed login, and an admin's edit of her account (her full name).
  expect((await post(api.app, '/api/reset-request', { payload: { email: ana.email } })).statusCode).toBe(200);
  expect((await post(api.app, '/api/login', { payload: { email: ana.email.toUpperCase(), password: 'not-her-password' } })).statusCode).toBe(401);
  const edit = { UserID: String(id), UserName: 'Ana Lima', UserEmail: ana.email };
  expect((await post(api.app, '/api/edit-user', { headers: { ...api.admin.headers, ...edit } })).statusCode).toBe(200);
}, 60_000);

/** The single-use token of the reset link in Ana's email, as only its send may use it. */
const resetToken = async () => {
  const job = await api.db.selectFrom('email_jobs').select('secrets').where('to_address', '=', ana.email).executeTakeFirstOrThrow();
  return decodeURIComponent(/reset\?c=(\S+)/.exec(job.secrets?.link ?? '')?.[1] ?? '');
};

const myData = async (user: LoggedInUser) => {
  const res = await post(api.app, '/api/my-data', { headers: user.headers });
  expect(res.statusCode).toBe(200);
  return { res, data: res.json() as MyDataExport };
};

describe('/api/my-data', () => {
  it('is a JSON attachment of the caller’s account, answers, ideas, certificates, payments, sessions and sign-in methods', async () => {
    const { res, data } = await myData(ana);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Date.now() - Date.parse(data.generatedAt)).toBeLessThan(60_000);
    expect(data.account).toMatchObject({
      id: ana.user.id, name: 'Ana Lima', email: ana.email, language: 'SPA', team: { name: 'Acme' }, cohort: { name: 'Spring' }, class: { name: 'Design Sprint' },
      status: 'registered', flags: { admin: false, first_login: false }, teams_led: [{ name: 'Acme' }],
    });
    expect(data.assessmentResponses).toEqual([expect.objectContaining({ kind: 'assessment', version: 'v3', answers: { 0: { 1: 6 } }, item_scores: [50, null] })]);
    expect(data.questionnaireResponses).toEqual([expect.objectContaining({ questionnaire: 'knowledge', round: 'post', score: { score: 1, max: 2, correct: [1] } })]);
    expect(data.timedIdeas).toEqual([expect.objectContaining({ question_index: 4, ideas: [{ id: 1, text: 'A bike library' }] })]);
    expect(data.certificates).toEqual([expect.objectContaining({ cert_date: '2026-11-20' })]);
    expect(data.payments).toEqual([expect.objectContaining({ class: 'Design Sprint', amount_minor: 2500, currency: 'usd', status: 'paid', refunded_at: null })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.secondFactor).toEqual({ enabled: true, enabled_at: expect.any(String) });
    expect(data.ssoIdentities).toEqual([expect.objectContaining({ issuer: 'https://idp.acme.example', subject: 'ana-at-idp' })]);
    expect(data.ssoPendingLinks).toEqual([expect.objectContaining({ subject: 'ana-pending' })]);
    expect(data.deletionRequest).toEqual({ requested_at: expect.any(String), expires_at: expect.any(String), confirmed_at: null });
  });

  it('names the admins and team leaders who viewed or downloaded the caller’s data, and when', async () => {
    const { data } = await myData(ana);
    expect(data.readsByOthers).toEqual([{ at: expect.any(String), action: 'responsesViewed', actor_email: api.admin.email, actor_role: 'admin' }]);
    // Her own reads and others' changes are not reads by others.
    await post(api.app, '/api/responses', { headers: { ...ana.headers, UserID: String(ana.user.id) } });
    expect((await myData(ana)).data.readsByOthers).toHaveLength(1);
  });

  it('holds the emails to the caller, the failed logins with their email and the changes admins made to their account', async () => {
    const { data } = await myData(ana);
    expect(data.emails).toEqual([
      { to_address: ana.email, subject: translate('SPA', 'email.reset.subject'), body: expect.any(String), status: 'queued', created_at: expect.any(String), sent_at: null, last_error: null },
    ]);
    expect(data.signInAttempts).toEqual([
      { kind: 'reset', email: ana.email, address: null, created_at: expect.any(String) },
      { kind: 'login', email: ana.email, address: expect.any(String), created_at: expect.any(String) },
    ]);
    expect(data.recordedChanges).toEqual([{
      at: expect.any(String), action: 'userEdited', actor_email: api.admin.email, actor_role: 'admin',
      target: [{ kind: 'user', id: ana.user.id, email: ana.email }], facts: [{ fact: 'name', value: 'Ana Lima' }],
    }]);
  });

  it('shows a reset email without its single-use link', async () => {
    const { res, data } = await myData(ana);
    const token = await resetToken();
    expect(token).not.toBe('');
    expect(res.body).not.toContain(token);
    expect(data.emails[0].body).toContain(translate('SPA', 'outbox.linkHidden'));
  });

  it('holds no password, token, code or secret, and no payment provider reference', async () => {
    const { res } = await myData(ana);
    const stored = await api.db.selectFrom('users').select('password_hash').where('id', '=', ana.user.id).executeTakeFirstOrThrow();
    const secrets = [stored.password_hash, hashToken(ana.token), ana.token, hashToken(DELETION_TOKEN), 'MFASECRETBASE32', 'browser-hash-secret', 'cs_secret_ref', 'pi_secret_ref', await resetToken()];
    for (const secret of secrets) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('covers every column PERSONAL_DATA says goes with the person or copies their data, but the credentials and the copies left out', async () => {
    const { data } = await myData(ana);
    // What is kept for the accounts (payment provider references) and what expires within minutes stays out by design.
    const exported: Erasure[] = ['with the person', 'erased as a copy'];
    const uncovered: string[] = [];
    for (const [table, columns] of Object.entries(PERSONAL_DATA)) {
      for (const [column, erasure] of Object.entries(columns)) {
        const name = `${table}.${column}`;
        if (!exported.includes(erasure) || NOT_EXPORTED.includes(name) || COPIES_LEFT_OUT.includes(name)) continue;
        const section = EXPORT_SECTIONS[table as keyof typeof EXPORT_SECTIONS];
        const value = section && data[section];
        const rows = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
        // A new personal column fails here: export it (EXPORT_SECTIONS), say it is a credential
        // (NOT_EXPORTED), or, for a copy, why the person's copy leaves it out (COPIES_LEFT_OUT).
        if (!section || rows.length === 0 || !rows.every((row) => row && column in row)) uncovered.push(name);
      }
    }
    expect(uncovered).toEqual([]);
    const listed = Object.entries(PERSONAL_DATA).flatMap(([table, columns]) => Object.keys(columns).map((column) => `${table}.${column}`));
    expect(NOT_EXPORTED.filter((column) => !listed.includes(column))).toEqual([]);
    const copies = listed.filter((name) => {
      const [table, column] = name.split('.');
      return PERSONAL_DATA[table][column] === 'erased as a copy';
    });
    expect(COPIES_LEFT_OUT.filter((column) => !copies.includes(column))).toEqual([]);
  });

  it('holds only the caller’s own data', async () => {
    const other = await createLoggedInUser(api.db, api.app, { name: 'Ben Other' });
    const { data } = await myData(other);
    expect(data.account.name).toBe('Ben Other');
    expect([data.assessmentResponses, data.payments, data.readsByOthers, data.ssoIdentities, data.emails, data.signInAttempts, data.recordedChanges]).toEqual([[], [], [], [], [], [], []]);
    expect(data.deletionRequest).toBeNull();
  });

  it('finds the caller by their address in any case, and leaves out the others a record names beside them', async () => {
    const ben = await createUser(api.db, { name: 'Ben Beside' });
    const admin = { actor_id: api.admin.user.id, actor_email: api.admin.email, actor_role: 'admin' as const };
    await api.db.insertInto('email_jobs').values({ to_address: ana.email.toUpperCase(), subject: 'Your class', body: 'See you there' }).execute();
    await api.db
      .insertInto('audit_log')
      .values([
        { ...admin, action: 'emailRetried', target: JSON.stringify([{ kind: 'email', id: 1, to: ana.email.toUpperCase() }]), facts: JSON.stringify([{ fact: 'subject', value: 'Your class' }]) },
        {
          ...admin, action: 'resultsOpenedForUsers',
          target: JSON.stringify([{ kind: 'class', id: 7 }, { kind: 'user', id: ben.user.id, email: ben.email }, { kind: 'userId', id: ana.user.id }]), facts: JSON.stringify([{ fact: 'users', value: 2 }]),
        },
      ])
      .execute();
    const { res, data } = await myData(ana);
    expect(data.emails.map((email) => email.subject)).toContain('Your class');
    expect(data.recordedChanges.slice(-2)).toEqual([
      expect.objectContaining({ action: 'emailRetried', target: [{ kind: 'email', id: 1, to: ana.email.toUpperCase() }] }),
      expect.objectContaining({ action: 'resultsOpenedForUsers', target: [{ kind: 'class', id: 7 }, { kind: 'userId', id: ana.user.id }], facts: [{ fact: 'users', value: 2 }] }),
    ]);
    expect(res.body).not.toContain(ben.email);
  });

  it('is refused without a session', async () => {
    for (const url of ['/api/my-data', '/api/my-data-pdf']) expect((await post(api.app, url)).statusCode).toBe(401);
  });
});

describe('/api/my-data-pdf', () => {
  it('is a PDF attachment of the same data in the caller’s language', async () => {
    const res = await post(api.app, '/api/my-data-pdf', { headers: ana.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      translate('SPA', 'myData.title'), 'Ana Lima', ana.email, translate('SPA', 'myData.section.readsByOthers'), translate('SPA', 'audit.action.responsesViewed'),
      translate('SPA', 'myData.section.emails'), translate('SPA', 'email.reset.subject'), translate('SPA', 'myData.attempt.login'),
      translate('SPA', 'myData.section.recordedChanges'), translate('SPA', 'audit.action.userEdited'),
      'A bike library', 'Ask the customers', 'Design Sprint', 'https://idp.acme.example', translate('SPA', 'questionnaires.knowledge.title'),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('MFASECRETBASE32');
    expect(text).not.toContain(await resetToken());
    expect(text).not.toContain('NaN');
  });

  it('says "none" of each kind of data a caller has none of', async () => {
    const other = await createLoggedInUser(api.db, api.app, { name: 'Kim Empty', language: 'KOR' });
    const res = await post(api.app, '/api/my-data-pdf', { headers: other.headers });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(translate('KOR', 'myData.section.payments'));
    expect(text).toContain(translate('KOR', 'myData.none'));
  });
});
