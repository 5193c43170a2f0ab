import type { Kysely } from 'kysely';
import { dayText } from '../../db/days';
import type { DB } from '../../db/types';

export const certDateText = dayText('certificates.cert_date');

/** The date on a user's certificate, or null when they have none. */
export async function findCertificateDate({ db, userId }: { db: Kysely<DB>; userId: number }): Promise<string | null> {
  const row = await db.selectFrom('certificates').select(certDateText.as('certDate')).where('user_id', '=', userId).executeTakeFirst();
  return row?.certDate ?? null;
}

/** A user's certificate: its date, and which issue it is (the portal link opens that one only). */
export async function findCertificate({ db, userId }: { db: Kysely<DB>; userId: number }): Promise<{ certDate: string; issue: string } | null> {
  const row = await db.selectFrom('certificates').select([certDateText.as('certDate'), 'issued_at']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { certDate: row.certDate, issue: new Date(row.issued_at).toISOString() } : null;
}
