-- Accounts, sessions and site content (SERVER-ACCOUNTS). Balances are NOT here: they live in the
-- ledger (0002). paysum/totalgame are statistics the money and games code maintain for VIP progress.

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE vip_levels (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  level INT NOT NULL UNIQUE CHECK (level BETWEEN 1 AND 99),
  vipname TEXT NOT NULL,
  recharge_cents BIGINT NOT NULL DEFAULT 0 CHECK (recharge_cents >= 0),
  flow_cents BIGINT NOT NULL DEFAULT 0 CHECK (flow_cents >= 0),
  retention_flow_cents BIGINT NOT NULL DEFAULT 0 CHECK (retention_flow_cents >= 0),
  upgrade_bonus_cents BIGINT NOT NULL DEFAULT 0 CHECK (upgrade_bonus_cents >= 0),
  -- Rebate percentages per category, e.g. 0.80 = 0.8 %.
  realperson NUMERIC(5,2) NOT NULL DEFAULT 0,
  electron NUMERIC(5,2) NOT NULL DEFAULT 0,
  joker NUMERIC(5,2) NOT NULL DEFAULT 0,
  sport NUMERIC(5,2) NOT NULL DEFAULT 0,
  lottery NUMERIC(5,2) NOT NULL DEFAULT 0,
  e_sport NUMERIC(5,2) NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  pay_password_hash TEXT,
  pay_fails INT NOT NULL DEFAULT 0,
  pay_locked_until TIMESTAMPTZ,
  realname TEXT NOT NULL,
  mobile TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  birthday DATE,
  avatar TEXT NOT NULL DEFAULT '',
  isagent SMALLINT NOT NULL DEFAULT 0 CHECK (isagent IN (0, 1)),
  vip INT NOT NULL DEFAULT 1,
  vip_changed_at TIMESTAMPTZ,
  transferstatus SMALLINT NOT NULL DEFAULT 0 CHECK (transferstatus IN (0, 1)),
  paysum_cents BIGINT NOT NULL DEFAULT 0 CHECK (paysum_cents >= 0),
  totalgame_cents BIGINT NOT NULL DEFAULT 0 CHECK (totalgame_cents >= 0),
  pid BIGINT REFERENCES users(id),
  status SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  register_ip TEXT NOT NULL DEFAULT '',
  last_login_ip TEXT NOT NULL DEFAULT '',
  last_login_at TIMESTAMPTZ,
  -- The login before the current one: shown to the player after login (docs/protection.md).
  prev_login_at TIMESTAMPTZ,
  login_count INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE INDEX users_pid ON users (pid);

-- A session is a random 256-bit token; only its SHA-256 is stored.
CREATE TABLE sessions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  revoked_at TIMESTAMPTZ,
  ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

-- Every login attempt, for the per-account and per-IP limits. username is lower-cased and may
-- name no account (the limit applies all the same, so it reveals nothing).
CREATE TABLE login_attempts (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username TEXT NOT NULL,
  ip TEXT NOT NULL,
  ok BOOLEAN NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_user ON login_attempts (username, created_at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, created_at) WHERE NOT ok;

CREATE TABLE venues (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery')),
  category_id INT NOT NULL,
  sort INT NOT NULL DEFAULT 0,
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (0, 1)),
  app_state SMALLINT NOT NULL DEFAULT 1 CHECK (app_state IN (0, 1)),
  description TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',
  tab_on TEXT NOT NULL DEFAULT '',
  tab_off TEXT NOT NULL DEFAULT '',
  mobile_img TEXT NOT NULL DEFAULT '',
  -- Game code that opens the venue's lobby ('' = the lobby itself).
  lobby_code TEXT NOT NULL DEFAULT ''
);
CREATE INDEX venues_category ON venues (category, sort);

CREATE TABLE slot_games (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  venue_code TEXT NOT NULL REFERENCES venues(code),
  game_code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  sort INT NOT NULL DEFAULT 0,
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (0, 1))
);
CREATE INDEX slot_games_venue ON slot_games (venue_code, sort);

CREATE TABLE banners (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type INT NOT NULL DEFAULT 1,
  title TEXT NOT NULL,
  src TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  sort INT NOT NULL DEFAULT 0,
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (0, 1))
);

-- Announcements (the home ticker and the message centre's first tab).
CREATE TABLE notices (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  sort INT NOT NULL DEFAULT 0,
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (0, 1)),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Help pages: type 1 FAQ, 2 responsible gambling, 3 privacy, 4 disclaimer, 5 contact, 7 about, 8 agent cooperation.
CREATE TABLE articles (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type INT NOT NULL,
  name TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX articles_type ON articles (type, sort, id);

CREATE TABLE activity_types (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort INT NOT NULL DEFAULT 0
);

CREATE TABLE activities (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type BIGINT NOT NULL REFERENCES activity_types(id),
  title TEXT NOT NULL UNIQUE,
  banner TEXT NOT NULL,
  content TEXT NOT NULL,
  memo TEXT NOT NULL DEFAULT '',
  can_apply SMALLINT NOT NULL DEFAULT 1 CHECK (can_apply IN (0, 1)),
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (0, 1)),
  sort INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX activities_list ON activities (state, type, sort, id);

-- state: 1 pending review, 2 approved, 3 rejected.
CREATE TABLE activity_applications (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  activity_id BIGINT NOT NULL REFERENCES activities(id),
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  idempotency_key TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  reviewed_at TIMESTAMPTZ,
  UNIQUE (user_id, activity_id),
  UNIQUE (user_id, idempotency_key)
);

-- Inbox: user_id NULL = addressed to every member.
CREATE TABLE inbox_messages (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX inbox_messages_user ON inbox_messages (user_id, created_at);

-- state: 1 pending review, 2 approved, 3 rejected. One application per user.
CREATE TABLE agent_applications (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL UNIQUE REFERENCES users(id),
  mobile TEXT NOT NULL,
  apply_info TEXT NOT NULL,
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  reviewed_at TIMESTAMPTZ
);

CREATE TABLE banks (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  bank_name TEXT NOT NULL,
  ico TEXT NOT NULL DEFAULT '',
  sort INT NOT NULL DEFAULT 0,
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (0, 1))
);

CREATE TABLE uploads (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  path TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  size INT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
