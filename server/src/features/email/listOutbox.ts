import type { Language, OutboxMessage } from 'shared-api/contract';
import type { EmailStatus } from '../../db/types';
import type { Db } from './queue';
import { hideSecrets } from './templates';

/**
 * The outbox screen's list: newest first, by recipient and status, scoped to a leader's teams.
 * A set-password link shows as a marker in the reader's `language`, to administrators too: it is
 * the recipient's credential alone (DESIGN.md), and Retry sends it without anyone reading it.
 */
export async function listOutbox({ db, to, status, limit, teamIds, language }: {
  db: Db;
  to?: string;
  status?: EmailStatus;
  limit: number;
  /**
   * Only messages to the participants of these teams (a team leader's: never to an admin or a
   * leader, as every per-user rule); undefined: every message.
   */
  teamIds?: readonly number[];
  language: Language;
}): Promise<OutboxMessage[]> {
  if (teamIds?.length === 0) return [];
  let query = db.selectFrom('email_jobs').select(['id', 'to_address', 'subject', 'body', 'created_at', 'status', 'language', 'attempts', 'last_error']);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  if (status) query = query.where('status', '=', status);
  if (teamIds) {
    query = query.where((eb) =>
      eb(
        eb.fn('lower', ['to_address']),
        'in',
        eb
          .selectFrom('users')
          .select((u) => u.fn('lower', ['users.email']).as('email'))
          .where('users.team_id', 'in', teamIds)
          .where('users.admin', '=', false)
          .where((u) => u.not(u.exists(u.selectFrom('team_leaders').select('team_leaders.user_id').whereRef('team_leaders.user_id', '=', 'users.id')))),
      ),
    );
  }
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: hideSecrets(r.subject, language),
    body: hideSecrets(r.body, language),
    createdAt: r.created_at.toISOString(),
    status: r.status,
    language: r.language,
    attempts: r.attempts,
    lastError: r.last_error,
  }));
}
