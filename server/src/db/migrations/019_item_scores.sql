-- The cohort report (issue 23) reads each response's item scores: kept as numbers beside the
-- answers, in the order of its version's key (0-100, reverse-keyed reversed; NULL: not rated),
-- so a report of thousands reads small arrays instead of parsing every answer document.
-- Written at submission; the responses stored before this are filled at the next start
-- (fillItemScores), which the partial index finds without reading the table.
ALTER TABLE assessment_responses ADD COLUMN item_scores double precision[];
CREATE INDEX assessment_responses_unscored ON assessment_responses (id) WHERE item_scores IS NULL;
