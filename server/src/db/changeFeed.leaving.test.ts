import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresChangeFeed } from './changeFeed';
import { describeOnPostgres } from '../test/testDb';

/**
 * An instance that stops while another's marker waits for its answer (a rolling restart): once its
 * connection is gone it is no longer waited for. Before, each write meanwhile waited the full 5 s
 * timeout (bench/cluster.bench.ts: idea saves at p99 3.3 s during a rolling restart).
 */
describeOnPostgres('a change feed whose fellow listener leaves', (server) => {
  const name = `portal_leaving_${randomBytes(4).toString('hex')}`;
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const admin = () => new pg.Client({ connectionString: server.url });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('stops waiting for a listener once its connection has closed', async () => {
    const timeouts: unknown[] = [];
    const feed = await postgresChangeFeed({ connectionString: url.toString(), log: (fields) => timeouts.push(fields) });
    // Counted as a listener of this schema (its name), but it will never answer: it is leaving.
    const leaving = new pg.Client({ connectionString: url.toString() });
    await leaving.connect();
    await leaving.query(`select set_config('application_name', 'portal db_changes_public', false)`);
    try {
      const started = performance.now();
      const settled = feed.settle();
      setTimeout(() => void leaving.end(), 300);
      await settled;
      expect(timeouts).toEqual([]);
      expect(performance.now() - started).toBeLessThan(2500);
    } finally {
      await feed.close();
    }
  });
});
