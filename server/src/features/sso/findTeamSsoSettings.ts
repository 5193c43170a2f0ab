import type { Kysely } from 'kysely';
import type { TeamSsoResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { findTeamSso, type TeamSso } from './queries';

/** A team's settings as every call answers them: never the secret, only that one is kept. */
export const settingsAnswer = (sso: TeamSso | undefined): Omit<TeamSsoResponse, 'redirect_uri'> =>
  sso
    ? { configured: true, issuer: sso.issuer, client_id: sso.client_id, domains: sso.domains, has_secret: sso.client_secret !== '', cohort_id: sso.cohort_id }
    : { configured: false, issuer: null, client_id: null, domains: [], has_secret: false, cohort_id: null };

/** /api/team-sso. */
export async function findTeamSsoSettings({ db, teamId }: { db: Kysely<DB>; teamId: number }): Promise<Omit<TeamSsoResponse, 'redirect_uri'>> {
  return settingsAnswer(await findTeamSso(db, teamId));
}
