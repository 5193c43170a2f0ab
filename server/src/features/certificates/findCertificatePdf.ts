import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { verifyPdfToken } from '../assessment';
import { recordUserRead } from '../audit';
import { renderCertificatePdf } from './pdf';
import { findCertificate } from './queries';

/**
 * The certificate a portal link names, in its holder's language. The signed token names the
 * holder and dies with the session it came from, whose account is the reader the audit log
 * records (an admin using a holder's portal link).
 */
export async function findCertificatePdf({ db, token }: { db: Kysely<DB>; token: unknown }): Promise<Buffer> {
  const { userId, reader, version } = await verifyPdfToken({ db, token, purpose: 'certificate' });
  const user = await db.selectFrom('users').select(['name', 'email', 'team_id', 'language']).where('id', '=', userId).executeTakeFirst();
  const certificate = user ? await findCertificate({ db, userId }) : null;
  // Revoked, or revoked and issued again: this link was for an issue that is gone.
  if (!user || !certificate || certificate.issue !== version) throw new AppError('NOT_FOUND');
  const pdf = await renderCertificatePdf({ name: user.name, certDate: certificate.certDate, language: user.language });
  await recordUserRead(db, reader, 'certificateDownloaded', { id: userId, email: user.email, teamId: user.team_id });
  return pdf;
}
