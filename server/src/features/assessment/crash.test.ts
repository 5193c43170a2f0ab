import type { QuestionsResponse } from 'shared-api/contract';
import { startServer, type ChildServer } from '../../test/childServer';
import { createUser } from '../../test/helpers';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../../test/testDb';
import { completeAnswers } from '../../test/answers';

/**
 * Crash safety of POST /api/answers: the real server, in a child process, is SIGKILLed while 100
 * participants submit at once over HTTP, then started again on the same database. A response and
 * the user's finished flag are written in one transaction (submitAnswers.ts), so what a client was told
 * and what the database holds must agree: an answered 200 is stored; a request that got no
 * answer was either committed (the answer was lost with the process) or rolled back by
 * PostgreSQL when the connection died, never half of it; resubmitting settles which.
 */
const PARTICIPANTS = 100;
/** The kill comes when this many answers have arrived: most submissions are still in flight. */
const KILL_AFTER = 5;

type Outcome = { status: number } | { status: 'no answer'; error: string };

describeOnPostgres('a server killed during 100 concurrent submissions', () => {
  let database: TestDatabase;
  let server: ChildServer | undefined;
  const start = async () => (server = await startServer({ env: { DATABASE_URL: database.url as string } }));

  beforeAll(async () => {
    database = await createTestDatabase();
    await start();
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await database?.close();
  });

  const call = (path: string, token: string | null, body: object) =>
    fetch(`${server?.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  async function participants() {
    const users = await Promise.all(Array.from({ length: PARTICIPANTS }, (_, i) => createUser(database.db, { name: `Crash ${i}` })));
    await database.db.updateTable('users').set({ assessment_active: true }).where('id', 'in', users.map((u) => u.user.id)).execute();
    return Promise.all(
      users.map(async ({ user, email, password }) => {
        const res = await call('/api/login', null, { email, password });
        if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
        return { id: user.id, token: (await res.json()).access_token as string };
      }),
    );
  }

  /** What the database holds per user: stored responses and the finished flag. */
  async function stored(ids: number[]) {
    const rows = await database.db
      .selectFrom('users')
      .leftJoin('assessment_responses as r', (join) => join.onRef('r.user_id', '=', 'users.id').on('r.kind', '=', 'assessment'))
      .select((eb) => ['users.id', 'users.finished_assessment', eb.fn.count<string>('r.id').as('responses')])
      .where('users.id', 'in', ids)
      .groupBy(['users.id', 'users.finished_assessment'])
      .execute();
    return new Map(rows.map((r) => [r.id, { finished: r.finished_assessment, responses: Number(r.responses) }]));
  }

  it('keeps every answered submission, none twice, and lets the unanswered ones resubmit', async () => {
    const people = await participants();
    const questions = (await (await call('/api/questions', people[0].token, {})).json()) as QuestionsResponse;
    const body = { ...completeAnswers(questions, 4), reassess: false, version: 'v1' };

    let answered = 0;
    let killed: Promise<void> | undefined;
    const outcomes: Outcome[] = await Promise.all(
      people.map((p) =>
        call('/api/answers', p.token, body).then(
          (res) => {
            answered += 1;
            if (answered === KILL_AFTER) killed = server?.kill();
            return { status: res.status };
          },
          (err: Error) => ({ status: 'no answer' as const, error: String(err.cause ?? err) }),
        ),
      ),
    );
    await killed;
    const ok = people.filter((_, i) => outcomes[i].status === 200);
    const unanswered = people.filter((_, i) => outcomes[i].status === 'no answer');
    // Every answer that arrived is a success; without a few of them and some requests left
    // hanging, the kill did not fall in the middle and the test would prove nothing.
    expect(ok.length + unanswered.length).toBe(PARTICIPANTS);
    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unanswered.length).toBeGreaterThan(0);

    await start();
    const afterCrash = await stored(people.map((p) => p.id));
    for (const p of ok) expect(afterCrash.get(p.id)).toEqual({ finished: true, responses: 1 });
    // Never half-written: a user is finished exactly when their one response is stored.
    for (const p of people) {
      const state = afterCrash.get(p.id);
      expect(state?.responses).toBeLessThanOrEqual(1);
      expect(state?.finished).toBe(state?.responses === 1);
    }

    const resubmitted = await Promise.all(unanswered.map(async (p) => ({ p, status: (await call('/api/answers', p.token, body)).status })));
    for (const { p, status } of resubmitted) expect(status).toBe(afterCrash.get(p.id)?.responses === 1 ? 409 : 200);
    // An answered 200 is refused again: the first one stuck.
    expect((await call('/api/answers', ok[0].token, body)).status).toBe(409);

    const final = await stored(people.map((p) => p.id));
    expect([...final.values()].filter((s) => !(s.finished && s.responses === 1))).toEqual([]);
  }, 60_000);
});
