-- The operator console (docs/operator-console.md): operators with a role and two-factor sign-in,
-- sessions that expire and can be revoked, a hash-chained audit log, player logins, notes and locks.

-- ---------------------------------------------------------------- operators
-- role: what the operator may do (core/contract/admin.ts ROLE_PERMISSIONS). totp_secret_enc: the
-- authenticator secret, AES-256-GCM under a key derived from the site's secret (server/admin/totp.ts),
-- never answered after enrolment. totp_last_step: the last 30-second step whose code was accepted (a
-- code of that step or an earlier one is refused: no replay). must_enrol: the next sign-in enrols.
ALTER TABLE operators
  ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'finance', 'risk', 'support', 'content')),
  ADD COLUMN disabled_at TIMESTAMPTZ,
  ADD COLUMN totp_secret_enc TEXT,
  ADD COLUMN totp_last_step BIGINT NOT NULL DEFAULT 0,
  ADD COLUMN must_enrol BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN last_login_at TIMESTAMPTZ;
-- Operators created before roles keep everything (they were the only operators): owner.
ALTER TABLE operators ALTER COLUMN role DROP DEFAULT;

-- Recovery codes: SHA-256 of each (they are random 50-bit strings), usable once.
CREATE TABLE operator_recovery_codes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id BIGINT NOT NULL REFERENCES operators(id),
  code_hash TEXT NOT NULL,
  used_at TIMESTAMPTZ,
  UNIQUE (operator_id, code_hash)
);

-- Between the password and the second factor: a ticket valid for minutes, at most 5 wrong codes.
-- pending_secret_enc: the secret offered at enrolment, kept until a code of it confirms it.
CREATE TABLE operator_login_tickets (
  token_hash TEXT PRIMARY KEY,
  operator_id BIGINT NOT NULL REFERENCES operators(id),
  pending_secret_enc TEXT,
  fails INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  used_at TIMESTAMPTZ,
  ip TEXT NOT NULL DEFAULT ''
);

ALTER TABLE operator_sessions
  ADD COLUMN id BIGINT GENERATED ALWAYS AS IDENTITY,
  ADD COLUMN ip TEXT NOT NULL DEFAULT '',
  ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX operator_sessions_id ON operator_sessions (id);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id) WHERE revoked_at IS NULL;

-- ---------------------------------------------------------------- audit chain
-- Each row: seq (1, 2, 3 ... without gaps), the SHA-256 of its canonical content and of the previous
-- row's hash (server/admin/audit.ts). Appends take the head row's lock, so parallel actions queue
-- instead of forking the chain; `npm run audit:check` walks it. Rows written before this migration
-- are sealed into the chain by the first append (seq and hash NULL until then).
ALTER TABLE operator_audit
  ADD COLUMN seq BIGINT,
  ADD COLUMN operator_id BIGINT,
  ADD COLUMN ip TEXT NOT NULL DEFAULT '',
  ADD COLUMN before JSONB,
  ADD COLUMN after JSONB,
  ADD COLUMN prev_hash TEXT,
  ADD COLUMN hash TEXT;
ALTER TABLE operator_audit ALTER COLUMN created_at SET DEFAULT now();
CREATE UNIQUE INDEX operator_audit_seq ON operator_audit (seq);
CREATE INDEX operator_audit_unsealed ON operator_audit (id) WHERE hash IS NULL;
CREATE INDEX operator_audit_filter ON operator_audit (operator, action, created_at);
CREATE INDEX operator_audit_target ON operator_audit (target);

CREATE TABLE operator_audit_head (
  id SMALLINT PRIMARY KEY CHECK (id = 1),
  seq BIGINT NOT NULL,
  hash TEXT NOT NULL
);
INSERT INTO operator_audit_head (id, seq, hash) VALUES (1, 0, repeat('0', 64));

-- ---------------------------------------------------------------- players
-- Each successful player login (the console's login history): time, address, device.
CREATE TABLE player_logins (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX player_logins_user ON player_logins (user_id, created_at DESC);
CREATE INDEX player_logins_ip ON player_logins (ip);

CREATE TABLE player_notes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  operator TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_user ON player_notes (user_id, created_at DESC);

-- A lock (users.status 0) carries its reason; a reset password must be changed at the next login.
ALTER TABLE users
  ADD COLUMN locked_reason TEXT NOT NULL DEFAULT '',
  ADD COLUMN must_change_password BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX users_realname ON users (realname);
CREATE INDEX users_last_login_ip ON users (last_login_ip);
CREATE INDEX user_cards_no ON user_cards (bank_no);

-- Activities may define the bonus approval pays and its turnover multiple (0: approval only marks it).
ALTER TABLE activities
  ADD COLUMN bonus_cents BIGINT NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  ADD COLUMN turnover_multiple NUMERIC(4, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0 AND turnover_multiple <= 50);
ALTER TABLE activity_applications ADD COLUMN transfer_id BIGINT REFERENCES ledger_transfers(id);
ALTER TABLE activity_applications ADD COLUMN reviewed_by TEXT;
ALTER TABLE activity_applications ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE agent_applications ADD COLUMN reviewed_by TEXT;
ALTER TABLE agent_applications ADD COLUMN note TEXT NOT NULL DEFAULT '';
