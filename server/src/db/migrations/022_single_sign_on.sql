-- Single sign-on per team (issue 24): OpenID Connect, the authorization-code flow with PKCE.

-- A team's identity provider. Administrators alone set it (a leader pointing the team's domains at
-- a provider they control could sign in as anyone with such an address). The client secret is kept
-- as the provider issued it: the server must send it, so a hash cannot stand in for it, and, as for
-- TOTP secrets (decision 020), no key is kept apart from the database to encrypt it with. The
-- cohort is where new accounts go. updated_by is whoever saved the settings last: the accounts
-- they let sign-in make are recorded in the audit log in that administrator's name.
CREATE TABLE team_sso (
  team_id integer PRIMARY KEY REFERENCES teams(id) ON DELETE CASCADE,
  issuer text NOT NULL,
  client_id text NOT NULL,
  client_secret text NOT NULL,
  cohort_id integer REFERENCES cohorts(id) ON DELETE SET NULL,
  updated_by integer NOT NULL,
  updated_by_email text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The email domains a team's provider speaks for, lower case: each belongs to one team at most, so
-- an address leads to one provider.
CREATE TABLE team_sso_domains (
  domain text PRIMARY KEY,
  team_id integer NOT NULL REFERENCES team_sso(team_id) ON DELETE CASCADE
);
CREATE INDEX team_sso_domains_team_id ON team_sso_domains (team_id);

-- Who a provider's subject is here: found by (issuer, subject), never by email, on every later
-- sign-in (an address can change hands; a subject is the provider's for one person).
CREATE TABLE user_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identities_user_id ON user_identities (user_id);

-- A sign-in sent to a provider and not yet back: in the database, not in one process's memory, as
-- the callback may reach another instance. The state is kept as its SHA-256; the row is spent
-- (deleted) by the one callback that presents it. The issuer is the one the request went to.
-- browser_hash is the SHA-256 of the sso_browser cookie /api/sso-start set: only the browser that
-- started the sign-in may finish it (else an attacker's callback URL would log a victim in as the
-- attacker).
CREATE TABLE sso_requests (
  state_hash text PRIMARY KEY,
  browser_hash text NOT NULL,
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  issuer text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sso_requests_expires_at ON sso_requests (expires_at);

-- The callback's answer to the browser: a code (its SHA-256 here), once and for two minutes, that
-- /api/sso-login exchanges for what /api/login answers. No session travels in a URL. Bound, as the
-- request was, to the browser's sso_browser cookie (browser_hash): a code sent to another browser
-- is worth nothing there.
CREATE TABLE sso_login_codes (
  code_hash text PRIMARY KEY,
  browser_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sso_login_codes_expires_at ON sso_login_codes (expires_at);

-- A provider's identity for an account that has a password: it becomes the account's identity
-- only when that account next signs in with its password, within the hour, from the browser that
-- came back from the provider (browser_hash, its sso_browser cookie's SHA-256): registration does
-- not verify emails, so the password of an account with someone's address may be an attacker's,
-- whose login from their own browser must not take that person's identity. One per account.
CREATE TABLE sso_pending_links (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  issuer text NOT NULL,
  subject text NOT NULL,
  browser_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
