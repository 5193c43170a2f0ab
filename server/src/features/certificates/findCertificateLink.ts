import type { Kysely } from 'kysely';
import { certificatePdfUrl } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { createPdfToken } from '../assessment';
import { findCertificate } from './queries';

/**
 * The portal's certLink for `userId`: a download link signed for that user's certificate only,
 * valid while the session that asked (`sessionHash`) lives and the certificate is not revoked; ''
 * when they hold none.
 */
export async function findCertificateLink({ db, userId, sessionHash }: { db: Kysely<DB>; userId: number; sessionHash: string }): Promise<string> {
  const certificate = await findCertificate({ db, userId });
  if (!certificate) return '';
  return certificatePdfUrl(await createPdfToken({ db, userId, sessionHash, purpose: 'certificate', version: certificate.issue }));
}
