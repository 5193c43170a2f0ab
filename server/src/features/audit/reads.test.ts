import { sql } from 'kysely';
import { AUDIT_READS, DOWNLOADS, type AuditRecord, type PortalDataResponse } from 'shared-api/contract';
import { completeAnswers } from '../../test/answers';
import { createLoggedInUser, post, setupApiTest, uniqueEmail, type LoggedInUser } from '../../test/helpers';
import { activeParticipant, fetchQuestions } from '../../test/participants';

/**
 * Reads on the audit log: an admin or a team leader viewing or downloading another person's
 * results, responses or certificate leaves one record naming them; a person reading their own
 * data leaves none; a read the log cannot record is refused, not served.
 */
const api = setupApiTest();

let teamId: number;
let leader: LoggedInUser;
let mia: LoggedInUser;
beforeAll(async () => {
  teamId = (await api.db.insertInto('teams').values({ name: 'Read Team' }).returning('id').executeTakeFirstOrThrow()).id;
  leader = await createLoggedInUser(api.db, api.app, { teamId, email: uniqueEmail('reader-leader') });
  await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
  mia = await activeParticipant(api.db, api.app, { teamId, name: 'Mia', email: uniqueEmail('read-mia') });
  const answered = await post(api.app, '/api/answers', { headers: mia.headers, payload: { ...completeAnswers(await fetchQuestions(api.app, mia.headers), 4), reassess: false } });
  expect(answered.statusCode).toBe(200);
  await api.db.updateTable('users').set({ results_active: true }).where('id', '=', mia.user.id).execute();
  const issued = await post(api.app, '/api/issue-certs-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', CertDatetime: '2026-06-15' } });
  expect(issued.statusCode).toBe(200);
});

const lastId = async () => (await api.db.selectFrom('audit_log').select(sql<number>`coalesce(max(id), 0)`.as('id')).executeTakeFirstOrThrow()).id;

/** The records written while `read` ran, through the audit log's own API, as an admin reads them. */
async function recordedBy(read: () => Promise<{ statusCode: number }>, status = 200): Promise<AuditRecord[]> {
  const before = await lastId();
  expect((await read()).statusCode).toBe(status);
  const res = await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, Limit: '200' } });
  return (res.json().records as AuditRecord[]).filter((r) => r.id > before);
}

const miaRef = () => [{ kind: 'user', id: mia.user.id, email: mia.email }];
const teamRef = () => [{ kind: 'team', id: teamId }];
const asLeader = (action: string, target: unknown) => ({ action, actorEmail: leader.email, actorRole: 'leader', teamId, target, facts: [] });
const asAdmin = (action: string, target: unknown) => ({ action, actorEmail: api.admin.email, actorRole: 'admin', teamId, target, facts: [] });
const results = (headers: Record<string, string>, userId?: number) =>
  post(api.app, '/api/individual-results', { headers: { ...headers, ...(userId ? { UserID: String(userId) } : {}) } });
const download = (url: string, headers: Record<string, string>, scope: Record<string, string>) => post(api.app, url, { headers: { ...headers, ...scope } });
const open = (link: string) => api.app.inject({ method: 'GET', url: link });
const pdfLink = async (headers: Record<string, string>, userId?: number) => {
  const { pdfToken } = (await results(headers, userId)).json();
  return `/api/individual-results-pdf?token=${encodeURIComponent(pdfToken)}`;
};
const certLink = async (headers: Record<string, string>, email?: string) =>
  ((await post(api.app, '/api/portal-data', { headers: { ...headers, ...(email ? { UserEmail: email } : {}) } })).json() as PortalDataResponse).certLink;

describe('a leader reading a participant of their team', () => {
  it('leaves one record per read, naming the participant: results, responses, their TSV', async () => {
    expect(await recordedBy(() => results(leader.headers, mia.user.id))).toEqual([expect.objectContaining(asLeader('resultsViewed', miaRef()))]);
    const viewed = await recordedBy(() => post(api.app, '/api/responses', { headers: { ...leader.headers, UserID: String(mia.user.id) } }));
    expect(viewed).toEqual([expect.objectContaining(asLeader('responsesViewed', miaRef()))]);
    const tsv = await recordedBy(() => download(DOWNLOADS.responses.path, leader.headers, { UserID: String(mia.user.id) }));
    expect(tsv).toEqual([expect.objectContaining(asLeader('responsesDownloaded', miaRef()))]);
  });

  it("records a team's downloads by the team", async () => {
    const responses = await recordedBy(() => download(DOWNLOADS.responses.path, leader.headers, { TeamID: String(teamId) }));
    expect(responses).toEqual([expect.objectContaining(asLeader('responsesDownloaded', teamRef()))]);
    const resultsTsv = await recordedBy(() => download(DOWNLOADS.results.path, leader.headers, { TeamID: String(teamId) }));
    expect(resultsTsv).toEqual([expect.objectContaining(asLeader('resultsDownloaded', teamRef()))]);
  });

  it('records nothing for a read that was refused', async () => {
    const other = await createLoggedInUser(api.db, api.app, { email: uniqueEmail('read-other') });
    expect(await recordedBy(() => post(api.app, '/api/responses', { headers: { ...leader.headers, UserID: String(other.user.id) } }), 403)).toEqual([]);
    expect(await recordedBy(() => download(DOWNLOADS.results.path, leader.headers, { TeamID: '1' }), 403)).toEqual([]);
  });
});

describe('an admin opening PDFs of someone else', () => {
  it('records the results PDF as read by the account whose session asked for the link', async () => {
    const link = await pdfLink(api.admin.headers, mia.user.id);
    expect(await recordedBy(() => open(link))).toEqual([expect.objectContaining(asAdmin('resultsPdfViewed', miaRef()))]);
  });

  it("records a certificate downloaded from the holder's portal link", async () => {
    const link = await certLink(api.admin.headers, mia.email);
    expect(link).not.toBe('');
    expect(await recordedBy(() => open(link))).toEqual([expect.objectContaining(asAdmin('certificateDownloaded', miaRef()))]);
  });
});

describe('a participant reading their own data', () => {
  it('leaves no record: results, their PDF, responses, the TSV, the certificate', async () => {
    expect(await recordedBy(() => results(mia.headers))).toEqual([]);
    const pdf = await pdfLink(mia.headers);
    expect(await recordedBy(() => open(pdf))).toEqual([]);
    expect(await recordedBy(() => post(api.app, '/api/responses', { headers: { ...mia.headers, UserID: String(mia.user.id) } }))).toEqual([]);
    expect(await recordedBy(() => download(DOWNLOADS.responses.path, mia.headers, { UserID: String(mia.user.id) }))).toEqual([]);
    const cert = await certLink(mia.headers);
    expect(await recordedBy(() => open(cert))).toEqual([]);
  });
});

describe('a read the log cannot record', () => {
  // The log refuses reads for a moment, as a full disk or a lost connection would.
  const refuseReads = () => sql`alter table audit_log add constraint refuse_reads check (action not like '%Viewed' and action not like '%Downloaded') not valid`.execute(api.db);
  const allowReads = () => sql`alter table audit_log drop constraint refuse_reads`.execute(api.db);

  it('is refused, not served: no results, no PDF, no TSV', async () => {
    const pdf = await pdfLink(api.admin.headers, mia.user.id);
    await refuseReads();
    try {
      for (const res of [
        await results(leader.headers, mia.user.id),
        await open(pdf),
        await download(DOWNLOADS.responses.path, leader.headers, { TeamID: String(teamId) }),
      ]) {
        expect([res.statusCode, res.json().error]).toEqual([503, 'UNAVAILABLE']);
        expect(res.body).not.toContain('Mia');
      }
      // Their own results are no read of another's: served as ever.
      expect((await results(mia.headers)).json()).toMatchObject({ resultsReady: true });
    } finally {
      await allowReads();
    }
  });
});

describe('the audit log', () => {
  it('filters by kind: reads alone, changes alone', async () => {
    await results(leader.headers, mia.user.id);
    const page = async (Kind: string) => (await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, Kind, Limit: '200' } })).json().records as AuditRecord[];
    const reads = await page('read');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => (AUDIT_READS as readonly string[]).includes(r.action))).toBe(true);
    const changes = await page('change');
    expect(changes.map((r) => r.action)).toContain('certificatesIssued');
    expect(changes.some((r) => (AUDIT_READS as readonly string[]).includes(r.action))).toBe(false);
    const bad = await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, Kind: 'peek' } });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'VALIDATION']);
  });

  it('lists the reads in its TSV, in the reader language', async () => {
    await download(DOWNLOADS.results.path, leader.headers, { TeamID: String(teamId) });
    const res = await post(api.app, '/api/audit-log-tsv', { headers: { ...api.admin.headers, Kind: 'read', ActorEmail: leader.email } });
    const lines = res.body.replace(/^\ufeff/, '').trim().split(/\r?\n/).slice(1).map((line) => line.split('\t'));
    expect(lines[0].slice(1, 6)).toEqual([leader.email, 'Team leader', 'Results downloaded', String(teamId), `Team ${teamId}`]);
    expect(lines.map((cells) => cells[3])).toEqual(expect.arrayContaining(['Results viewed', 'Responses viewed', 'Responses downloaded']));
    expect(lines.find((cells) => cells[3] === 'Responses viewed')?.[5]).toBe(`User ${mia.user.id} (${mia.email})`);
    const korean = await createLoggedInUser(api.db, api.app, { admin: true, language: 'KOR' });
    const ko = await post(api.app, '/api/audit-log-tsv', { headers: { ...korean.headers, Kind: 'read', ActorEmail: leader.email } });
    expect(ko.body.split(/\r?\n/)[1].split('\t')[3]).toBe('결과 다운로드됨');
  });
});
