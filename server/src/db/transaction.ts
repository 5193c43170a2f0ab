import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types';

/**
 * Runs `fn` in a transaction: `db`'s own when it is one already, else a new one. A scheduled
 * action runs inside the transaction that claims it and marks it done, so the action and its
 * record stand or fall together (features/schedules); called from a route it has its own.
 */
export function inTransaction<T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<DB>) : db.transaction().execute(fn);
}

/** Thrown to undo a dry run's transaction, carrying what it found. */
class DryRunDone<T> {
  constructor(readonly result: T) {}
}

/**
 * What `fn` would do, undone: it runs in a transaction of its own that is always rolled back, so
 * a confirmation can say exactly how many an action would reach (the same code counts as acts)
 * while nothing of it, the audit record and queued emails included, is kept.
 */
export async function dryRun<T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new DryRunDone(await fn(trx));
    });
  } catch (err) {
    if (err instanceof DryRunDone) return err.result as T;
    throw err;
  }
  throw new Error('unreachable: a dry run always rolls back');
}
