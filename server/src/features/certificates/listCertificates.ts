import type { Kysely } from 'kysely';
import type { CertsResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { assertAudience, audienceUsers, type Audience } from '../teams';
import { certDateText } from './queries';

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
