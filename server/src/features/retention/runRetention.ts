import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { addDays, DELETION_DUE_DAYS, formatDay, OUTBOX_KEPT_DAYS, utcDay } from 'shared-api/contract';
import { LOCALES, translate } from 'shared-api/texts';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { recordAudit } from '../audit';
import { enqueueEmails } from '../email';
import { refundableSeats } from '../payments';
import { anonymiseUsers, eraseAccounts } from '../privacy';
import { participantsOf, teamRetentions, type TeamRetention } from './queries';

/** What becomes of the participants, as the warning says it. */
const DONE = { erase: 'team.retention.done.erase', anonymise: 'team.retention.done.anonymise' } as const;

/**
 * One pass of the retention job (issue 26), run by every instance every few minutes: what is due
 * is read from the data each time, and each team is handled in a transaction that holds its row
 * (SKIP LOCKED: another instance's pass takes the next), so a crash or a restart repeats nothing
 * done and loses nothing due. `now` is injected by the tests.
 */
export async function runRetention({ db, config, log, now = new Date() }: { db: Kysely<DB>; config: Config; log?: FastifyBaseLogger; now?: Date }) {
  const today = utcDay(now);
  const done = { erased: 0, anonymised: 0, warned: 0, requests: 0 };
  for (const team of await teamRetentions(db, 'withRetention', today)) {
    if (team.dueOn === null) continue;
    try {
      if (team.dueOn <= today) {
        const reached = await applyRetention(db, team.teamId, today);
        done[team.retentionMode === 'erase' ? 'erased' : 'anonymised'] += reached;
      } else if (team.warningOn !== null && team.warningOn <= today && !team.warned) {
        done.warned += await warnAdmins(db, config, team.teamId, today);
      }
    } catch (err) {
      log?.error({ err, teamId: team.teamId }, 'retention of a team failed');
    }
  }
  done.requests = await eraseRequestedAccounts(db, now);
  await sweep(db, config, now);
  return done;
}

/** Locks the team's row, or skips it when another pass holds it; runs `fn` with what is due now. */
async function withTeam(db: Kysely<DB>, teamId: number, today: string, fn: (trx: Transaction<DB>, team: TeamRetention) => Promise<number>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('teams').select('id').where('id', '=', teamId).forUpdate().skipLocked().executeTakeFirst();
    if (!locked) return 0;
    const [team] = await teamRetentions(trx, teamId, today);
    return team ? fn(trx, team) : 0;
  });
}

/** Erases or anonymises the team's participants, if (still) due; recorded as the system's act. */
function applyRetention(db: Kysely<DB>, teamId: number, today: string): Promise<number> {
  return withTeam(db, teamId, today, async (trx, team) => {
    if (team.dueOn === null || team.dueOn > today) return 0;
    const people = await participantsOf(trx, { teamId, cohortId: null }).select(['id', 'email']).forUpdate().execute();
    const reached = team.retentionMode === 'erase' ? await eraseAccounts(trx, (await withoutPaidSeats(trx, people)).map((person) => person.id)) : await anonymiseUsers(trx, people);
    await trx.updateTable('teams').set({ retention_warned_for: null, retention_warned_on: null }).where('id', '=', teamId).execute();
    await recordAudit(trx, 'system', {
      action: 'retentionApplied',
      teamId,
      target: [{ kind: 'team', id: teamId }],
      facts: [{ fact: 'users', value: reached }, { fact: 'retentionMode', value: team.retentionMode }, { fact: 'retentionDays', value: team.retentionDays }],
    });
    return reached;
  });
}

/** Emails every admin, in their language, once per day kept until. */
function warnAdmins(db: Kysely<DB>, config: Config, teamId: number, today: string): Promise<number> {
  return withTeam(db, teamId, today, async (trx, team) => {
    const { dueOn, warningOn, keptUntil } = team;
    if (dueOn === null || warningOn === null || warningOn > today || team.warned) return 0;
    const admins = await trx.selectFrom('users').select(['email', 'language']).where('admin', '=', true).where('anonymised_at', 'is', null).execute();
    const sent = await enqueueEmails({
      db: trx,
      emails: admins.map((admin) => ({
        to: admin.email,
        template: 'retentionWarning' as const,
        language: admin.language,
        vars: {
          team: team.name,
          count: team.participants,
          due: formatDay(dueOn, LOCALES[admin.language], 'long'),
          action: translate(admin.language, DONE[team.retentionMode]),
          link: `${config.publicUrl}/team?teamId=${teamId}`,
        },
      })),
    });
    await trx.updateTable('teams').set({ retention_warned_for: keptUntil, retention_warned_on: today }).where('id', '=', teamId).execute();
    return sent;
  });
}

/**
 * Leaves out whoever holds a paid seat in a class yet to start: erasing them would lose the refund
 * an admin's deletion asks for first (PAID_SEAT). They stay on the admins' deletion requests.
 */
async function withoutPaidSeats<T extends { id: number }>(trx: Transaction<DB>, people: readonly T[]): Promise<T[]> {
  const held = new Set((await refundableSeats(trx, { userIds: people.map((person) => person.id) })).map((seat) => seat.user_id));
  return people.filter((person) => !held.has(person.id));
}

/** The accounts whose erasure their owners confirmed DELETION_DUE_DAYS ago and no admin carried out. */
async function eraseRequestedAccounts(db: Kysely<DB>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const confirmedLongAgo = trx
      .selectFrom('deletion_requests')
      .select('user_id')
      .where('confirmed_at', '<=', addDays(now, -DELETION_DUE_DAYS));
    // An admin (made one since) is deleted by another admin, as requestDeletion says.
    const confirmed = await trx.selectFrom('users').select(['id', 'team_id']).where('id', 'in', confirmedLongAgo).where('admin', '=', false).forUpdate().skipLocked().execute();
    const due = await withoutPaidSeats(trx, confirmed);
    await eraseAccounts(trx, due.map((person) => person.id));
    for (const person of due) await recordAudit(trx, 'system', { action: 'userDeleted', teamId: person.team_id, target: [{ kind: 'deletedUser', id: person.id }] });
    return due.length;
  });
}

/** What is kept only for a while: sent emails (bodies included), the sign-in attempts throttling no longer counts, deletion links never confirmed. */
async function sweep(db: Kysely<DB>, config: Config, now: Date) {
  await db
    .deleteFrom('email_jobs')
    .where('status', '!=', 'queued')
    .where(sql<Date>`coalesce(sent_at, created_at)`, '<', addDays(now, -OUTBOX_KEPT_DAYS))
    .execute();
  await db.deleteFrom('auth_attempts').where('created_at', '<=', new Date(now.getTime() - config.rateLimitEmailWindowMs)).execute();
  await db.deleteFrom('deletion_requests').where('confirmed_at', 'is', null).where('expires_at', '<=', now).execute();
}
