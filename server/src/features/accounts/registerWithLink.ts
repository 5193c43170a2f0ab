import type { Kysely } from 'kysely';
import type { Language, RegisterResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { createAccount } from './createAccount';
import { findAccessLink, type AccountValues } from './queries';

/**
 * /api/register-with-token: on the link's team and cohort, free to take the assessment at once.
 * The fields' rules depend on the link (its email ending), so `readValues` validates them only
 * once the link is found: an unknown link is refused before any field is.
 */
export async function registerWithLink({ db, config, token, readValues, language }: {
  db: Kysely<DB>;
  config: Config;
  token: string | undefined;
  readValues: (emailDesc: string) => Promise<AccountValues>;
  language?: Language;
}): Promise<RegisterResponse> {
  const link = token ? await findAccessLink({ db, value: token }) : null;
  if (!link) throw new AppError('INVALID_ACCESS_TOKEN', { vars: { email: config.supportEmail } });
  const values = await readValues(link.emailDesc);
  return createAccount({
    db,
    config,
    values,
    placement: { teamId: link.teamId, cohortId: link.cohortId, assessmentActive: true },
    language,
  });
}
