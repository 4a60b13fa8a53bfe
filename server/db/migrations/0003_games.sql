-- Games (issue 7): provably-fair seed pairs, fast-3 draws, the seamless-wallet provider transactions,
-- launch sessions for partner venues, the once-only job ledger, the VIP change log, and the columns
-- game_rounds and rebates (0002) need for the games side. Money still moves only in the ledger.

-- One seed pair per player and in-house game kind is active; rotation marks it revealed and opens a
-- new one. The server seed stays secret until revealed_at is set; its SHA-256 is public from the start.
CREATE TABLE fair_seeds (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('slot', 'sicbo')),
  server_seed TEXT NOT NULL,
  server_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  -- The nonce the next round will use.
  nonce INTEGER NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  revealed_at TIMESTAMPTZ
);
CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds (user_id, kind) WHERE revealed_at IS NULL;
CREATE INDEX fair_seeds_user ON fair_seeds (user_id, kind, id DESC);

-- Fast-3: one row per issue (a draw per minute). The seed is committed (hash public) when the issue
-- opens and revealed with the dice at the draw. The client seed is public: fast3-<issue>.
CREATE TABLE fast3_draws (
  issue TEXT PRIMARY KEY,
  venue_code TEXT NOT NULL REFERENCES venues(code),
  draw_at TIMESTAMPTZ NOT NULL UNIQUE,
  server_seed TEXT NOT NULL,
  server_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  dice TEXT,
  drawn_at TIMESTAMPTZ
);
CREATE INDEX fast3_draws_drawn ON fast3_draws (draw_at DESC) WHERE drawn_at IS NOT NULL;

ALTER TABLE game_rounds
  ADD COLUMN kind TEXT NOT NULL DEFAULT 'partner',
  -- The ledger account the round played from: the central wallet (seamless) or the venue wallet.
  ADD COLUMN wallet_account TEXT,
  ADD COLUMN fair_seed_id BIGINT REFERENCES fair_seeds(id),
  ADD COLUMN nonce INTEGER,
  ADD COLUMN draw_issue TEXT REFERENCES fast3_draws(issue),
  -- The bet slip: [{bet, amount}] in cents; result holds the outcome as JSON text.
  ADD COLUMN detail JSONB;
CREATE INDEX game_rounds_draw ON game_rounds (draw_issue) WHERE draw_issue IS NOT NULL AND status = 2;
CREATE INDEX game_rounds_day ON game_rounds (created_at, user_id) WHERE status = 1;

-- Launch sessions of partner venues: the token the provider sends back in every callback.
CREATE TABLE provider_sessions (
  token TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL REFERENCES venues(code),
  game_code TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX provider_sessions_user ON provider_sessions (user_id);

-- Every seamless callback that had an effect (or was refused after it was authenticated), keyed by
-- the provider's transaction id: the UNIQUE index makes a duplicate return the stored answer.
CREATE TABLE provider_txns (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider TEXT NOT NULL,
  tx_id TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('bet', 'win', 'rollback')),
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL REFERENCES venues(code),
  round_id TEXT NOT NULL,
  -- For rollbacks: the bet transaction they refund.
  ref_tx_id TEXT,
  amount_cents BIGINT NOT NULL CHECK (amount_cents >= 0),
  transfer_id BIGINT REFERENCES ledger_transfers(id),
  request_hash TEXT NOT NULL,
  code INTEGER NOT NULL,
  answer JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (provider, tx_id)
);

-- The state of each provider bet, one row per bet transaction id. A rollback of a bet never seen
-- inserts it as 'rolledback', so the late bet finds it and is refused; the primary key settles races.
CREATE TABLE provider_bets (
  provider TEXT NOT NULL,
  bet_tx_id TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open', 'rolledback')),
  user_id BIGINT REFERENCES users(id),
  round_id TEXT,
  wallet_account TEXT,
  amount_cents BIGINT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, bet_tx_id)
);

-- Scheduled jobs run once per key (e.g. rebate:2025-01-01) across every server process.
CREATE TABLE job_runs (
  job TEXT NOT NULL,
  run_key TEXT NOT NULL,
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  finished_at TIMESTAMPTZ,
  detail TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (job, run_key)
);

-- VIP level changes: at most one per player per Beijing day (the primary key), never skipping.
CREATE TABLE vip_changes (
  user_id BIGINT NOT NULL REFERENCES users(id),
  day DATE NOT NULL,
  from_level INT NOT NULL,
  to_level INT NOT NULL CHECK (abs(to_level - from_level) = 1),
  reason TEXT NOT NULL CHECK (reason IN ('promotion', 'demotion')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);

-- Daily rebates: one row per player, venue and Beijing bet day; claimable from claimable_at.
ALTER TABLE rebates ADD COLUMN claimable_at TIMESTAMPTZ;
CREATE UNIQUE INDEX rebates_daily ON rebates (user_id, venue_code, bet_day) WHERE bet_day IS NOT NULL;
