-- A team chooses its demographics form (issue 22): SPEC.md's standard one, in military wording,
-- or the civilian one, without squadron, specialty code (AFSC) and rank.
ALTER TABLE teams ADD COLUMN civilian_form boolean NOT NULL DEFAULT false;
