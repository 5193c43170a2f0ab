import { sql, type Kysely } from 'kysely';
import type { CertsResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { assertAudience, audienceUsers, type Audience } from '../teams';

/** A SQL date as YYYY-MM-DD text: drivers would turn it into a Date at local midnight. */
const certDateText = sql<string>`to_char(certificates.cert_date, 'YYYY-MM-DD')`;

/** The certificates held by the users of a team and cohort (SPEC.md's certs: their emails), by name. */
export async function listCertificates({ db, audience }: { db: Kysely<DB>; audience: Audience }): Promise<CertsResponse> {
  await assertAudience(db, audience);
  const rows = await audienceUsers(db, audience)
    .innerJoin('certificates', 'certificates.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', certDateText.as('certDate'), 'certificates.issued_at'])
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  const certificates = rows.map((r) => ({ userId: r.id, name: r.name, email: r.email, certDate: r.certDate, issuedAt: r.issued_at.toISOString() }));
  return { certs: certificates.map((c) => c.email), certificates };
}

/** The date on a user's certificate, or null when they have none. */
export async function findCertificateDate({ db, userId }: { db: Kysely<DB>; userId: number }): Promise<string | null> {
  const row = await db.selectFrom('certificates').select(certDateText.as('certDate')).where('user_id', '=', userId).executeTakeFirst();
  return row?.certDate ?? null;
}
