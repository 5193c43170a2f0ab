import type * as OpenId from 'openid-client';
import { isLoopbackHttp } from 'shared-api/contract';
import { importEsm } from '../../esm';
import { AppError } from '../../http/errors';
import { publicFetch } from './guardedFetch';

/** What signing in needs of a team's settings. */
export interface Provider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The scope asked for: the subject, the email and whether it is verified, and a name for a new account. */
const SCOPE = 'openid email profile';
/** Seconds to wait for the provider on each request: the person is waiting on the page. */
const TIMEOUT_S = 10;

let loaded: Promise<typeof OpenId> | undefined;
/** openid-client, loaded on the first sign-in, so no server start pays for it. */
const openid = () => (loaded ??= importEsm<typeof OpenId>('openid-client'));

/**
 * The provider's configuration from its discovery document. openid-client refuses a document whose
 * issuer is not exactly the one configured, and plain http unless allowed: here only on this
 * machine (the tests' provider), and never in production, where no request of it may reach an
 * internal network either (guardedFetch.ts). The client authenticates with HTTP Basic, the method
 * OpenID Connect assumes when a provider names none.
 */
async function configuration(provider: Provider, production: boolean): Promise<OpenId.Configuration> {
  const client = await openid();
  const insecure = !production && isLoopbackHttp(provider.issuer);
  try {
    return await client.discovery(new URL(provider.issuer), provider.clientId, undefined, client.ClientSecretBasic(provider.clientSecret), {
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: TIMEOUT_S,
      ...(production && { [client.customFetch]: publicFetch }),
    });
  } catch (err) {
    throw new AppError('SSO_PROVIDER', { cause: err });
  }
}

/** A new sign-in's secrets: the state and nonce sent, the PKCE verifier kept for the exchange. */
export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The authorization-code request with PKCE (S256), a state and a nonce; the email as a login hint. */
export async function authorizationRequest(options: { provider: Provider; production: boolean; redirectUri: string; email: string }): Promise<AuthorizationRequest> {
  const client = await openid();
  const config = await configuration(options.provider, options.production);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: options.email,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/** Who the provider says signed in: its subject and the email it vouches for (or not). */
export interface ProviderClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * The callback's code exchanged with the PKCE verifier. openid-client checks the response's state
 * and issuer, the ID token's signature, issuer, audience, expiry and nonce. A provider that keeps
 * the email out of the ID token (it is in the userinfo when an access token was issued) is asked
 * for it, for the same subject.
 */
export async function exchangeCode(options: {
  provider: Provider;
  production: boolean;
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}): Promise<ProviderClaims> {
  const client = await openid();
  const config = await configuration(options.provider, options.production);
  const tokens = await client.authorizationCodeGrant(config, options.callbackUrl, {
    pkceCodeVerifier: options.codeVerifier,
    expectedState: options.state,
    expectedNonce: options.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token');
  const claims = idToken.email === undefined ? { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), sub: idToken.sub } : idToken;
  return {
    subject: idToken.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}
