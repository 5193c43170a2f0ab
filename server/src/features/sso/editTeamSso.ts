import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditFact, AuditRef, TeamSsoResponse } from 'shared-api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { cohortRef, recordAudit, type Actor } from '../audit';
import { settingsAnswer } from './findTeamSsoSettings';
import { findTeamSso } from './queries';

export interface TeamSsoValues {
  issuer: string;
  clientId: string;
  /** Empty or undefined: the secret kept stays (required when none is, or the issuer or client changes). */
  clientSecret?: string;
  /** Lower case, without "@", at least one. */
  domains: string[];
  cohortId: number | null;
}

const domainTaken = (domain: string) => new AppError('SSO_DOMAIN_TAKEN', { vars: { domain }, extra: { field: 'Domains', domain } });

/**
 * A domain is another team's when that team registers people with it (its email domains) or its
 * people's addresses end in it: claimed here, they would be sent to this team's provider and be
 * refused as SSO_ACCOUNT_REFUSED, and its new sign-ups would land in this team (issue 36).
 */
async function assertDomainsFree(trx: Transaction<DB>, teamId: number, domains: readonly string[]) {
  for (const domain of domains) {
    const registering = await trx
      .selectFrom('teams')
      .select('name')
      .where('id', '<>', teamId)
      .where(sql<boolean>`email_domains @> ${JSON.stringify([domain])}::jsonb`)
      .orderBy('id')
      .executeTakeFirst();
    if (registering) throw new AppError('SSO_DOMAIN_REGISTERED', { vars: { domain, team: registering.name }, extra: { field: 'Domains', domain } });
    const members = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('team_id', '<>', teamId)
      .where(sql<string>`lower(split_part(email, '@', 2))`, '=', domain)
      .executeTakeFirstOrThrow();
    const count = Number(members.n);
    if (count > 0) throw new AppError('SSO_DOMAIN_IN_USE', { vars: { domain, count }, extra: { field: 'Domains', domain, count } });
  }
}

/**
 * /api/edit-team-sso: sets a team's provider, all or nothing, with its audit record. The secret is
 * never recorded, only that it changed. A domain another team's provider speaks for is 409
 * SSO_DOMAIN_TAKEN (the database's primary key on the domain decides between racing edits); one
 * another team registers with, or its people use, is 409 as well (assertDomainsFree).
 */
export async function editTeamSso({ db, teamId, values, actor }: { db: Kysely<DB>; teamId: number; values: TeamSsoValues; actor: Actor }): Promise<Omit<TeamSsoResponse, 'redirect_uri'>> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findTeamSso(trx, teamId);
      // The kept secret goes only to the provider and client it was issued for.
      const sameClient = before?.issuer === values.issuer && before?.client_id === values.clientId;
      const secret = values.clientSecret || (sameClient ? before?.client_secret : undefined);
      if (!secret) throw new AppError('SSO_SECRET_REQUIRED', { extra: { field: 'ClientSecret' } });
      if (values.cohortId !== null) {
        const cohort = await trx.selectFrom('cohorts').select('id').where('id', '=', values.cohortId).where('team_id', '=', teamId).executeTakeFirst();
        if (!cohort) throw new AppError('NOT_FOUND', { extra: { field: 'CohortID' } });
      }
      const taken = await trx.selectFrom('team_sso_domains').select('domain').where('domain', 'in', values.domains).where('team_id', '<>', teamId).orderBy('domain').executeTakeFirst();
      if (taken) throw domainTaken(taken.domain);
      // Only what this save adds: people who came to other teams since a domain was claimed are shown there (ssoClaims).
      await assertDomainsFree(trx, teamId, values.domains.filter((domain) => !before?.domains.includes(domain)));

      const row = {
        issuer: values.issuer,
        client_id: values.clientId,
        client_secret: secret,
        cohort_id: values.cohortId,
        updated_by: actor.id,
        updated_by_email: actor.email,
        updated_at: new Date(),
      };
      await trx.insertInto('team_sso').values({ team_id: teamId, ...row }).onConflict((oc) => oc.column('team_id').doUpdateSet(row)).execute();
      await trx.deleteFrom('team_sso_domains').where('team_id', '=', teamId).execute();
      await trx.insertInto('team_sso_domains').values(values.domains.map((domain) => ({ domain, team_id: teamId }))).execute();

      const facts: AuditFact[] = [
        { fact: 'issuer', value: values.issuer },
        { fact: 'clientId', value: values.clientId },
        { fact: 'emailDomains', value: values.domains },
      ];
      if (values.clientSecret) facts.push({ fact: 'clientSecretChanged' });
      const target: AuditRef[] = [{ kind: 'team', id: teamId }];
      if (values.cohortId !== null) target.push(cohortRef(values.cohortId));
      await recordAudit(trx, actor, { action: 'ssoConfigured', teamId, target, facts });
      return settingsAnswer(await findTeamSso(trx, teamId));
    });
  } catch (err) {
    // Another team took one of these domains since the check above.
    if (isUniqueViolation(err)) throw domainTaken(values.domains.join(', '));
    throw err;
  }
}
