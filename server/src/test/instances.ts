import type { FastifyInstance } from 'fastify';
import { bootstrap, testApp, testConfig } from './helpers';
import { createTestDatabase, type TestDatabase } from './testDb';

export interface Instances {
  database: TestDatabase;
  /** Each a server instance: on PostgreSQL with its own pool and change feed, as on two machines. */
  apps: FastifyInstance[];
}

/**
 * `count` server instances on one fresh database, registered as the file's first beforeAll and
 * afterAll. PGlite cannot be shared between processes, so there they share its one connection.
 * `env` overrides the test settings of every instance (a small RATE_LIMIT_PER_IP, say).
 */
export function setupInstances(count = 2, env?: Record<string, string>): Instances {
  const context = {} as Instances;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const connections = [{ db: database.db, changes: database.changes }];
    for (let i = 1; i < count; i += 1) connections.push(database.openInstance ? await database.openInstance() : connections[0]);
    context.database = database;
    context.apps = await Promise.all(connections.map(async ({ db, changes }) => (await testApp({ db, changes, env })).app));
    await bootstrap(database.db, testConfig());
  }, 60_000);
  afterAll(async () => {
    await Promise.all((context.apps ?? []).map((app) => app.close()));
    await context.database?.close();
  });
  return context;
}
