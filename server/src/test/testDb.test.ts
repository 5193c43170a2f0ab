import { describeOnPostgres, describeWhere } from './testDb';

/** What describeWhere wrote on stderr while the blocks below were collected. */
const written: string[] = [];
const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => Boolean(written.push(String(chunk))));
const ran: string[] = [];
describeWhere(undefined, 'needs what is not here', 'a block without what it needs', () => {
  ran.push('skipped block');
  // Code at describe level, as a PostgreSQL-only file writes it: it must never run here.
  throw new Error('collected');
});
describeWhere({ path: '/usr/bin/tool' }, 'unused', 'a block with what it needs', (given) => {
  ran.push(`running block, given ${given.path}`);
  it('runs', () => expect(given.path).toBe('/usr/bin/tool'));
});
write.mockRestore();

it('never runs the body of a skipped block, not even to collect its tests; runs the other with what it needs', () => {
  expect(ran).toEqual(['running block, given /usr/bin/tool']);
  expect(written).toEqual(['skipped "a block without what it needs": needs what is not here\n']);
});

// The PGlite project runs as on a machine without PostgreSQL, whatever the machine has (issue 35).
if (process.env.TEST_DB_ENGINE === 'pglite') {
  it('hides PostgreSQL from the PGlite project, so its PostgreSQL-only files are collected without it', () => {
    expect('TEST_DATABASE_URL' in process.env).toBe(false);
  });
}

describeOnPostgres('on PostgreSQL', (server) => {
  it('is handed the server’s URL', () => expect(new URL(server.url).protocol).toBe('postgres:'));
});
