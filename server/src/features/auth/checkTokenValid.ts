import type { Kysely } from 'kysely';
import type { TokenValidResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { findSessionUser } from './sessions';
import { findResetToken, isLiveReset } from './queries';

export async function checkTokenValid({ db, token }: { db: Kysely<DB>; token: string }): Promise<TokenValidResponse> {
  if (await findSessionUser({ db, token })) return { token_is_valid: true };
  const reset = await findResetToken({ db, token });
  return { token_is_valid: !!reset && isLiveReset(reset) };
}
