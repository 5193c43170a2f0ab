-- The second security review (issue 36).

-- How each session was opened: 'password' (the password alone), 'mfa' (the password and a code
-- of the second factor) or 'sso' (the team's identity provider). REQUIRE_MFA_FOR_MANAGERS asks for
-- a strong session ('mfa' or 'sso'), not for the user's setting, so a session opened before the
-- factor existed stays weak (NIST 800-63B AAL2). Sessions already open count as 'password': which
-- of them went through a code is not known (one opened after the factor came into force may be a
-- password change's, made from an older session), so a manager logs in again with their code once.
ALTER TABLE sessions ADD COLUMN strength text NOT NULL DEFAULT 'password' CHECK (strength IN ('password', 'mfa', 'sso'));

-- Codes tried for one login: its token dies after five wrong ones, whatever address they came from.
ALTER TABLE mfa_challenges ADD COLUMN failures integer NOT NULL DEFAULT 0;
-- When the owner was last told that codes were being guessed on the account: once per window.
ALTER TABLE user_mfa ADD COLUMN guessing_alerted_at timestamptz;
