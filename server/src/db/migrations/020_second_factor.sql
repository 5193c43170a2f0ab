-- A second factor (issue 24): TOTP (RFC 6238), recovery codes, and the step of a login between
-- its password and its code.

-- One authenticator per user. A row with enabled_at null is a setup not yet confirmed by a code:
-- it signs nobody in, and a new setup replaces it. The secret is kept as the app has it (base32):
-- the server must compute the codes, so a hash cannot stand in for it, and the repository has no
-- key kept apart from the database to encrypt it with. last_step is the RFC 6238 time step of the
-- last code accepted: a code of that step or an earlier one is refused, so each code works once.
CREATE TABLE user_mfa (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  enabled_at timestamptz,
  last_step integer
);
-- The session cache keeps whether its user has a second factor (REQUIRE_MFA_FOR_MANAGERS reads it
-- on every management call): turning one on or off must reach it. A code used changes nothing read.
CREATE TRIGGER user_mfa_changes AFTER INSERT OR DELETE OR UPDATE OF enabled_at ON user_mfa
  FOR EACH ROW EXECUTE FUNCTION notify_changes('u=user_id');

-- Ten per enabled factor, each usable once; only their SHA-256 is kept (see recoveryCodes.ts).
CREATE TABLE mfa_recovery_codes (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A password accepted for an account with a second factor: the token (its SHA-256 here) lets its
-- holder, for a few minutes and once, finish that login with a code. No session exists before.
CREATE TABLE mfa_challenges (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX mfa_challenges_user_id ON mfa_challenges (user_id);
