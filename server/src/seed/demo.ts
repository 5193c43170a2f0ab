import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { ensurePlatform, fixTeamSequence } from '../db/bootstrap';
import { openDatabase } from '../db/connection';
import { runMigrations } from '../db/migrate';
import type { DB } from '../db/types';

/** The teams SPEC.md refers to by id, as settings on their rows (DESIGN.md). */
const TEAMS = [
  { id: 45, name: 'Acme Corporation', public_slug: 'acme', email_domains: ['@example.org'] },
  { id: 46, name: 'Post-Assessment Org', post_assessment_form: true },
  { id: 47, name: 'Results Soon Org', results_soon_message: true },
  { id: 49, name: 'Academy Org', academy_question: true },
  { id: 54, name: 'Globex', public_slug: 'globex' },
];

/** Days from the seeding, at 18:00 UTC: one class inside the refund window's reach, one outside. */
const startsIn = (days: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + days, 18));

const CLASSES = [
  { team_id: 45, name: 'Innovation Foundations', short_description: 'Four weeks of design thinking basics.', time_description: 'Mondays 6-8 pm', place_description: 'Online', length_description: '4 weeks', price_minor: 19900, capacity: 25, starts_at: startsIn(30) },
  { team_id: 45, name: 'Leading Innovation', short_description: 'Lead teams through uncertainty.', time_description: 'Wednesdays 6-8 pm', place_description: 'Room 101', length_description: '6 weeks', price_minor: 29900, capacity: 2, starts_at: startsIn(3) },
  { team_id: 54, name: 'Globex Innovation Lab', short_description: 'A hands-on innovation sprint.', time_description: 'Fridays 9-12', place_description: 'Globex HQ', length_description: '3 weeks', price_minor: 0, capacity: 25, starts_at: startsIn(14) },
];

/** Idempotent: existing rows (matched by id, class name or link value) are left as they are. */
export async function seedDemo({ db }: { db: Kysely<DB> }) {
  await db.transaction().execute(async (trx) => {
    for (const { email_domains, ...team } of TEAMS) {
      await trx
        .insertInto('teams')
        .values({ ...team, email_domains: JSON.stringify(email_domains ?? []) })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    await fixTeamSequence(trx);
    for (const cls of CLASSES) {
      const exists = await trx.selectFrom('classes').select('id').where('team_id', '=', cls.team_id).where('name', '=', cls.name).executeTakeFirst();
      if (!exists) await trx.insertInto('classes').values({ ...cls, description: cls.short_description, status: 'open', accepting: true }).execute();
    }
    let cohort = await trx.selectFrom('cohorts').select('id').where('team_id', '=', 45).where('name', '=', 'Demo cohort').executeTakeFirst();
    cohort ??= await trx.insertInto('cohorts').values({ team_id: 45, name: 'Demo cohort' }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('access_links')
      .values({ team_id: 45, cohort_id: cohort.id, value: 'demo-link', email_desc: '@example.org' })
      .onConflict((oc) => oc.column('value').doNothing())
      .execute();
  });
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ config });
  try {
    await runMigrations({ db: database.db });
    await ensurePlatform({ db: database.db, config });
    await seedDemo({ db: database.db });
    console.log('Demo data ready: teams 45 (/join/acme), 46, 47, 49, 54 (/join/globex); access link "demo-link".');
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
