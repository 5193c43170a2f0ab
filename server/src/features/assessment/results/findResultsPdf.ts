import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { AppError } from '../../../http/errors';
import { recordUserRead } from '../../audit';
import { renderResultsPdf } from './pdf';
import { verifyPdfToken } from './pdfToken';
import { findUserReport } from './queries';

/**
 * The results PDF a signed link names, in its owner's language. The token is the authority: it
 * names the user and dies with its session, whose account is the reader the audit log records
 * (an admin or a leader opening someone's PDF).
 */
export async function findResultsPdf({ db, token }: { db: Kysely<DB>; token: unknown }): Promise<Buffer> {
  const { userId, reader } = await verifyPdfToken({ db, token });
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  const found = user ? await findUserReport({ db, user, language: user.language }) : null;
  if (!user || !found) throw new AppError('NOT_FOUND');
  const pdf = await renderResultsPdf({ ...found, language: user.language });
  await recordUserRead(db, reader, 'resultsPdfViewed', { id: user.id, email: user.email, teamId: user.team_id });
  return pdf;
}
