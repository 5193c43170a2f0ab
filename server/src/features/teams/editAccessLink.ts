import type { Kysely, Updateable } from 'kysely';
import { ALL_COHORTS, type AuditFact } from 'shared-api/contract';
import type { AccessLinksTable, DB } from '../../db/types';
import { AppError } from '../../http/errors';
import type { AccessLinkTarget } from '../../http/targets';
import { recordAudit, type Actor } from '../audit';

/** What an edit sets; a part left undefined stays as it is. */
export interface AccessLinkChanges {
  disabled?: boolean;
  /** ISO date-time; null: never ends. */
  expiresAt?: string | null;
  /** -1: no cohort (the whole team). */
  cohortId?: number;
  /** An email domain ("acme.org" or "@acme.org"); null: the team's own. */
  emailDesc?: string | null;
}

/**
 * /api/edit-access-link: switch a link off or on, give it an end, another cohort of its team, or
 * its own email ending. A cohort of another team is NOT_FOUND, as when the link is made.
 */
export async function editAccessLink({ db, link, changes, actor }: {
  db: Kysely<DB>;
  link: AccessLinkTarget;
  changes: AccessLinkChanges;
  actor: Actor;
}): Promise<void> {
  const { disabled, expiresAt, cohortId, emailDesc } = changes;
  const set: Updateable<AccessLinksTable> = {};
  const facts: AuditFact[] = [];
  if (disabled !== undefined) {
    set.disabled = disabled;
    facts.push({ fact: 'disabled', value: disabled });
  }
  if (expiresAt !== undefined) {
    set.expires_at = expiresAt === null ? null : new Date(expiresAt);
    facts.push({ fact: 'expiresAt', value: set.expires_at ? { at: set.expires_at.toISOString() } : null });
  }
  if (cohortId !== undefined) {
    const cohort = cohortId === ALL_COHORTS ? null : await cohortOfTeam(db, cohortId, link.teamId);
    set.cohort_id = cohort?.id ?? null;
    facts.push({ fact: 'cohort', value: cohort?.name ?? null });
  }
  if (emailDesc !== undefined) {
    // Stored as the address ending the registration form checks ("@acme.org", not "acme.org").
    set.email_desc = emailDesc === null ? null : `@${emailDesc.replace(/^@/, '')}`;
    facts.push({ fact: 'emailDesc', value: set.email_desc });
  }
  await db.transaction().execute(async (trx) => {
    if (facts.length) await trx.updateTable('access_links').set(set).where('id', '=', link.id).execute();
    await recordAudit(trx, actor, {
      action: 'linkEdited',
      teamId: link.teamId,
      target: [{ kind: 'link', value: link.value }],
      facts: facts.length ? facts : [{ fact: 'unchanged' }],
    });
  });
}

async function cohortOfTeam(db: Kysely<DB>, cohortId: number, teamId: number) {
  const cohort = await db.selectFrom('cohorts').select(['id', 'name']).where('id', '=', cohortId).where('team_id', '=', teamId).executeTakeFirst();
  if (!cohort) throw new AppError('NOT_FOUND', { extra: { field: 'CohortId' } });
  return cohort;
}
