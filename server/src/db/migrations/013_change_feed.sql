-- The change feed (issue 12, decision 016): the server keeps what participants read on every page
-- in memory and drops it when the rows it came from change, on every instance. A trigger on each
-- table such a read depends on sends the change's tags on channel db_changes_<schema> when the
-- transaction commits (instances on another schema of the same database do not hear them):
-- u:<user id>, t:<team id>, c:<class id>, as the trigger's arguments map columns to tags
-- ('u=user_id' reads: tag u with the row's user_id). A rolled-back change sends nothing.
-- Tables without a trigger never feed such a read; db/changeFeed.test.ts names each and why.
CREATE FUNCTION notify_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mapping text;
  tags text[] := '{}';
  value text;
  r jsonb;
BEGIN
  FOREACH r IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END, CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END] LOOP
    CONTINUE WHEN r IS NULL;
    FOREACH mapping IN ARRAY TG_ARGV LOOP
      value := r ->> split_part(mapping, '=', 2);
      IF value IS NOT NULL AND NOT (split_part(mapping, '=', 1) || ':' || value) = ANY (tags) THEN
        tags := tags || (split_part(mapping, '=', 1) || ':' || value);
      END IF;
    END LOOP;
  END LOOP;
  IF array_length(tags, 1) > 0 THEN
    PERFORM pg_notify('db_changes_' || TG_TABLE_SCHEMA, array_to_string(tags, ' '));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER teams_changes AFTER INSERT OR UPDATE OR DELETE ON teams FOR EACH ROW EXECUTE FUNCTION notify_changes('t=id');
CREATE TRIGGER cohorts_changes AFTER INSERT OR UPDATE OR DELETE ON cohorts FOR EACH ROW EXECUTE FUNCTION notify_changes('t=team_id');
CREATE TRIGGER access_links_changes AFTER INSERT OR UPDATE OR DELETE ON access_links FOR EACH ROW EXECUTE FUNCTION notify_changes('t=team_id');
CREATE TRIGGER classes_changes AFTER INSERT OR UPDATE OR DELETE ON classes FOR EACH ROW EXECUTE FUNCTION notify_changes('c=id', 't=team_id');
CREATE TRIGGER users_changes AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_changes('u=id');
-- A session matters when it ends: refreshing last_used_at is not a change anyone reads.
CREATE TRIGGER sessions_changes AFTER UPDATE OF revoked_at OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_changes('u=user_id');
CREATE TRIGGER team_leaders_changes AFTER INSERT OR UPDATE OR DELETE ON team_leaders FOR EACH ROW EXECUTE FUNCTION notify_changes('u=user_id', 't=team_id');
CREATE TRIGGER assessment_responses_changes AFTER INSERT OR UPDATE OR DELETE ON assessment_responses FOR EACH ROW EXECUTE FUNCTION notify_changes('u=user_id');
CREATE TRIGGER questionnaire_openings_changes AFTER INSERT OR UPDATE OR DELETE ON questionnaire_openings FOR EACH ROW EXECUTE FUNCTION notify_changes('u=user_id');
CREATE TRIGGER questionnaire_responses_changes AFTER INSERT OR UPDATE OR DELETE ON questionnaire_responses FOR EACH ROW EXECUTE FUNCTION notify_changes('u=user_id');
CREATE TRIGGER slides_changes AFTER INSERT OR UPDATE OR DELETE ON slides FOR EACH ROW EXECUTE FUNCTION notify_changes('t=team_id', 'c=class_id');
CREATE TRIGGER certificates_changes AFTER INSERT OR UPDATE OR DELETE ON certificates FOR EACH ROW EXECUTE FUNCTION notify_changes('u=user_id');
CREATE TRIGGER payments_changes AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION notify_changes('u=user_id', 'c=class_id');
