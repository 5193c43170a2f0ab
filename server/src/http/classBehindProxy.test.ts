import { newRecord, takeAssessment, type LoadOptions, type LoadRecord } from '../test/classLoad';
import { startCluster, type Cluster } from '../test/cluster';
import { createUser } from '../test/helpers';
import { describeWithNginx } from '../test/nginx';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../test/testDb';

/**
 * A class takes the assessment through nginx in front of three instances (the short run; the long
 * one, 500 participants at the real password cost, is bench/cluster.bench.ts). One instance is
 * SIGKILLed in the middle: only the requests it held fail (502), each participant's screen tries
 * them again, and nobody loses an idea or submits twice. Then a rolling restart, one instance at a
 * time as README.md says: not one request fails.
 */
const PARTICIPANTS = 60;
const OPTIONS: LoadOptions = { pageSeconds: 12, saveSeconds: 1.5, retries: 5, retryAfterMs: 500 };
const RAMP_MS = 3000;

describeOnPostgres('a class behind nginx and three instances', () => {
  describeWithNginx('faults', () => {
    let database: TestDatabase;
    let cluster: Cluster;

    beforeAll(async () => {
      database = await createTestDatabase();
      cluster = await startCluster({ size: 3, databaseUrl: database.url as string, env: {} });
    }, 120_000);
    afterAll(async () => {
      await cluster?.close();
      await database?.close();
    });

    async function participants(label: string) {
      const people = await Promise.all(Array.from({ length: PARTICIPANTS }, (_, i) => createUser(database.db, { name: `${label} ${i}` })));
      await database.db.updateTable('users').set({ assessment_active: true }).where('id', 'in', people.map((p) => p.user.id)).execute();
      return people;
    }

    /** The whole class, arriving over RAMP_MS; `during` runs meanwhile (the fault). */
    async function runClass(people: Awaited<ReturnType<typeof participants>>, during: () => Promise<void>) {
      const record = newRecord();
      const send = (url: string, init: { token?: string; body?: unknown }) => cluster.post(url, init);
      const flows = Promise.allSettled(
        people.map(async (p, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i / PARTICIPANTS) * RAMP_MS));
          await takeAssessment(send, record, OPTIONS, p);
        }),
      );
      await during();
      // The fault fell in the middle of the class: most had not submitted yet when it was over.
      expect(record.samples.get('POST /api/answers')?.length ?? 0).toBeLessThan(PARTICIPANTS / 2);
      const outcomes = await flows;
      return { record, finished: outcomes.filter((o) => o.status === 'fulfilled').length };
    }

    /** Each participant's one stored response holds every idea they typed. */
    async function expectStoredOnceWithEverything(people: { email: string; user: { id: number } }[], record: LoadRecord) {
      const rows = await database.db
        .selectFrom('assessment_responses')
        .innerJoin('users', 'users.id', 'assessment_responses.user_id')
        .select(['users.email', 'users.finished_assessment', 'assessment_responses.text_answers'])
        .where('assessment_responses.kind', '=', 'assessment')
        .where('users.id', 'in', people.map((p) => p.user.id))
        .execute();
      expect(rows).toHaveLength(people.length);
      for (const row of rows) {
        expect(row.finished_assessment).toBe(true);
        const typed = record.typed.get(row.email)!;
        const texts = (answers: Record<string, { text: string }[]>) => Object.fromEntries(Object.entries(answers).map(([q, ideas]) => [q, ideas.map((idea) => idea.text)]));
        expect(texts(row.text_answers)).toEqual(texts(typed));
        expect(Object.values(typed).flat().length).toBeGreaterThan(0);
      }
    }

    it('loses nothing when an instance is SIGKILLed in the middle', async () => {
      const people = await participants('Killed');
      let killedAt = 0;
      const { record, finished } = await runClass(people, async () => {
        await new Promise((resolve) => setTimeout(resolve, RAMP_MS + 2000));
        killedAt = Date.now();
        await cluster.kill(1);
      });
      expect(finished).toBe(PARTICIPANTS);
      await expectStoredOnceWithEverything(people, record);
      // Only what the killed instance held failed, as nginx's 502, right at the kill; every later
      // request went to the two others.
      for (const failure of record.failures) {
        expect(failure.status).toBe(502);
        expect(failure.at - killedAt).toBeLessThan(2000);
      }
      process.stdout.write(`SIGKILL of one instance of three: ${record.failures.length} requests failed and were tried again\n`);
    }, 120_000);

    it('fails not one request during a rolling restart of the three', async () => {
      const people = await participants('Rolling');
      const { record, finished } = await runClass(people, async () => {
        await new Promise((resolve) => setTimeout(resolve, RAMP_MS));
        for (const index of [0, 1, 2]) await cluster.restart(index);
      });
      expect(record.failures).toEqual([]);
      expect(finished).toBe(PARTICIPANTS);
      await expectStoredOnceWithEverything(people, record);
    }, 180_000);
  });
});
