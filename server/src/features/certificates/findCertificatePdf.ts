import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { verifyPdfToken } from '../assessment';
import { recordUserRead } from '../audit';
import { renderCertificatePdf } from './pdf';
import { findCertificateDate } from './queries';

/**
 * The certificate a portal link names, in its holder's language. The signed token names the
 * holder and dies with the session it came from, whose account is the reader the audit log
 * records (an admin using a holder's portal link).
 */
export async function findCertificatePdf({ db, token }: { db: Kysely<DB>; token: unknown }): Promise<Buffer> {
  const { userId, reader } = await verifyPdfToken({ db, token, purpose: 'certificate' });
  const user = await db.selectFrom('users').select(['name', 'email', 'team_id', 'language']).where('id', '=', userId).executeTakeFirst();
  const certDate = user ? await findCertificateDate({ db, userId }) : null;
  if (!user || !certDate) throw new AppError('NOT_FOUND');
  const pdf = await renderCertificatePdf({ name: user.name, certDate, language: user.language });
  await recordUserRead(db, reader, 'certificateDownloaded', { id: userId, email: user.email, teamId: user.team_id });
  return pdf;
}
