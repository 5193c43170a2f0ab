import * as yup from 'yup';
import type { ErrorCode } from '../common/errorCodes';
import { cohortField, CONTROL_CHARS, emailInput, idField } from '../common/fields';
import { VALIDATION } from '../common/messages';
import type { MsgResponse } from '../common/types';
import type { DictionaryKey } from '../texts/core';
import { isEmailDomain, normalizeEmailDomain, TEAM_LIMITS, TEAM_VALIDATION } from '../teams/contract';

/**
 * Single sign-on per team (issue 24): a team's OpenID Connect provider, set by administrators, and
 * the sign-in through it (the authorization-code flow with PKCE). The browser leaves /login for the
 * URL of /api/sso-start; the provider sends it back to /api/sso-callback, which redirects to
 * `/sso?c=<code>` (exchanged at /api/sso-login for what /api/login answers), to `/login?sso=link`
 * (an account with a password: linked at its next password login) or to `/login?sso_error=<CODE>`.
 */

export const SSO_VALIDATION = {
  issuer: 'validation.ssoIssuer',
  clientId: 'validation.ssoClientId',
  clientSecret: 'validation.ssoClientSecret',
  domains: 'validation.ssoDomains',
} as const satisfies Record<string, DictionaryKey>;

/** Where the callback sends the browser, and the query parameters it names there. */
export const SSO_PAGE = '/sso';
export const SSO_CODE_PARAM = 'c';
export const SSO_LOGIN_PAGE = '/login';
export const SSO_ERROR_PARAM = 'sso_error';
/** `/login?sso=link`: the provider's identity waits for this account's next password login (an hour). */
export const SSO_LINK_PARAM = 'sso';
export const SSO_LINK_VALUE = 'link';

/** The codes `/login?sso_error=` carries; each has its text under errors.<CODE>. */
export const SSO_CALLBACK_ERRORS = ['SSO_STATE_INVALID', 'SSO_FAILED', 'SSO_EMAIL_UNVERIFIED', 'SSO_EMAIL_DOMAIN', 'SSO_ACCOUNT_REFUSED'] as const satisfies readonly ErrorCode[];
export type SsoCallbackError = (typeof SSO_CALLBACK_ERRORS)[number];

/**
 * POST /api/team-sso (header TeamID; administrators). A team without single sign-on answers
 * `configured: false`, null fields and no domains. The client secret is never answered:
 * `has_secret` says one is kept.
 */
export interface TeamSsoResponse {
  configured: boolean;
  issuer: string | null;
  client_id: string | null;
  domains: string[];
  has_secret: boolean;
  /** The cohort new accounts join; null for none. */
  cohort_id: number | null;
  /** Where the provider sends people back (PUBLIC_URL's): the address to register with it. */
  redirect_uri: string;
}

/** POST /api/edit-team-sso: the settings as saved (still without the secret), and a message. */
export type EditTeamSsoResponse = TeamSsoResponse & MsgResponse;

/** What the settings form sends (shared-api's endpoint maps it to the call's fields). */
export interface EditTeamSsoRequest {
  teamId: number;
  issuer: string;
  clientId: string;
  /** Required the first time; left out or empty afterwards, the secret kept stays. */
  clientSecret?: string;
  domains: string[];
  /** -1 or left out: no cohort. */
  cohortId?: number;
}

/** POST /api/sso-discover {email}: whether the address's domain signs in through its team's provider. */
export interface SsoDiscoverResponse {
  sso: boolean;
}

/** POST /api/sso-start {email}: the provider's authorization URL, for the browser to go to. */
export interface SsoStartResponse {
  url: string;
}

export const SSO_LIMITS = { issuer: 2000, clientId: 500, clientSecret: 500 } as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http issuer on this machine, as the tests' provider is: the one case without TLS. */
export function isLoopbackHttp(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}

/** OpenID Connect Discovery 1.0, section 3: https, a host, no query or fragment. */
export function isIssuerUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash || text.includes('#') || text.includes('?')) return false;
  return url.protocol === 'https:' || isLoopbackHttp(text);
}

const noControlChars = (value: string | undefined) => !value || !CONTROL_CHARS.test(value);

/** "Example.org", "@example.org" and "example.org " are one domain, kept as "example.org". */
const domainsField = () =>
  yup
    .array(yup.string().typeError(TEAM_VALIDATION.emailDomain).required(TEAM_VALIDATION.emailDomain).test('domain', TEAM_VALIDATION.emailDomain, (v) => !v || isEmailDomain(v)))
    .transform((value: unknown) =>
      Array.isArray(value) ? [...new Set(value.map((item) => (typeof item === 'string' ? normalizeEmailDomain(item).replace(/^@/, '') : item)))] : value,
    )
    .typeError(SSO_VALIDATION.domains)
    .required(SSO_VALIDATION.domains)
    .min(1, SSO_VALIDATION.domains)
    .max(TEAM_LIMITS.emailDomains, TEAM_VALIDATION.emailDomainsTooMany);

/** The settings form (formik) and the body of /api/edit-team-sso, whose TeamID is a header. */
export const teamSsoFormSchema = yup.object({
  Issuer: yup
    .string()
    .trim()
    .required(SSO_VALIDATION.issuer)
    .max(SSO_LIMITS.issuer, VALIDATION.tooLong)
    // A trailing slash or none: providers differ, and the issuer must match theirs exactly.
    .test('issuer', SSO_VALIDATION.issuer, (v) => !v || isIssuerUrl(v)),
  ClientID: yup.string().trim().required(SSO_VALIDATION.clientId).max(SSO_LIMITS.clientId, VALIDATION.tooLong).test('chars', SSO_VALIDATION.clientId, noControlChars),
  ClientSecret: yup.string().max(SSO_LIMITS.clientSecret, VALIDATION.tooLong).test('chars', SSO_VALIDATION.clientSecret, noControlChars),
  Domains: domainsField(),
  CohortID: cohortField(),
});

export type TeamSsoFormValues = yup.InferType<typeof teamSsoFormSchema>;

export const editTeamSsoSchema = teamSsoFormSchema.concat(yup.object({ TeamID: idField().required(VALIDATION.choice) }));

/** /api/sso-discover and /api/sso-start. */
export const ssoEmailSchema = yup.object({ email: emailInput() });

/** /api/sso-login: the code of `/sso?c=`. */
export const ssoLoginSchema = yup.object({ code: yup.string().trim().required(VALIDATION.choice).max(128, VALIDATION.choice) });
