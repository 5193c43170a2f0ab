import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generatePassword, type AnonymousCredential } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { hashPasswords, type PasswordCost } from '../auth';
import { ANONYMOUS_DOMAIN } from '../email';
import { insertUsers } from './queries';
import { cohortRef, recordAudit, userRefs, type Actor } from '../audit';
import { assertAudience, type Audience } from '../teams';

/**
 * Generated passwords are hashed at 4 MiB and one pass instead of the configured cost (19 MiB,
 * two passes). They are random (10 characters from 55: about 58 bits), not chosen by a person, so
 * the slow hash that protects a guessable password adds nothing against guessing them, even
 * offline; and they only open the account once, for the user to choose their own (first login,
 * which is why signing in does not rehash them: decision 023). About 1 ms a hash here against
 * 11-19 ms, so a batch of 500 costs well under a second of hashing (docs/decisions/011).
 */
export const GENERATED_COST: PasswordCost = { memoryKiB: 4096, timeCost: 1 };

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

function anonymousCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * /api/generate-anonymous: `count` accounts in the team, named in the team's language, each with
 * a sign-in name short enough for the /login?au= link (docs/decisions/002) and a generated
 * password; all in one transaction.
 */
export async function generateAnonymousUsers({ db, config, audience, count, actor }: {
  db: Kysely<DB>;
  config: Config;
  /** The team, and the cohort (or null) the accounts join. */
  audience: Audience;
  count: number;
  actor: Actor;
}): Promise<AnonymousCredential[]> {
  const { teamId, cohortId } = audience;
  await assertAudience(db, audience);
  const team = await db.selectFrom('teams').select(['id', 'language']).where('id', '=', teamId).executeTakeFirstOrThrow();
  const credentials = Array.from({ length: count }, (): AnonymousCredential => {
    const code = anonymousCode();
    return {
      name: translate(team.language, 'userAdmin.anonymousName', { code }),
      email: `anon-${code}@${ANONYMOUS_DOMAIN}`,
      password: generatePassword(),
    };
  });
  const cost = { memoryKiB: Math.min(config.passwordCost.memoryKiB, GENERATED_COST.memoryKiB), timeCost: Math.min(config.passwordCost.timeCost, GENERATED_COST.timeCost) };
  const hashes = await hashPasswords(credentials.map((c) => c.password), cost);
  await db.transaction().execute(async (trx) => {
    const ids = await insertUsers(
      trx,
      credentials.map((c, i) => ({ name: c.name, email: c.email, passwordHash: hashes[i], teamId, cohortId, language: team.language, admin: false, teamLeader: false })),
    );
    const target = userRefs(credentials.map((c, i) => ({ id: ids[i], email: c.email })));
    if (cohortId !== null) target.unshift(cohortRef(cohortId));
    await recordAudit(trx, actor, { action: 'anonymousUsersGenerated', teamId, target, facts: [{ fact: 'users', value: count }] });
  });
  return credentials;
}
