-- Cohorts and links (issue 22). A team's cohort names are unique, compared trimmed and without
-- case: two "Spring" made the dropdowns ambiguous. The index, not a prior read, decides two
-- add-cohort calls at once. Names already taken twice are kept apart first: each later cohort
-- becomes "Spring (2)", "Spring (3)"... (in id order, skipping a name in use), so no cohort and
-- no membership is lost.
DO $$
DECLARE
  dup record;
  k integer;
  candidate text;
BEGIN
  FOR dup IN
    SELECT id, team_id, btrim(name) AS base
    FROM (SELECT id, team_id, name, row_number() OVER (PARTITION BY team_id, lower(btrim(name)) ORDER BY id) AS n FROM cohorts) ranked
    WHERE n > 1
    ORDER BY id
  LOOP
    k := 2;
    LOOP
      candidate := dup.base || ' (' || k || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM cohorts WHERE team_id = dup.team_id AND lower(btrim(name)) = lower(candidate));
      k := k + 1;
    END LOOP;
    UPDATE cohorts SET name = candidate WHERE id = dup.id;
  END LOOP;
END $$;

CREATE UNIQUE INDEX cohorts_team_name ON cohorts (team_id, lower(btrim(name)));

-- A leaked link can be switched off or given an end; a link whose cohort is deleted is switched
-- off with it (delete-cohort), since ON DELETE SET NULL would otherwise widen it to the whole team.
ALTER TABLE access_links ADD COLUMN disabled boolean NOT NULL DEFAULT false;
ALTER TABLE access_links ADD COLUMN expires_at timestamptz;
