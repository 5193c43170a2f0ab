import { sql, type Kysely, type QueryResult } from 'kysely';
import { readMigrations } from '../db/migrate';
import type { DB } from '../db/types';

export interface MigrationScratch {
  /** Runs raw SQL in the scratch schema. */
  q(text: string): Promise<QueryResult<Record<string, unknown>>>;
  /** Runs the migration under test. */
  migrate(): Promise<void>;
}

class Rollback extends Error {}

/**
 * A migration on a database holding rows written before it: in a scratch schema inside one
 * transaction, the migrations before `prefix` (e.g. '005_') run, `body` adds rows, runs the one
 * under test and reads what it needs; then everything is rolled back, so the scratch schema is
 * gone. Works on both engines (PGlite and PostgreSQL).
 */
export async function atMigration<T>(db: Kysely<DB>, prefix: string, body: (scratch: MigrationScratch) => Promise<T>): Promise<T> {
  const migrations = readMigrations();
  const index = migrations.findIndex((m) => m.version.startsWith(prefix));
  if (index <= 0) throw new Error(`no migration ${prefix} after the first`);
  const schema = `m${prefix.replace(/\W/g, '')}scratch`;
  let seen: { value: T } | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await sql.raw(`create schema ${schema}; set local search_path to ${schema}`).execute(trx);
      for (const m of migrations.slice(0, index)) await sql.raw(m.sql).execute(trx);
      const q = (text: string) => sql.raw<Record<string, unknown>>(text).execute(trx);
      seen = { value: await body({ q, migrate: async () => void (await q(migrations[index].sql)) }) };
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
  const left = await sql<{ n: number }>`select count(*)::int as n from information_schema.schemata where schema_name = ${schema}`.execute(db);
  if (left.rows[0].n !== 0) throw new Error(`scratch schema ${schema} was not rolled back`);
  if (!seen) throw new Error('the migration body did not run');
  return seen.value;
}
