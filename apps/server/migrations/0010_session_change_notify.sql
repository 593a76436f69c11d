-- Tells the server's session cache (decision 096) whose sign-in changed: a deleted session (logout, login
-- rotation, expiry sweep, a deleted account's cascade) or any change to a user row (plan, name, password).
-- The payload is the user's id; the column holding it is the trigger's argument.
CREATE FUNCTION notify_session_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kurio_session_change', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE TRIGGER users_notify_session_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('id');
CREATE TRIGGER sessions_notify_session_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
