import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/testDb';
import { ANONYMISED_ROWS } from './anonymiseUsers';
import { NOT_PERSONAL, PERSONAL_DATA } from './personalData';

/**
 * The inventory of personal data against the schema itself: every column of every table is listed
 * once, as personal (with what erasing its person does) or not, and each rule is what the foreign
 * keys really do.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

const columnsByTable = async () => {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(database.db);
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
};

/** How deleting a users row reaches each table: the delete rule of its foreign key to users. */
const deleteRulesToUsers = async () => {
  const { rows } = await sql<{ table_name: string; delete_rule: string }>`
    select tc.table_name, rc.delete_rule
    from information_schema.table_constraints tc
    join information_schema.referential_constraints rc on rc.constraint_name = tc.constraint_name and rc.constraint_schema = tc.constraint_schema
    join information_schema.constraint_column_usage cu on cu.constraint_name = tc.constraint_name and cu.constraint_schema = tc.constraint_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and cu.table_name = 'users'`.execute(database.db);
  const rules = new Map<string, Set<string>>();
  for (const row of rows) rules.set(row.table_name, new Set([...(rules.get(row.table_name) ?? []), row.delete_rule]));
  return rules;
};

it('lists every column of every table, once, as personal data or not', async () => {
  const unlisted: string[] = [];
  const twice: string[] = [];
  for (const [table, columns] of await columnsByTable()) {
    for (const column of columns) {
      const personal = column in (PERSONAL_DATA[table] ?? {});
      const not = (NOT_PERSONAL[table] ?? []).includes(column);
      if (!personal && !not) unlisted.push(`${table}.${column}`);
      if (personal && not) twice.push(`${table}.${column}`);
    }
  }
  // A new column fails here: say in personalData.ts whether it holds something about a person,
  // and if it does, what erasing that person does with it.
  expect(unlisted).toEqual([]);
  expect(twice).toEqual([]);
});

it('lists no column the schema does not have', async () => {
  const tables = await columnsByTable();
  const listed = [
    ...Object.entries(PERSONAL_DATA).flatMap(([table, columns]) => Object.keys(columns).map((column) => [table, column])),
    ...Object.entries(NOT_PERSONAL).flatMap(([table, columns]) => columns.map((column) => [table, column])),
  ];
  expect(listed.filter(([table, column]) => !tables.get(table)?.includes(column)).map((pair) => pair.join('.'))).toEqual([]);
});

it('says of each table what its foreign key to users really does', async () => {
  const rules = await deleteRulesToUsers();
  for (const [table, columns] of Object.entries(PERSONAL_DATA)) {
    const erasures = new Set(Object.values(columns));
    if (table === 'users') continue;
    if (erasures.has('with the person')) expect([table, [...(rules.get(table) ?? [])]]).toEqual([table, ['CASCADE']]);
    if (erasures.has('kept for the accounts')) expect([table, [...(rules.get(table) ?? [])]]).toEqual([table, ['SET NULL']]);
  }
});

it('names the copies no foreign key reaches, which eraseCopies erases', () => {
  const copies = Object.entries(PERSONAL_DATA).flatMap(([table, columns]) =>
    Object.entries(columns).filter(([, erasure]) => erasure === 'erased as a copy').map(([column]) => `${table}.${column}`),
  );
  expect(copies).toEqual([
    'audit_log.actor_email', 'audit_log.target', 'audit_log.facts',
    'email_jobs.to_address', 'email_jobs.subject', 'email_jobs.body', 'email_jobs.last_error', 'email_jobs.secrets',
    'auth_attempts.email', 'auth_attempts.address',
    'test_checkout_sessions.customer_email',
    'team_sso.updated_by_email',
  ]);
});

it('decides, for every table pointing at users, what anonymising does with its rows', async () => {
  const pointing = [...(await deleteRulesToUsers()).keys()].sort();
  expect(pointing).toEqual(Object.keys(ANONYMISED_ROWS).sort());
});
