-- Certificates an admin revoked (issue 37): a later "issue again" for the cohort passes over these
-- people unless the admin chooses to restore them. The certificate itself is still deleted at
-- revocation (its links stop working); this remembers that it was taken back.
CREATE TABLE certificate_revocations (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  revoked_at timestamptz NOT NULL DEFAULT now()
);
