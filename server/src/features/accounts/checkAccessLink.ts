import type { Kysely } from 'kysely';
import type { TeamAccessTokenResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { findAccessLink } from './queries';

export async function checkAccessLink({ db, value }: { db: Kysely<DB>; value: string }): Promise<TeamAccessTokenResponse> {
  const link = value ? await findAccessLink({ db, value }) : null;
  return link ? { valid: true, emailDesc: link.emailDesc } : { valid: false, emailDesc: '' };
}
