import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { allows } from '../../http/authorize';
import type { Actor } from '../audit';

/** What a scheduled call does when its time comes, inside the transaction that marks it done. */
export type ScheduledRun = (trx: Transaction<DB>, job: {
  audience: { teamId: number; cohortId: number | null };
  params: Record<string, unknown>;
  actor: Actor;
}) => Promise<Record<string, unknown>>;

/** Each schedulable call by its name (the app gathers them from the features that own them). */
export type ScheduledRuns = Readonly<Record<string, ScheduledRun>>;

/** Actions a pass carries out at most, so one pass never holds an instance for long. */
const BATCH = 20;

/**
 * PostgreSQL's deadlock and serialization failures: two instances running two plans of one team
 * at once may lock the same users in opposite orders, and the database then cancels one of them.
 * That plan is not wrong, only unlucky: it is rolled back whole and stays due for the next pass.
 */
const TRANSIENT = new Set(['40P01', '40001']);
class TryAgain extends Error {}

type Outcome = 'ran' | 'none' | 'again';

/** The creator, if the gate's rule still lets them manage the team (an admin, or a leader of it). */
async function authorityOf(trx: Transaction<DB>, userId: number, teamId: number): Promise<Actor | null> {
  const row = await trx
    .selectFrom('users')
    .select(['id', 'email', 'admin', 'team_id', sql<number[] | null>`(select array_agg(tl.team_id) from team_leaders tl where tl.user_id = users.id)`.as('team_lead')])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const caller = { id: row.id, admin: row.admin, teamId: row.team_id, teamLead: (row.team_lead ?? []).map(Number) };
  return allows(caller, 'manageTeam', { teamId }) ? { id: row.id, email: row.email, admin: row.admin } : null;
}

/**
 * Carries out one due action, if any: claimed with FOR UPDATE SKIP LOCKED (another instance
 * takes the next one), run and marked done in one transaction. A crash rolls it all back and the
 * action stays due, so it runs exactly once. An action that fails (its cohort's team gone, its
 * creator no longer allowed) is marked failed with the reason, and the rest go on; one the
 * database cancelled for a deadlock stays due (TRANSIENT).
 */
async function runOne({ db, runs, log }: { db: Kysely<DB>; runs: ScheduledRuns; log: FastifyBaseLogger }): Promise<Outcome> {
  try {
    return await claimAndRun({ db, runs, log });
  } catch (err) {
    if (!(err instanceof TryAgain)) throw err;
    log.warn({ err: err.cause }, 'scheduled action cancelled by the database, left due');
    return 'again';
  }
}

async function claimAndRun({ db, runs, log }: { db: Kysely<DB>; runs: ScheduledRuns; log: FastifyBaseLogger }): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('scheduled_actions')
      .selectAll()
      .where('status', '=', 'pending')
      .where('run_at', '<=', new Date())
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!job) return 'none';
    const run = Object.hasOwn(runs, job.action) ? runs[job.action] : undefined;
    const actor = await authorityOf(trx, job.created_by, job.team_id);
    let outcome: Record<string, unknown>;
    let status: 'done' | 'failed' = 'done';
    if (!run || !actor) {
      status = 'failed';
      outcome = { error: run ? 'FORBIDDEN' : 'UNKNOWN_ACTION' };
    } else {
      try {
        await sql`savepoint scheduled_run`.execute(trx);
        outcome = await run(trx, { audience: { teamId: job.team_id, cohortId: job.cohort_id }, params: job.params, actor });
        await sql`release savepoint scheduled_run`.execute(trx);
      } catch (err) {
        // Thrown out of the transaction: it rolls back whole, the claim with it.
        if (TRANSIENT.has((err as { code?: string }).code ?? '')) throw new TryAgain('transient', { cause: err });
        // The action's writes are undone; the plan is kept as failed, with the reason.
        await sql`rollback to savepoint scheduled_run`.execute(trx);
        status = 'failed';
        outcome = { error: (err as { code?: string }).code ?? 'INTERNAL' };
        log.warn({ err, scheduledAction: job.id }, 'scheduled action failed');
      }
    }
    await trx.updateTable('scheduled_actions').set({ status, done_at: new Date(), outcome: JSON.stringify(outcome) }).where('id', '=', job.id).execute();
    return 'ran';
  });
}

/** Carries out the due actions, up to BATCH (a plan left due by a deadlock is tried again in the pass); returns how many it ran. */
export async function runDueActions(options: { db: Kysely<DB>; runs: ScheduledRuns; log: FastifyBaseLogger }): Promise<number> {
  let taken = 0;
  for (let tries = 0; taken < BATCH && tries < 2 * BATCH; tries++) {
    const outcome = await runOne(options);
    if (outcome === 'none') return taken;
    if (outcome === 'ran') taken++;
  }
  return taken;
}
