import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { syncQuestionnaireRounds } from './questionnaireRounds';
import type { DB } from './types';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** Any constant shared by all instances; it serialises concurrent starts on one PostgreSQL. */
const MIGRATION_LOCK_ID = 4_721_903;

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies the pending migrations in one transaction, then brings the questionnaire registry's
 * rounds in (questionnaireRounds.ts); returns the versions it applied.
 */
export async function runMigrations({ db, migrations = readMigrations() }: { db: Kysely<DB>; migrations?: Migration[] }) {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: migration.version }).execute();
      applied.push(migration.version);
    }
    await syncQuestionnaireRounds(trx);
    return applied;
  });
}
