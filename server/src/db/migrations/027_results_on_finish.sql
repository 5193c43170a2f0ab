-- Results activated for someone who has not finished the assessment (issue 37): nobody gets "your
-- results are ready" without results. Their results open the moment they finish, and with
-- 'notify' they are told then; null when nothing waits. Undone by closing the results.
ALTER TABLE users ADD COLUMN results_on_finish text CHECK (results_on_finish IN ('quiet', 'notify'));

-- Activated before this, someone without a finished assessment saw "See your results" over a page
-- saying they were not ready: they wait for it now, as the activation would do today.
UPDATE users SET results_active = false, results_on_finish = 'quiet' WHERE results_active AND NOT finished_assessment AND NOT admin;
