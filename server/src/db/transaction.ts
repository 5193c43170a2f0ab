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
