-- Failed logins count per (email, client address) pair, so nobody can lock an account's owner out
-- by failing on purpose from elsewhere (docs/decisions/007-login-throttling.md). Rows of other
-- kinds (registration, reset emails) keep counting per email and leave the address empty.
ALTER TABLE auth_attempts ADD COLUMN address text NOT NULL DEFAULT '';
CREATE INDEX auth_attempts_pair ON auth_attempts (kind, email, address, created_at);
