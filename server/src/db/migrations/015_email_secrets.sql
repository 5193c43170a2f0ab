-- A set-password link is a credential: whoever reads it takes the account over. The stored body
-- holds a sentinel in its place (U+E000 name U+E001, server/src/features/email/templates.ts) and
-- the live value waits in secrets until the message is sent, so the outbox never shows it
-- (DESIGN.md "Decisions for trust and programmes"). Messages written before: a sent or kept one
-- needs its link no more; a queued or failed one keeps it in secrets, for the send or a retry.
ALTER TABLE email_jobs ADD COLUMN secrets jsonb;
UPDATE email_jobs SET
  secrets = CASE WHEN status IN ('queued', 'failed')
    THEN jsonb_build_object('link', substring(body from 'https?://\S+/reset\?c=\S+')) END,
  body = regexp_replace(body, 'https?://\S+/reset\?c=\S+', E'\uE000link\uE001', 'g')
WHERE body ~ 'https?://\S+/reset\?c=\S+';
