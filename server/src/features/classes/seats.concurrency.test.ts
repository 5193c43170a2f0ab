import { joinAs, newClass, newTeam } from '../../test/classFixtures';
import { createLoggedInUser, type LoggedInUser } from '../../test/helpers';
import { setupInstances } from '../../test/instances';

/**
 * Seats are never oversold (issue 10): 200 participants press Enroll on a class of 25 at once,
 * through two server instances, each with its own connection pool, on one database. On
 * PostgreSQL the requests really race; PGlite runs one transaction at a time, so there it only
 * shows the count is right when they queue.
 */
const PARTICIPANTS = 200;
const CAPACITY = 25;

const instances = setupInstances(2);

it(`leaves exactly ${CAPACITY} students and ${PARTICIPANTS - CAPACITY} clear answers when ${PARTICIPANTS} enrol at once`, async () => {
  const { database, apps } = instances;
  const { db } = database;
  const teamId = await newTeam(db);
  const classId = await newClass(db, teamId, { capacity: CAPACITY });
  const participants: LoggedInUser[] = [];
  for (let i = 0; i < PARTICIPANTS; i += 1) participants.push(await createLoggedInUser(db, apps[i % 2], { teamId }));

  const started = Date.now();
  const answers = await Promise.all(participants.map((p, i) => joinAs(apps[i % 2], p.headers, classId)));
  const elapsed = Date.now() - started;

  const byOutcome = new Map<string, number>();
  for (const res of answers) {
    const key = res.statusCode === 200 ? '200' : `${res.statusCode} ${res.json().error}`;
    byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
  }
  const seats = await db.selectFrom('classes').select('num_students').where('id', '=', classId).executeTakeFirstOrThrow();
  const enrolled = await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('class_id', '=', classId).executeTakeFirstOrThrow();
  process.stdout.write(
    `seats (${database.kind}, 2 instances): ${PARTICIPANTS} enrolments at once on ${CAPACITY} seats in ${elapsed} ms -> ` +
      `${[...byOutcome].map(([k, n]) => `${n} x ${k}`).join(', ')}; num_students ${seats.num_students}, students ${enrolled.n}\n`,
  );
  expect(Object.fromEntries(byOutcome)).toEqual({ '200': CAPACITY, '409 CLASS_FULL': PARTICIPANTS - CAPACITY });
  expect(seats.num_students).toBe(CAPACITY);
  expect(Number(enrolled.n)).toBe(CAPACITY);
}, 120_000);
