-- Player protection (docs/protection.md): limits the player sets, time-outs and self-exclusions, the
-- reality check and the play session. Nothing here is ever deleted: a lifted limit or an ended
-- exclusion stays as history.

-- One row per limit the player has (or had). amount NULL = no limit. A raise or a removal waits 24 h:
-- pending_set says a change is waiting, pending_amount is its value (NULL = removal), pending_at when
-- it applies. A lowering applies at once and clears any pending change.
CREATE TABLE player_limits (
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount BIGINT CHECK (amount IS NULL OR amount > 0),
  pending_set BOOLEAN NOT NULL DEFAULT false,
  pending_amount BIGINT CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session'))
);

-- Every change to a limit: who asked, the value before and after, and when it takes effect.
CREATE TABLE player_limit_log (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  old_amount BIGINT,
  new_amount BIGINT,
  effective_at TIMESTAMPTZ NOT NULL,
  actor TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX player_limit_log_user ON player_limit_log (user_id, id);

-- Time-outs and self-exclusions. A self-exclusion keeps the account closed after ends_at until the
-- player asks to reopen (reopen_requested_at) and 24 hours have passed.
CREATE TABLE player_exclusions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  duration TEXT NOT NULL,
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL CHECK (ends_at > starts_at),
  reopen_requested_at TIMESTAMPTZ,
  created_by TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX player_exclusions_user ON player_exclusions (user_id, ends_at);

-- Reality check: the interval the player picked (NULL = the operator's default) and, per login
-- session, when the player last answered the dialog.
ALTER TABLE users ADD COLUMN reality_check_minutes INT CHECK (reality_check_minutes IN (0, 15, 30, 60));
CREATE TABLE session_reality (
  session_id BIGINT PRIMARY KEY REFERENCES sessions(id),
  answered_at TIMESTAMPTZ NOT NULL
);

-- Net results over a window per player (loss limit, reality check, totals).
CREATE INDEX game_rounds_user_time ON game_rounds (user_id, created_at);
