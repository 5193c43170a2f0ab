import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ensurePlatform } from './db/bootstrap';
import { openDatabase } from './db/connection';
import { runMigrations } from './db/migrate';
import { fillItemScores } from './features/assessment';
import { createLifecycle } from './features/health';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ config });
  const lifecycle = createLifecycle();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;
  /**
   * A deployment's stop: unready first (a load balancer probing /api/ready stops sending), then no
   * new connections, then the requests in flight finish, then the database closes (PGlite keeps
   * data in memory until a checkpoint). Past SHUTDOWN_TIMEOUT_MS the process exits anyway.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    app?.log.info({ signal, delayMs: config.shutdownDelayMs }, 'draining');
    setTimeout(() => {
      console.error(`shutdown: requests still in flight after ${config.shutdownTimeoutMs} ms; exiting anyway`);
      process.exit(1);
    }, config.shutdownDelayMs + config.shutdownTimeoutMs).unref();
    let code = 0;
    try {
      if (app) {
        await sleep(config.shutdownDelayMs);
        const closed = app.close();
        // Each answer while draining closes its connection (app.ts); a connection kept alive with
        // no request would otherwise hold the exit for Fastify's 72 s keep-alive.
        const sweep = setInterval(() => app?.server.closeIdleConnections(), 1000);
        await closed.finally(() => clearInterval(sweep));
      }
    } catch (err) {
      console.error('shutdown:', err);
      code = 1;
    } finally {
      await database.close();
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await runMigrations({ db: database.db });
    await fillItemScores(database.db);
    await ensurePlatform({ db: database.db, config });
    // The app (and its logger) is built on the feed: until then a timed-out marker goes to stderr.
    const changes = await database.openChanges({
      log: (fields, message) => (app ? app.log.warn(fields, message) : console.warn(message, fields)),
    });
    app = await buildApp({ config, db: database.db, changes, lifecycle });
    app.addHook('onClose', () => changes.close());
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, url: config.publicUrl },
      database.kind === 'pglite'
        ? 'using embedded PGlite; set DATABASE_URL to use PostgreSQL wherever the data matters'
        : 'using PostgreSQL',
    );
  } catch (err) {
    console.error(err);
    await app?.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }
}

void main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
