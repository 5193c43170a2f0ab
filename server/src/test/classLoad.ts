import type { QuestionsResponse, TextAnswers } from 'shared-api/contract';
import { completeAnswers } from './answers';

/**
 * A class taking the assessment over real HTTP, as the participant's screens do: log in, the
 * pages' reads, both timed pages with the ideas saved every few seconds, then the submission.
 * Shared by the benchmarks (bench/load.bench.ts, bench/cluster.bench.ts) and the tests through a
 * real proxy (http/behindProxy.test.ts). Free of any test framework.
 */
export interface LoadOptions {
  /** Seconds on each timed page (the real pages run 3 and 5 minutes; the rate is what matters). */
  pageSeconds: number;
  /** Seconds between idea saves, jittered ±50 %. */
  saveSeconds: number;
  /**
   * Try a failed call again, as the screens let a participant do (the typed work stays in
   * localStorage): after `retryAfterMs`, at most `retries` times. 0: a failure ends the flow.
   */
  retries: number;
  retryAfterMs?: number;
}

export type Send = (url: string, init: { token?: string; body?: unknown }) => Promise<{ status: number; text: string }>;

/** Every call's latency by route, every failed attempt, and what each participant typed. */
export interface LoadRecord {
  samples: Map<string, number[]>;
  failures: { url: string; status: number | string; at: number; text: string }[];
  typed: Map<string, TextAnswers>;
}

export const newRecord = (): LoadRecord => ({ samples: new Map(), failures: [], typed: new Map() });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(send: Send, record: LoadRecord, options: LoadOptions, url: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const started = performance.now();
    const outcome = await send(url, init).catch((err: Error) => ({ status: `no answer: ${String(err.cause ?? err.message)}`, text: '' }));
    const key = `POST ${url}`;
    if (!record.samples.has(key)) record.samples.set(key, []);
    record.samples.get(key)!.push(performance.now() - started);
    if (outcome.status === 200) return JSON.parse(outcome.text) as T;
    // A submission that reached the database before its answer was lost: retried, it is refused
    // as already stored, which is what the screen then shows (the results page).
    if (url === '/api/answers' && attempt > 0 && outcome.status === 409 && outcome.text.includes('ALREADY_SUBMITTED')) return {} as T;
    record.failures.push({ url, status: outcome.status, at: Date.now(), text: outcome.text.slice(0, 160) });
    if (attempt >= options.retries) throw new Error(`${url}: ${outcome.status} ${outcome.text.slice(0, 160)}`);
    await sleep(options.retryAfterMs ?? 1000);
  }
}

/** One participant, from the login page to the post-assessment page. */
export async function takeAssessment(send: Send, record: LoadRecord, options: LoadOptions, person: { email: string; password: string }) {
  const post = <T>(url: string, init?: { token?: string; body?: unknown }) => call<T>(send, record, options, url, init);
  const { access_token: token } = await post<{ access_token: string }>('/api/login', { body: person });
  await post('/api/me', { token });
  await post('/api/assessment-active', { token });
  const questions = await post<QuestionsResponse>('/api/questions', { token });
  const { answers } = completeAnswers(questions);
  const textAnswers: TextAnswers = {};
  record.typed.set(person.email, textAnswers);
  for (const [index, q] of questions.questions.entries()) {
    if (q.type !== 'freeform') continue;
    await post('/api/freeform-start', { token, body: { questionIndex: index } });
    const ideas: { id: number; text: string }[] = [];
    textAnswers[index] = ideas;
    const pageEnds = Date.now() + options.pageSeconds * 1000;
    while (Date.now() < pageEnds) {
      await sleep(options.saveSeconds * 1000 * (0.5 + Math.random()));
      ideas.push({ id: Date.now() * 1000 + ideas.length, text: `Idea ${ideas.length + 1} of ${person.email}` });
      // Each save carries the whole list, so a save that failed is made good by the next one.
      await post('/api/freeform-ideas', { token, body: { questionIndex: index, ideas: [...ideas] } });
    }
  }
  await post('/api/answers', { token, body: { answers, textAnswers, reassess: false, version: questions.version } });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50, p95, p99 and max by call, in ms. */
export function latencies(record: LoadRecord) {
  return [...record.samples].map(([call, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { call, n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
  });
}

/**
 * The whole class, each participant arriving in turn over `rampMs`; `during` runs meanwhile (a
 * fault). `submittedDuring`: submissions made by the time `during` was over, to tell a fault that
 * fell in the middle of the class from one after its end.
 */
export async function runClass(send: Send, options: LoadOptions, people: { email: string; password: string }[], { rampMs, during }: { rampMs: number; during?: () => Promise<void> }) {
  const record = newRecord();
  const flows = Promise.allSettled(
    people.map(async (person, i) => {
      await sleep((i / people.length) * rampMs);
      await takeAssessment(send, record, options, person);
    }),
  );
  await during?.();
  const submittedDuring = record.samples.get('POST /api/answers')?.length ?? 0;
  const finished = (await flows).filter((outcome) => outcome.status === 'fulfilled').length;
  return { record, finished, submittedDuring };
}

/** A query in plain SQL with $1.. parameters, from whichever client the caller holds. */
export type RawQuery = <Row>(text: string, params: unknown[]) => Promise<Row[]>;

/**
 * What the database holds against what each of `emails` typed: how many have exactly one stored
 * assessment, finished, and how many of those hold every idea they typed (and typed some).
 */
export async function storedAgainstTyped(query: RawQuery, emails: string[], record: LoadRecord) {
  const rows = await query<{ email: string; n: number; finished: boolean; text_answers: TextAnswers | null }>(
    `select u.email, count(r.id)::int as n, bool_and(u.finished_assessment) as finished, min(r.text_answers::text)::jsonb as text_answers
       from users u left join assessment_responses r on r.user_id = u.id and r.kind = 'assessment'
      where u.email = any($1) group by u.email`,
    [emails],
  );
  // jsonb keeps its own order of keys: compared question by question.
  const texts = (answers: TextAnswers) =>
    JSON.stringify(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)).map(([question, ideas]) => [question, ideas.map((idea) => idea.text)]));
  const once = rows.filter((row) => row.n === 1 && row.finished);
  const complete = once.filter((row) => {
    const typed = record.typed.get(row.email);
    return typed && Object.values(typed).flat().length > 0 && row.text_answers && texts(row.text_answers) === texts(typed);
  });
  return { participants: rows.length, storedOnce: once.length, withEveryIdea: complete.length };
}
