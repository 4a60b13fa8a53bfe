-- Server processes keep recently used sessions in memory (server/auth/session.ts). Any change that
-- can end a session -- revocation, a moved expiry, a deleted row, a disabled or renamed account --
-- announces the user id on channel `session_changed` when its transaction commits, whoever made it
-- (a server process, the admin CLI, an operator's SQL), so every process drops that user's sessions.
-- Only the routine forward move of last_seen_at stays quiet.
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
     OR OLD.created_at IS DISTINCT FROM NEW.created_at
     OR OLD.user_id IS DISTINCT FROM NEW.user_id
     OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
     OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION notify_session_changed();
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION notify_session_changed();
CREATE TRIGGER users_session_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION notify_session_changed();
