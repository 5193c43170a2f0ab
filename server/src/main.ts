import { buildApp } from './app';
import { loadConfig } from './config';
import { ensurePlatform } from './db/bootstrap';
import { openDatabase } from './db/connection';
import { runMigrations } from './db/migrate';
import { fillItemScores } from './features/assessment';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ config });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;
  // PGlite keeps data in memory until a checkpoint: always close cleanly on a stop signal.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
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
    app = await buildApp({ config, db: database.db, changes });
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
