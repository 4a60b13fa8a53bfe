-- 记住密码 (docs/security.md): a session the player asked to keep lives longer (server/auth/session.ts
-- reads the lifetimes of each kind from its configuration). Changing the choice moves the session's
-- expiry, so it is announced on `session_changed` like the other changes that can end a session
-- (migration 0004).
ALTER TABLE sessions ADD COLUMN remember BOOLEAN NOT NULL DEFAULT false;

DROP TRIGGER sessions_changed ON sessions;
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
     OR OLD.created_at IS DISTINCT FROM NEW.created_at
     OR OLD.user_id IS DISTINCT FROM NEW.user_id
     OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
     OR OLD.remember IS DISTINCT FROM NEW.remember
     OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION notify_session_changed();
