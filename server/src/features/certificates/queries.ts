import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** A SQL date as YYYY-MM-DD text: drivers would turn it into a Date at local midnight. */
export const certDateText = sql<string>`to_char(certificates.cert_date, 'YYYY-MM-DD')`;

/** The date on a user's certificate, or null when they have none. */
export async function findCertificateDate({ db, userId }: { db: Kysely<DB>; userId: number }): Promise<string | null> {
  const row = await db.selectFrom('certificates').select(certDateText.as('certDate')).where('user_id', '=', userId).executeTakeFirst();
  return row?.certDate ?? null;
}
