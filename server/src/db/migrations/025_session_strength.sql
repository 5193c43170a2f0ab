-- The second security review (issue 36).

-- How each session was opened: 'password' (the password alone), 'mfa' (the password and a code
-- of the second factor) or 'sso' (the team's identity provider). REQUIRE_MFA_FOR_MANAGERS asks for
-- a strong session ('mfa' or 'sso'), not for the user's setting, so a session opened before the
-- factor existed stays weak (NIST 800-63B AAL2). A session already open is strong only if it was
-- opened after its user's factor came into force: since issue 24 such a login went through a code.
ALTER TABLE sessions ADD COLUMN strength text NOT NULL DEFAULT 'password' CHECK (strength IN ('password', 'mfa', 'sso'));
UPDATE sessions s SET strength = 'mfa'
  FROM user_mfa m
  WHERE m.user_id = s.user_id AND m.enabled_at IS NOT NULL AND s.created_at >= m.enabled_at;

-- Codes tried for one login: its token dies after five wrong ones, whatever address they came from.
ALTER TABLE mfa_challenges ADD COLUMN failures integer NOT NULL DEFAULT 0;
-- When the owner was last told that codes were being guessed on the account: once per window.
ALTER TABLE user_mfa ADD COLUMN guessing_alerted_at timestamptz;
