import type { Transaction } from 'kysely';
import { utcDay, type Language } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { claimDailyNotices } from './daily';
import { enqueueEmails } from './queue';

export interface Notices {
  emails: number;
  alreadyNotified: number;
}

/**
 * One email of `template` to each user, in their language, linking to `path`, unless they had
 * that notice today already (a manager toggling an activation must not flood anyone).
 */
export async function emailEach(
  trx: Transaction<DB>,
  config: Config,
  users: { id: number; email: string; name: string; language: Language }[],
  template: 'reassessment' | 'resultsReady',
  path: string,
): Promise<Notices> {
  const fresh = await claimDailyNotices(trx, users.map((user) => user.id), `notice:${template}`, utcDay(new Date()));
  const emails = await enqueueEmails({
    db: trx,
    emails: users.filter((user) => fresh.has(user.id)).map((user) => ({
      to: user.email,
      template,
      language: user.language,
      vars: { name: user.name, link: `${config.publicUrl}${path}`, support: config.supportEmail },
    })),
  });
  return { emails, alreadyNotified: users.length - fresh.size };
}
