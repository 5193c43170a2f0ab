-- The audit log keeps what a change was made to and what it set as data, not as English lines
-- (issue 13): each reader sees them in their own language, on the screen and in the TSV. target is
-- a list of references ({"kind": "user", "id": 12, "email": ...}), facts a list of named values
-- ({"fact": "capacity", "value": 20}); shared-api/src/audit.ts types both. Rows written before
-- keep their line as one 'text' part, shown as it was written.
ALTER TABLE audit_log ADD COLUMN target_parts jsonb NOT NULL DEFAULT '[]', ADD COLUMN facts jsonb NOT NULL DEFAULT '[]';
UPDATE audit_log SET
  target_parts = CASE WHEN target = '' THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('kind', 'text', 'text', target)) END,
  facts = CASE WHEN summary = '' THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('fact', 'text', 'value', summary)) END;
ALTER TABLE audit_log DROP COLUMN target, DROP COLUMN summary;
ALTER TABLE audit_log RENAME COLUMN target_parts TO target;
