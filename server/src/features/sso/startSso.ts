import type { Kysely } from 'kysely';
import type { SsoDiscoverResponse, SsoStartResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { authorizationRequest, type Provider } from './openid';
import { emailDomain, findSsoForEmail, saveRequest, type TeamSso } from './queries';

/**
 * Each start makes the server call the team's provider, anonymously: starts for one domain are
 * counted in the database (every instance's together) and refused past config.ssoStartsPerMinute.
 */
async function limitStarts(db: Kysely<DB>, config: Config, domain: string) {
  const since = new Date(Date.now() - 60_000);
  await db.deleteFrom('auth_attempts').where('kind', '=', 'ssoStart').where('email', '=', domain).where('created_at', '<=', since).execute();
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kind', '=', 'ssoStart')
    .where('email', '=', domain)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  // A refused start is not counted: a flood keeps the domain's people waiting a minute, not for ever.
  if (Number(row.n) >= config.ssoStartsPerMinute) throw new AppError('RATE_LIMITED');
  await db.insertInto('auth_attempts').values({ kind: 'ssoStart', email: domain, address: '' }).execute();
}

/** Where the provider sends the browser back: registered with the provider as the client's redirect URI. */
export const callbackUrl = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/api/sso-callback`;

export const providerOf = (sso: TeamSso): Provider => ({ issuer: sso.issuer, clientId: sso.client_id, clientSecret: sso.client_secret });

/** /api/sso-discover: the domain alone decides; whether an account exists is never told. */
export async function discoverSso({ db, email }: { db: Kysely<DB>; email: string }): Promise<SsoDiscoverResponse> {
  const found = await db.selectFrom('team_sso_domains').select('team_id').where('domain', '=', emailDomain(email)).executeTakeFirst();
  return { sso: found !== undefined };
}

/**
 * /api/sso-start: the provider's authorization URL for this address's team. The state, the nonce
 * and the PKCE verifier wait in the database (any instance may get the callback), ten minutes,
 * with `browserHash`, the hash of the sso_browser cookie the route sets with the answer.
 */
export async function startSso({ db, config, email, browserHash }: { db: Kysely<DB>; config: Config; email: string; browserHash: string }): Promise<SsoStartResponse> {
  const sso = await findSsoForEmail(db, email);
  if (!sso) throw new AppError('SSO_NOT_CONFIGURED');
  await limitStarts(db, config, emailDomain(email));
  const request = await authorizationRequest({ provider: providerOf(sso), production: config.production, redirectUri: callbackUrl(config), email });
  await saveRequest(db, { state: request.state, browserHash, teamId: sso.team_id, issuer: sso.issuer, codeVerifier: request.codeVerifier, nonce: request.nonce });
  return { url: request.url };
}
