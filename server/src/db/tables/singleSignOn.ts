import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

/** Single sign-on per team (migration 022): the providers, their domains, identities and sign-ins under way. */

export interface TeamSsoTable {
  team_id: number;
  issuer: string;
  client_id: string;
  /** As the provider issued it: never answered by any call. */
  client_secret: string;
  /** Where new accounts go; null for no cohort. */
  cohort_id: number | null;
  updated_by: number;
  /** Null once that admin was erased (migration 024). */
  updated_by_email: string | null;
  updated_at: Generated<Date>;
}

export interface TeamSsoDomainsTable {
  /** Lower case, without "@". */
  domain: string;
  team_id: number;
}

export interface UserIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: Generated<Date>;
}

export interface SsoRequestsTable {
  /** SHA-256, hex, of the state sent to the provider. */
  state_hash: string;
  /** SHA-256, hex, of the sso_browser cookie of the browser that started the sign-in. */
  browser_hash: string;
  team_id: number;
  issuer: string;
  code_verifier: string;
  nonce: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface SsoLoginCodesTable {
  code_hash: string;
  /** The same browser's cookie hash as the request's: only that browser may spend the code. */
  browser_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface SsoPendingLinksTable {
  user_id: number;
  issuer: string;
  subject: string;
  /** The cookie hash of the browser that came back from the provider: only a password login from it finishes the link. */
  browser_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}
