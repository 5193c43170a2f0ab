import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/**
 * Every table.column of the schema whose text holds `needle` (any case): how the erasure tests
 * show that a person's email and name are nowhere left, whatever table a later change adds.
 */
export async function findInDatabase(db: Kysely<DB>, needle: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(db);
  // One statement: a query per column is a round trip per column, slow on a real server.
  const probes = columns.map(({ table_name: table, column_name: column }) =>
    sql`select ${`${table}.${column}`}::text as at where exists (select 1 from ${sql.table(table)} where strpos(lower(${sql.ref(column)}::text), ${needle.toLowerCase()}) > 0)`);
  const { rows } = await sql<{ at: string }>`${sql.join(probes, sql` union all `)}`.execute(db);
  return rows.map((row) => row.at);
}
