import type { Kysely } from 'kysely';
import type { Language, RegisterResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { createAccount } from './createAccount';
import type { AccountValues } from './queries';

/** Team of a plain registration: the platform team (SPEC.md: team 1). */
const PLATFORM_TEAM_ID = 1;

/**
 * /api/register: on the platform team, or through a class link on its team and class. A class
 * link carries both ids; half of one is not a way to join some team.
 */
export async function registerAccount({ db, config, values, teamId, classId, language }: {
  db: Kysely<DB>;
  config: Config;
  values: AccountValues;
  teamId?: number;
  classId?: number;
  language?: Language;
}): Promise<RegisterResponse> {
  if ((classId === undefined) !== (teamId === undefined)) throw new AppError('INVALID_CLASS');
  const placement = classId && teamId ? { teamId, classId } : { teamId: PLATFORM_TEAM_ID };
  return createAccount({ db, config, values, placement, language });
}
