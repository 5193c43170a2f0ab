-- Certificates of completion (issue 9): one per user, whatever team or cohort issued it, so
-- issuing again never duplicates. cert_date is the date printed (the admin's CertDatetime);
-- issued_at is when it was first issued.
CREATE TABLE certificates (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  cert_date date NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
