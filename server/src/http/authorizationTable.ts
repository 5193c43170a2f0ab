import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { createPdfToken } from '../features/assessment/results/pdfToken';
import { hashToken } from '../features/auth/tokens';
import { createUser, uniqueEmail, type LoggedInUser } from '../test/helpers';

/**
 * Every /api route against the six kinds of caller DESIGN.md names. Each request aims at team A,
 * or at a user of it: a route that acts on a user is tried on each kind of target (a participant,
 * another leader and an admin, all of team A). A caller the route's rule refuses must get
 * UNAUTHORIZED (anonymous) or FORBIDDEN, anyone else an answer that is neither (a refusal for
 * another reason, e.g. bad input or a closed questionnaire, still shows the caller got past
 * authorization). A route added without a row here fails the first test.
 */
export const CALLERS = ['anonymous', 'participant', 'otherParticipant', 'leader', 'otherLeader', 'admin'] as const;
export type Who = (typeof CALLERS)[number];
export const TARGET_KINDS = ['participant', 'leader', 'admin'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

const EVERYONE: readonly Who[] = CALLERS;
const SIGNED_IN: readonly Who[] = ['participant', 'otherParticipant', 'leader', 'otherLeader', 'admin'];
const ANY_LEADER: readonly Who[] = ['leader', 'otherLeader', 'admin'];
const TEAM_A_MANAGERS: readonly Who[] = ['leader', 'admin'];
const ADMIN: readonly Who[] = ['admin'];
/** manageUser and viewUser: a leader of the user's team acts on its participants only. */
const PER_USER: Record<TargetKind, readonly Who[]> = { participant: TEAM_A_MANAGERS, leader: ADMIN, admin: ADMIN };

export interface Ctx {
  db: Kysely<DB>;
  teamA: number;
  targetA: LoggedInUser;
  /** Team A's users of each kind, none of them a caller. */
  targets: Record<TargetKind, LoggedInUser>;
  /** A new user of team A of that kind, for calls that end or change their target. */
  freshTarget(kind: TargetKind): Promise<number>;
  /** A session of its own for `who`, for calls that end the one they are given. */
  freshHeaders(who: Who): Promise<Record<string, string>>;
  /** A new account of the same kind as `who`, for calls that end all of their caller's sessions. */
  freshCaller(who: Who): Promise<Record<string, string>>;
}
export interface Row {
  /** Who gets past authorization; per kind of target for a call on a user. */
  allowed: readonly Who[] | Record<TargetKind, readonly Who[]>;
  request?: (ctx: Ctx, who: Who, target: TargetKind) => Promise<Partial<InjectOptions>> | Partial<InjectOptions>;
}

const teamA = ({ teamA: id }: Ctx) => ({ headers: { TeamID: String(id), CohortId: '-1' } });
const NO_CLASS = '999999';
const newCohort = async ({ db, teamA: id }: Ctx) =>
  (await db.insertInto('cohorts').values({ team_id: id, name: uniqueEmail('cohort') }).returning('id').executeTakeFirstOrThrow()).id;
const newPlan = async ({ db, teamA: id, targetA }: Ctx) =>
  (await db.insertInto('scheduled_actions')
    .values({ team_id: id, action: 'send-reminders', params: JSON.stringify({ Questionnaire: 'assessment' }), run_at: new Date(Date.now() + 86_400_000), created_by: targetA.user.id })
    .returning('id').executeTakeFirstOrThrow()).id;
const aboutTargetA = ({ targetA }: Ctx) => ({ headers: { UserEmail: targetA.email }, payload: { user_email: targetA.email } });

export const TABLE: Record<string, Row> = {
  'GET /api/health': { allowed: EVERYONE },
  'GET /api/ready': { allowed: EVERYONE },
  'GET /api/app-config': { allowed: EVERYONE },
  'POST /api/register': { allowed: EVERYONE, request: () => ({ payload: { name: '', email: 'x', password: '' } }) },
  'POST /api/register-with-token': { allowed: EVERYONE, request: () => ({ payload: { token: 'no-such-link' } }) },
  'POST /api/team-access-token': { allowed: EVERYONE, request: () => ({ headers: { Token: 'no-such-link' } }) },
  'POST /api/verify-class': { allowed: EVERYONE, request: () => ({ headers: { TeamID: '1', ClassID: '999999' } }) },
  'POST /api/login': { allowed: EVERYONE, request: () => ({ payload: { email: 'nobody@example.org', password: 'wrong-password' } }) },
  'POST /api/reset-request': { allowed: EVERYONE, request: () => ({ payload: { email: 'nobody@example.org' } }) },
  'POST /api/is_token_valid': { allowed: EVERYONE, request: () => ({ payload: { access_token: 'x' } }) },
  // Signed in, too short a password: past authorization, nothing changes. Anonymous: no token.
  'POST /api/update-password': {
    allowed: SIGNED_IN,
    request: async (ctx, who) => ({ headers: { ...(await ctx.freshHeaders(who)), UserPassword: who === 'anonymous' ? 'long-enough-1' : 'short' } }),
  },
  'POST /api/logout': { allowed: SIGNED_IN, request: async (ctx, who) => ({ headers: await ctx.freshHeaders(who) }) },
  'POST /api/me': { allowed: SIGNED_IN },
  'POST /api/set-language': { allowed: SIGNED_IN, request: () => ({ payload: { language: 'ENG' } }) },
  // The account page: each user's own name and sessions (an empty name: past authorization, nothing changes).
  'POST /api/edit-account': { allowed: SIGNED_IN, request: () => ({ payload: { name: '' } }) },
  'POST /api/sessions': { allowed: SIGNED_IN },
  'POST /api/logout-everywhere': { allowed: SIGNED_IN, request: async (ctx, who) => ({ headers: await ctx.freshCaller(who) }) },
  // A person's own data (issue 26): their copy; an erasure request of a fresh account each time (an admin's is refused as DELETION_NOT_FOR_ADMINS).
  'POST /api/my-data': { allowed: SIGNED_IN },
  'POST /api/my-data-pdf': { allowed: SIGNED_IN },
  'POST /api/request-deletion': { allowed: SIGNED_IN, request: async (ctx, who) => ({ headers: await ctx.freshCaller(who) }) },
  'POST /api/confirm-deletion': { allowed: EVERYONE, request: () => ({ headers: { Token: 'no-such-link' } }) },
  'POST /api/deletion-requests': { allowed: ADMIN },
  // A second factor: each user's own (a code that is no code: past authorization, nothing counted or changed).
  'POST /api/mfa-setup': { allowed: SIGNED_IN },
  'POST /api/mfa-enable': { allowed: SIGNED_IN, request: () => ({ payload: { Code: 'none' } }) },
  'POST /api/mfa-disable': { allowed: SIGNED_IN, request: () => ({ payload: { Code: 'none' } }) },
  // Admins only, whoever the user: Target A has no second factor, so an allowed call changes nothing.
  'POST /api/mfa-reset': { allowed: ADMIN, request: (ctx) => ({ headers: { UserID: String(ctx.targetA.user.id) } }) },
  'POST /api/login-mfa': { allowed: EVERYONE, request: () => ({ payload: { mfa_token: 'no-such-login', Code: '123456' } }) },
  // Single sign-on: a team's provider is for admins alone (a leader could point its domains at their own).
  'POST /api/team-sso': { allowed: ADMIN, request: teamA },
  // No body: past authorization, 400 and nothing saved.
  'POST /api/edit-team-sso': { allowed: ADMIN, request: teamA },
  // Team A has no provider: past authorization, 404 SSO_NOT_CONFIGURED.
  'POST /api/delete-team-sso': { allowed: ADMIN, request: teamA },
  'POST /api/sso-discover': { allowed: EVERYONE, request: () => ({ payload: { email: 'nobody@example.org' } }) },
  'POST /api/sso-start': { allowed: EVERYONE, request: () => ({ payload: { email: 'nobody@example.org' } }) },
  'GET /api/sso-callback': { allowed: EVERYONE, request: () => ({ query: { code: 'x', state: 'no-such-state' } }) },
  'POST /api/sso-login': { allowed: EVERYONE, request: () => ({ payload: { code: 'no-such-code' } }) },
  // A leader reads their own teams' messages; retrying one to Team A is for its managers.
  'GET /api/outbox': { allowed: ANY_LEADER },
  'POST /api/outbox-retry': {
    allowed: PER_USER,
    request: async (ctx, _who, target) => {
      const job = await ctx.db
        .insertInto('email_jobs')
        .values({ to_address: ctx.targets[target].email, subject: 'Failed', body: 'x', status: 'failed', run_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { headers: { EmailID: String(job.id) } };
    },
  },
  'POST /api/add-user': {
    allowed: TEAM_A_MANAGERS,
    request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), Email: uniqueEmail('table'), Name: 'Added', Password: 'Abc123defg' } }),
  },
  'POST /api/add-users': {
    allowed: TEAM_A_MANAGERS,
    request: (ctx) => ({ payload: { users: [{ TeamID: ctx.teamA, Email: uniqueEmail('rows'), Name: 'Row' }] } }),
  },
  'POST /api/generate-anonymous': { allowed: TEAM_A_MANAGERS, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), NumUsers: '1' } }) },
  // Each target moved into the team and no cohort: where it already is, so other rows read the same.
  'POST /api/move-users': {
    allowed: PER_USER,
    request: (ctx, _who, target) => ({ payload: { UserIDs: [ctx.targets[target].user.id], TeamID: ctx.teamA, CohortId: -1 } }),
  },
  'POST /api/reset-send-welcomes': { allowed: PER_USER, request: (ctx, _who, target) => ({ payload: { UserIDs: [ctx.targets[target].user.id] } }) },
  // Only the user, an admin or a leader of a participant's team; the participant asks about someone else.
  'POST /api/responses': { allowed: PER_USER, request: (ctx, _who, target) => ({ headers: { UserID: String(ctx.targets[target].user.id) } }) },
  // Each target's own name and email: an allowed edit changes nothing.
  'POST /api/edit-user': {
    allowed: PER_USER,
    request: (ctx, _who, target) => {
      const { user, email } = ctx.targets[target];
      return { headers: { UserID: String(user.id), UserName: user.name, UserEmail: email } };
    },
  },
  // A fresh user of team A each time: these calls end the target's sessions or the target.
  'POST /api/edit-user-password': {
    allowed: PER_USER,
    request: async (ctx, _who, target) => ({ headers: { UserID: String(await ctx.freshTarget(target)), UserPassword: 'set-by-manager-1' } }),
  },
  'POST /api/delete-user': {
    allowed: PER_USER,
    request: async (ctx, _who, target) => ({ headers: { UserID: String(await ctx.freshTarget(target)) } }),
  },
  'POST /api/assessment-active': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/questions': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/re-assessment-questions': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/answers': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/freeform-start': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/freeform-ideas': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/individual-results': { allowed: SIGNED_IN, request: aboutTargetA },
  'GET /api/individual-results-pdf': {
    allowed: EVERYONE,
    request: async (ctx) => ({
      query: { token: await createPdfToken({ db: ctx.db, userId: ctx.targetA.user.id, sessionHash: hashToken(ctx.targetA.token) }) },
    }),
  },
  'POST /api/add-team': { allowed: ADMIN, request: () => ({ headers: { teamName: 'Table team' } }) },
  'POST /api/add-cohort': { allowed: TEAM_A_MANAGERS, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), CohortName: 'Cohort' } }) },
  'POST /api/add-access-token': {
    allowed: TEAM_A_MANAGERS,
    request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), CohortId: '-1', LinkText: uniqueEmail('link').replace(/@.*/, '') } }),
  },
  // A cohort or link of team A of its own per call: a deletion must not take another row's with it.
  'POST /api/edit-cohort': { allowed: TEAM_A_MANAGERS, request: async (ctx) => ({ headers: { CohortId: String(await newCohort(ctx)), CohortName: uniqueEmail('renamed') } }) },
  'POST /api/delete-cohort': { allowed: TEAM_A_MANAGERS, request: async (ctx) => ({ headers: { CohortId: String(await newCohort(ctx)) } }) },
  'POST /api/edit-access-link': {
    allowed: TEAM_A_MANAGERS,
    request: async (ctx) => {
      const value = uniqueEmail('edited').replace(/@.*/, '');
      await ctx.db.insertInto('access_links').values({ team_id: ctx.teamA, value }).execute();
      return { headers: { LinkText: value, Disabled: 'true' } };
    },
  },
  'POST /api/teams-by-recency': { allowed: ANY_LEADER },
  'POST /api/cohorts': { allowed: ANY_LEADER },
  'POST /api/access-links': { allowed: ANY_LEADER },
  'POST /api/activate-results-for-team': { allowed: PER_USER, request: (ctx, _who, target) => ({ payload: { UserIDs: [ctx.targets[target].user.id] } }) },
  'POST /api/self-efficacy-questions': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/self-efficacy-answers': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/psychological-safety-questions': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/psychological-safety-answers': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/post-class-survey-questions': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/post-class-survey-answers': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/get-to-know-you-questions': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/get-to-know-you-answers': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/get-reflection-questions': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/reflection-answers': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/get-knowledge-questions': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/knowledge-answers': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/activate-assessment-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/activate-pre-class-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/activate-post-assessment-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/activate-reassessment-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/activate-results-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/send-reminders': { allowed: TEAM_A_MANAGERS, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), CohortId: '-1', Questionnaire: 'assessment' } }) },
  'POST /api/scheduled': { allowed: TEAM_A_MANAGERS, request: teamA },
  // A plan of team A's of its own each time: an allowed call cancels it.
  'POST /api/cancel-scheduled': { allowed: TEAM_A_MANAGERS, request: async (ctx) => ({ headers: { ID: String(await newPlan(ctx)) } }) },
  'POST /api/deactivate-assessment-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/deactivate-pre-class-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/deactivate-post-assessment-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/deactivate-reassessment-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/deactivate-results-by-team-cohort': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/portal-data': { allowed: SIGNED_IN, request: aboutTargetA },
  'POST /api/users': { allowed: TEAM_A_MANAGERS, request: teamA },
  // Team A's own name: an allowed call changes nothing the other rows read.
  'POST /api/edit-team': { allowed: ADMIN, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), TeamName: 'Team A' } }) },
  // A team of its own per call: an allowed deletion must not take team A's callers with it.
  'POST /api/delete-team': {
    allowed: ADMIN,
    request: async (ctx) => ({ headers: { TeamID: String((await ctx.db.insertInto('teams').values({ name: 'Doomed' }).returning('id').executeTakeFirstOrThrow()).id) } }),
  },
  'POST /api/retention': { allowed: ADMIN, request: teamA },
  // Team A's retention left as it is: an allowed call sets none.
  'POST /api/edit-retention': { allowed: ADMIN, request: teamA },
  // Previewed: the gate is the same, and an allowed call must not anonymise team A's callers.
  'POST /api/anonymise-cohort': { allowed: ADMIN, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), CohortId: '-1', Preview: 'true' } }) },
  // Team A's participant holds no certificate: an allowed call is refused as NO_CERTIFICATE.
  'POST /api/payments': { allowed: ADMIN },
  'POST /api/payments-tsv': { allowed: ADMIN },
  'POST /api/revoke-certificate': { allowed: ADMIN, request: (ctx) => ({ headers: { UserID: String(ctx.targets.participant.user.id) } }) },
  'POST /api/issue-certs-by-team-cohort': { allowed: ADMIN, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), CohortId: '-1', CertDatetime: '2026-01-15' } }) },
  'POST /api/get-certs-by-team-cohort': { allowed: ADMIN, request: teamA },
  'GET /api/certificate-pdf': {
    allowed: EVERYONE,
    request: async (ctx) => ({
      query: {
        token: await createPdfToken({ db: ctx.db, userId: ctx.targetA.user.id, sessionHash: hashToken(ctx.targetA.token), purpose: 'certificate' }),
      },
    }),
  },
  'POST /api/results-csv': { allowed: TEAM_A_MANAGERS, request: teamA },
  'POST /api/responses-tsv': { allowed: TEAM_A_MANAGERS, request: teamA },
  // Classes and payment: no such class, or no class to leave or pay for, once past authorization.
  'POST /api/classes': { allowed: ADMIN },
  'POST /api/get-class': { allowed: SIGNED_IN, request: () => ({ headers: { ClassID: NO_CLASS } }) },
  'POST /api/add-class': { allowed: ADMIN, request: (ctx) => ({ headers: { Name: 'Table class', TeamID: String(ctx.teamA), AcceptNow: 'false' } }) },
  'POST /api/edit-class': { allowed: ADMIN, request: () => ({ headers: { ClassID: NO_CLASS, Name: 'Renamed' } }) },
  'POST /api/class-open-assessment': { allowed: ADMIN, request: () => ({ headers: { ClassID: NO_CLASS } }) },
  'POST /api/class-open-results': { allowed: ADMIN, request: () => ({ headers: { ClassID: NO_CLASS } }) },
  'POST /api/refund-student': { allowed: ADMIN, request: (ctx) => ({ headers: { ClassID: NO_CLASS, UserID: String(ctx.targetA.user.id) } }) },
  'POST /api/get-class-options': { allowed: EVERYONE, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA) } }) },
  'POST /api/current-user-class': { allowed: SIGNED_IN },
  'POST /api/join-class': { allowed: SIGNED_IN, request: () => ({ headers: { ClassID: NO_CLASS } }) },
  'POST /api/leave-class': { allowed: SIGNED_IN },
  'POST /api/stripe-public-key': { allowed: SIGNED_IN },
  'POST /api/cohort-report': { allowed: TEAM_A_MANAGERS, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), CohortId: '-1' } }) },
  'POST /api/cohort-report-tsv': { allowed: TEAM_A_MANAGERS, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), CohortId: '-1' } }) },
  'POST /api/cohort-report-pdf': { allowed: TEAM_A_MANAGERS, request: (ctx) => ({ headers: { TeamID: String(ctx.teamA), CohortId: '-1' } }) },
  // A receipt link for a payment nobody made: past the token, NOT_FOUND.
  'GET /api/payment-receipt': {
    allowed: EVERYONE,
    request: async (ctx) => ({
      query: {
        token: await createPdfToken({ db: ctx.db, userId: ctx.targetA.user.id, sessionHash: hashToken(ctx.targetA.token), purpose: 'receipt', version: '999999' }),
      },
    }),
  },
  'GET /api/create-checkout-session': { allowed: SIGNED_IN },
  'POST /api/create-checkout-session': { allowed: SIGNED_IN },
  'POST /api/checkout-success': { allowed: SIGNED_IN, request: () => ({ payload: { session_id: 'no-such-session' } }) },
  'POST /api/audit-log': { allowed: ADMIN },
  'POST /api/audit-log-tsv': { allowed: ADMIN },
  // Stripe's webhook and the test-mode checkout page answer to a signature or a session id, not a session.
  'POST /api/stripe-webhook': { allowed: EVERYONE, request: () => ({ payload: { type: 'ping' } }) },
  'GET /api/test-checkout': { allowed: EVERYONE, request: () => ({ query: { session: 'no-such-session' } }) },
  'POST /api/test-checkout/pay': { allowed: EVERYONE, request: () => ({ payload: 'session=no-such-session', headers: { 'content-type': 'application/x-www-form-urlencoded' } }) },
  'POST /api/test-checkout/cancel': { allowed: EVERYONE, request: () => ({ payload: 'session=no-such-session', headers: { 'content-type': 'application/x-www-form-urlencoded' } }) },
};

/** Each route's (caller, target) pairs: a route on a user is tried on every kind of target. */
export const cases = (row: Row): [Who, TargetKind][] =>
  Array.isArray(row.allowed) ? CALLERS.map((who) => [who, 'participant']) : CALLERS.flatMap((who) => TARGET_KINDS.map((kind): [Who, TargetKind] => [who, kind]));
export const allowedFor = (row: Row, target: TargetKind): readonly Who[] =>
  Array.isArray(row.allowed) ? row.allowed : (row.allowed as Record<TargetKind, readonly Who[]>)[target];
