-- What the cohort report has shown (issue 36): for each figure, what it described and of whom.
-- A later report is checked against these as against its own figures, so that reading a group
-- before and after people join, leave or move does not give those people's scores; a figure
-- shown cannot be taken back, so it is kept while the team exists. Members are user ids only.
CREATE TABLE report_disclosures (
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  measure text NOT NULL CHECK (measure IN ('assessment', 'reassessment', 'change')),
  -- Sorted ascending; digest is the SHA-256 of measure and members, one row per distinct figure.
  members integer[] NOT NULL,
  digest text NOT NULL,
  shown_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, digest)
);
