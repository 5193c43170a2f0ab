import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { findInDatabase } from '../../test/findInDatabase';
import { createLoggedInUser, createUser, post, setupApiTest, testApp, uniqueEmail } from '../../test/helpers';
import { enrolledParticipant, newClass } from '../../test/classFixtures';
import { runRetention } from './runRetention';

/**
 * Issue 26: a team's retention, the job that carries it out (and warns the admins a week before),
 * and anonymising a finished cohort. The job is run by hand with the day it runs on, except once,
 * by a restarted server's own loop.
 */
const api = setupApiTest();
const DAY = 86_400_000;
const day = (at: Date) => at.toISOString().slice(0, 10);
const plusDays = (days: number, from = new Date()) => new Date(from.getTime() + days * DAY);

async function newTeam(name = 'Retained') {
  return (await api.db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A participant who answered, with typed ideas and a typed demographics field, signed in. */
async function participant(db: Kysely<DB>, teamId: number, cohortId: number | null = null) {
  const person = await createLoggedInUser(db, api.app, { teamId, name: `Nemo ${uniqueEmail('n')}` });
  const idea = `A secret idea of #${person.user.id}.`;
  await db.updateTable('users').set({ cohort_id: cohortId }).where('id', '=', person.user.id).execute();
  await db.insertInto('assessment_responses').values({
    user_id: person.user.id, kind: 'assessment', version: 'v3',
    answers: JSON.stringify({ 0: { 0: 4, 1: 5 } }),
    text_answers: JSON.stringify({ 2: [{ id: 1, text: idea }] }),
    demographics: JSON.stringify({ role: `Captain of #${person.user.id}.`, age: '25_29' }),
    scores: JSON.stringify({ overall: 3.5 }),
  }).execute();
  await db.insertInto('freeform_timers').values({ user_id: person.user.id, question_index: 2, ideas: JSON.stringify([{ id: 1, text: idea }]) }).execute();
  await db.insertInto('questionnaire_responses').values({ user_id: person.user.id, questionnaire: 'self-efficacy', round: 'post', version: 'v1', answers: JSON.stringify({ 1: 60, 2: `I felt brave #${person.user.id}.` }) }).execute();
  return person;
}

/** Moves everything the team's people did `days` back in time. */
async function age(db: Kysely<DB>, teamId: number, days: number) {
  const ids = (await db.selectFrom('users').select('id').where('team_id', '=', teamId).execute()).map((u) => u.id);
  const back = (at: Date) => new Date(at.getTime() - days * DAY);
  for (const u of await db.selectFrom('users').select(['id', 'created_at']).where('id', 'in', ids).execute()) await db.updateTable('users').set({ created_at: back(u.created_at) }).where('id', '=', u.id).execute();
  await db.updateTable('sessions').set({ last_used_at: back(new Date()) }).where('user_id', 'in', ids).execute();
  await db.updateTable('assessment_responses').set({ submitted_at: back(new Date()) }).where('user_id', 'in', ids).execute();
  await db.updateTable('questionnaire_responses').set({ submitted_at: back(new Date()) }).where('user_id', 'in', ids).execute();
  await db.updateTable('freeform_timers').set({ updated_at: back(new Date()) }).where('user_id', 'in', ids).execute();
}

const setRetention = (teamId: number, values: Record<string, string>, headers = api.admin.headers) =>
  post(api.app, '/api/edit-retention', { headers: { ...headers, TeamID: String(teamId), ...values } });

describe('the setting and its preview', () => {
  it('is none by default, and says when a set retention will reach whom', async () => {
    const teamId = await newTeam();
    await participant(api.db, teamId);
    const none = await post(api.app, '/api/retention', { headers: { ...api.admin.headers, TeamID: String(teamId) } });
    expect(none.json()).toMatchObject({ retentionDays: null, retentionMode: 'erase', programmeEndsOn: null, dueOn: null, warningOn: null, participants: 1 });

    const end = day(plusDays(10));
    const res = await setRetention(teamId, { RetentionDays: '30', RetentionMode: 'anonymise', ProgrammeEndsOn: end });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: 'Retention saved.', retentionDays: 30, retentionMode: 'anonymise', programmeEndsOn: end, participants: 1 });
    expect(res.json().dueOn).toBe(day(plusDays(40)));
    expect(res.json().warningOn).toBe(day(plusDays(33)));

    const cleared = await setRetention(teamId, { RetentionDays: '', ProgrammeEndsOn: '' });
    expect(cleared.json()).toMatchObject({ retentionDays: null, retentionMode: 'erase', programmeEndsOn: null, dueOn: null });
  });

  it('refuses bad settings with the reason, other teams it cannot find, and everyone but admins', async () => {
    const teamId = await newTeam();
    for (const [field, value, message] of [
      ['RetentionDays', '0', 'Enter a number of days from 1 to 3650, or leave it empty.'],
      ['RetentionDays', '3651', 'Enter a number of days from 1 to 3650, or leave it empty.'],
      ['RetentionDays', 'ten', 'Enter a number of days from 1 to 3650, or leave it empty.'],
      ['RetentionMode', 'burn', 'Please choose a valid option.'],
      ['ProgrammeEndsOn', '2026-02-30', 'Enter a date up to 2100-12-31 (YYYY-MM-DD).'],
      ['ProgrammeEndsOn', '2101-01-01', 'Enter a date up to 2100-12-31 (YYYY-MM-DD).'],
    ]) {
      const res = await setRetention(teamId, { [field]: value });
      expect([field, value, res.statusCode, res.json().error, res.json().message]).toEqual([field, value, 400, 'VALIDATION', message]);
    }
    expect((await setRetention(999_999, { RetentionDays: '5' })).statusCode).toBe(404);
    const leader = await createLoggedInUser(api.db, api.app, { teamId });
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
    expect((await setRetention(teamId, { RetentionDays: '5' }, leader.headers)).statusCode).toBe(403);
    expect((await post(api.app, '/api/anonymise-cohort', { headers: { ...leader.headers, TeamID: String(teamId), CohortId: '-1' } })).statusCode).toBe(403);
    expect((await post(api.app, '/api/retention', { headers: { TeamID: String(teamId) } })).statusCode).toBe(401);
  });
});

describe('the retention job', () => {
  it('warns every admin once a week before, again for a new due day, and then erases the participants everywhere', async () => {
    const teamId = await newTeam('Erased at the end');
    const people = [await participant(api.db, teamId), await participant(api.db, teamId)];
    const leader = await createUser(api.db, { teamId });
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
    const { dueOn } = (await setRetention(teamId, { RetentionDays: '30' })).json();
    const warnings = () => api.db.selectFrom('email_jobs').select(['to_address', 'subject', 'body']).where('subject', 'like', '%Erased at the end%').execute();

    await runRetention({ db: api.db, config: api.config, now: plusDays(20) });
    expect(await warnings()).toEqual([]);
    await runRetention({ db: api.db, config: api.config, now: plusDays(24) });
    await runRetention({ db: api.db, config: api.config, now: plusDays(25) });
    const sent = await warnings();
    expect(sent.map((w) => w.to_address)).toContain(api.admin.email);
    expect(sent.filter((w) => w.to_address === api.admin.email)).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^Participants of Erased at the end will be erased on /);
    expect(sent[0].body).toContain('its 2 participants will be erased');
    expect(sent[0].body).toContain(`http://portal.test/team?teamId=${teamId}`);

    // A longer retention is a new due day: warned of again when it comes near.
    await setRetention(teamId, { RetentionDays: '40' });
    await runRetention({ db: api.db, config: api.config, now: plusDays(33) });
    expect((await warnings()).filter((w) => w.to_address === api.admin.email)).toHaveLength(2);

    expect(dueOn).toBe(day(plusDays(30)));
    const done = await runRetention({ db: api.db, config: api.config, now: plusDays(41) });
    expect(done.erased).toBe(2);
    for (const person of people) {
      expect(await findInDatabase(api.db, person.email)).toEqual([]);
      expect(await findInDatabase(api.db, person.user.name)).toEqual([]);
    }
    expect(await api.db.selectFrom('users').select('id').where('id', '=', leader.user.id).executeTakeFirst()).toBeDefined();
    const record = await api.db.selectFrom('audit_log').selectAll().where('action', '=', 'retentionApplied').where('team_id', '=', teamId).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ actor_id: null, actor_email: null, actor_role: 'system', facts: expect.arrayContaining([{ fact: 'users', value: 2 }]) });
    expect((await runRetention({ db: api.db, config: api.config, now: plusDays(42) })).erased).toBe(0);
  });

  it('gives a week\'s notice of a retention saved already past, then anonymises as the team says: scores and chosen answers stay, nothing typed, no login', async () => {
    const teamId = await newTeam();
    const person = await participant(api.db, teamId);
    await setRetention(teamId, { RetentionDays: '1', RetentionMode: 'anonymise', ProgrammeEndsOn: day(plusDays(-400)) });
    await age(api.db, teamId, 10);
    const preview = (await post(api.app, '/api/retention', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json();
    expect([preview.warningOn, preview.dueOn]).toEqual([day(new Date()), day(plusDays(7))]);
    expect(await runRetention({ db: api.db, config: api.config })).toMatchObject({ anonymised: 0, warned: expect.any(Number) });
    expect((await runRetention({ db: api.db, config: api.config, now: plusDays(6) })).anonymised).toBe(0);
    expect((await runRetention({ db: api.db, config: api.config, now: plusDays(7) })).anonymised).toBe(1);

    const user = await api.db.selectFrom('users').selectAll().where('id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: '', email: `anonymised-${person.user.id}@anonymous.invalid`, anonymised_at: expect.any(Date) });
    const response = await api.db.selectFrom('assessment_responses').selectAll().where('user_id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(response).toMatchObject({ answers: { 0: { 0: 4, 1: 5 } }, text_answers: {}, demographics: { age: '25_29' }, scores: { overall: 3.5 } });
    const survey = await api.db.selectFrom('questionnaire_responses').select('answers').where('user_id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(survey.answers).toEqual({ 1: 60 });
    const id = person.user.id;
    for (const typed of [`A secret idea of #${id}.`, `Captain of #${id}.`, `I felt brave #${id}.`, person.email]) expect([typed, await findInDatabase(api.db, typed)]).toEqual([typed, []]);
    expect((await post(api.app, '/api/me', { headers: person.headers })).statusCode).toBe(401);
    // Nobody gives it a way back in.
    const edits = [
      await post(api.app, '/api/edit-user', { headers: { ...api.admin.headers, UserID: String(id), UserName: 'Back Again', UserEmail: 'back@example.org' } }),
      await post(api.app, '/api/edit-user-password', { headers: { ...api.admin.headers, UserID: String(id), UserPassword: 'Another-pass-123' } }),
    ];
    expect(edits.map((res) => [res.statusCode, res.json().error])).toEqual([[403, 'FORBIDDEN'], [403, 'FORBIDDEN']]);
  });

  it('is carried out by a restarted server on its own: nothing it needs is kept in memory', async () => {
    const teamId = await newTeam();
    const person = await participant(api.db, teamId);
    await setRetention(teamId, { RetentionDays: '5' });
    await age(api.db, teamId, 6);
    // The admins were warned a week ago, by a process that has gone since.
    await runRetention({ db: api.db, config: api.config, now: plusDays(-7) });
    const restarted = await testApp({ db: api.db, env: { RETENTION_POLL_MS: '50' } });
    try {
      const deadline = Date.now() + 10_000;
      while ((await api.db.selectFrom('users').select('id').where('id', '=', person.user.id).executeTakeFirst()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await findInDatabase(api.db, person.email)).toEqual([]);
    } finally {
      await restarted.app.close();
    }
  });

  it('erases the accounts whose owners confirmed their erasure 30 days ago, and keeps sent emails 90 days', async () => {
    const teamId = await newTeam();
    const [asked, recent] = [await participant(api.db, teamId), await participant(api.db, teamId)];
    for (const [person, daysAgo] of [[asked, 31], [recent, 5]] as const) {
      await api.db.insertInto('deletion_requests').values({ user_id: person.user.id, token_hash: `hash-${person.user.id}`, expires_at: plusDays(1), confirmed_at: plusDays(-daysAgo) }).execute();
    }
    const old = await api.db.insertInto('email_jobs').values({ to_address: 'x@example.org', subject: 'Old', body: 'Old', language: 'ENG', status: 'sent', sent_at: plusDays(-91) }).returning('id').executeTakeFirstOrThrow();
    const young = await api.db.insertInto('email_jobs').values({ to_address: 'x@example.org', subject: 'Young', body: 'Young', language: 'ENG', status: 'sent', sent_at: plusDays(-89) }).returning('id').executeTakeFirstOrThrow();

    // Left to an admin: one made admin since they asked, one whose paid seat can still be refunded.
    const promoted = await participant(api.db, teamId);
    await api.db.updateTable('users').set({ admin: true }).where('id', '=', promoted.user.id).execute();
    const classId = await newClass(api.db, teamId, { price_minor: 2500, name: 'Future Class', starts_at: null });
    const payer = await enrolledParticipant(api.db, api.app, teamId, classId);
    await api.db.insertInto('payments').values({ user_id: payer.user.id, class_id: classId, provider: 'test', session_id: `cs_kept_${payer.user.id}`, amount_minor: 2500, currency: 'usd', status: 'paid' }).execute();
    for (const person of [promoted, payer]) {
      await api.db.insertInto('deletion_requests').values({ user_id: person.user.id, token_hash: `hash-${person.user.id}`, expires_at: plusDays(1), confirmed_at: plusDays(-40) }).execute();
    }
    // A link never confirmed goes once it has expired.
    const unconfirmed = await participant(api.db, teamId);
    await api.db.insertInto('deletion_requests').values({ user_id: unconfirmed.user.id, token_hash: `hash-${unconfirmed.user.id}`, requested_at: plusDays(-2), expires_at: plusDays(-1) }).execute();

    expect((await runRetention({ db: api.db, config: api.config })).requests).toBe(1);
    expect(await findInDatabase(api.db, asked.email)).toEqual([]);
    const kept = await api.db.selectFrom('users').select('id').where('id', 'in', [recent.user.id, promoted.user.id, payer.user.id, unconfirmed.user.id]).execute();
    expect(kept).toHaveLength(4);
    const requests = await api.db.selectFrom('deletion_requests').select('user_id').where('user_id', 'in', [promoted.user.id, payer.user.id, unconfirmed.user.id]).orderBy('user_id').execute();
    expect(requests.map((r) => r.user_id)).toEqual([promoted.user.id, payer.user.id]);
    const left = await api.db.selectFrom('email_jobs').select('id').where('id', 'in', [old.id, young.id]).execute();
    expect(left).toEqual([{ id: young.id }]);
  });
});

describe('POST /api/anonymise-cohort', () => {
  it('previews, then anonymises one cohort\'s participants only, recorded in the audit log', async () => {
    const teamId = await newTeam();
    const [spring, autumn] = await Promise.all(['Spring', 'Autumn'].map(async (name) => (await api.db.insertInto('cohorts').values({ team_id: teamId, name }).returning('id').executeTakeFirstOrThrow()).id));
    const finished = [await participant(api.db, teamId, spring), await participant(api.db, teamId, spring)];
    const other = await participant(api.db, teamId, autumn);
    // Asked to be erased: carried out as asked, not turned into an anonymisation.
    const leaving = await participant(api.db, teamId, spring);
    await api.db.insertInto('deletion_requests').values({ user_id: leaving.user.id, token_hash: `hash-${leaving.user.id}`, expires_at: plusDays(1), confirmed_at: new Date() }).execute();
    const headers = { ...api.admin.headers, TeamID: String(teamId), CohortId: String(spring) };

    expect((await post(api.app, '/api/edit-user', { headers: { ...api.admin.headers, UserID: String(finished[0].user.id), UserName: 'Renamed Once', UserEmail: finished[0].email } })).statusCode).toBe(200);
    const preview = await post(api.app, '/api/anonymise-cohort', { headers: { ...headers, Preview: 'true' } });
    expect(preview.json()).toEqual({ msg: '2 participants would be anonymised.', users: 2 });
    expect(await findInDatabase(api.db, finished[0].email)).not.toEqual([]);

    const res = await post(api.app, '/api/anonymise-cohort', { headers });
    expect(res.json()).toEqual({ msg: 'Anonymised 2 participants.', users: 2 });
    for (const person of finished) expect(await findInDatabase(api.db, person.email)).toEqual([]);
    expect(await findInDatabase(api.db, other.email)).toContain('users.email');
    const { users } = (await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json();
    expect(users.map((u: { id: number; anonymised: boolean }) => [u.id, u.anonymised])).toEqual([[finished[0].user.id, true], [finished[1].user.id, true], [other.user.id, false], [leaving.user.id, false]]);
    expect(await findInDatabase(api.db, leaving.email)).toContain('users.email');
    expect((await post(api.app, '/api/anonymise-cohort', { headers })).json()).toEqual({ msg: 'Anonymised 0 participants.', users: 0 });
    const record = await api.db.selectFrom('audit_log').selectAll().where('action', '=', 'usersAnonymised').where('team_id', '=', teamId).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ actor_id: api.admin.user.id, facts: [{ fact: 'users', value: 2 }] });
    const edit = await api.db.selectFrom('audit_log').select(['target', 'facts']).where('action', '=', 'userEdited').where('team_id', '=', teamId).executeTakeFirstOrThrow();
    expect(edit).toEqual({ target: [{ kind: 'anonymisedUser', id: finished[0].user.id }], facts: [] });
  });

  it('refuses a cohort of another team and bad input', async () => {
    const teamId = await newTeam();
    const elsewhere = (await api.db.insertInto('cohorts').values({ team_id: await newTeam(), name: 'Theirs' }).returning('id').executeTakeFirstOrThrow()).id;
    const res = await post(api.app, '/api/anonymise-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(elsewhere) } });
    expect([res.statusCode, res.json().error]).toEqual([404, 'NOT_FOUND']);
    const bad = await post(api.app, '/api/anonymise-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: 'spring' } });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'VALIDATION']);
  });
});
