-- The slot venues' progressive jackpot (docs/jackpot.md) and the slot lobby's favourites.
--
-- The pool's money is a ledger account kind of its own, 'jackpot': the house owes it to the next
-- winner, so it is neither game result nor promotion. Like the house side of a venue it is split into
-- 16 shards (sys:jackpot:slots, sys:jackpot:slots:<n>), so contributions from different players do not
-- queue on one row; the pool is the sum of its shards. A shard never goes negative.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('central', 'venue', 'bonus', 'clearing', 'withdrawals_pending', 'fees', 'promotions', 'game_result', 'jackpot'));

INSERT INTO ledger_accounts (code, kind, venue_code, allow_negative)
SELECT CASE WHEN n = 0 THEN 'sys:jackpot:slots' ELSE 'sys:jackpot:slots:' || n END, 'jackpot', NULL, false
FROM generate_series(0, 15) AS n
ON CONFLICT (code) DO NOTHING;

-- One row per pool: its stated figures and its history. Every spin holds this row FOR SHARE while it
-- contributes; a triggering spin takes it FOR UPDATE, so it waits for the contributions in flight,
-- drains the shards alone and re-seeds before the next spin contributes: one winner per trigger.
CREATE TABLE jackpot_pools (
  code TEXT PRIMARY KEY,
  rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 1000),
  odds INTEGER NOT NULL CHECK (odds >= 1),
  seed_cents BIGINT NOT NULL CHECK (seed_cents >= 0),
  -- false until the house put the first seed in (the first spin does it, under the row lock).
  funded BOOLEAN NOT NULL DEFAULT false,
  wins INTEGER NOT NULL DEFAULT 0,
  last_win_cents BIGINT,
  last_win_at TIMESTAMPTZ,
  last_win_user BIGINT REFERENCES users(id),
  last_win_round TEXT
);
INSERT INTO jackpot_pools (code, rate_bp, odds, seed_cents) VALUES ('slots', 100, 50000, 500000);

-- A player's favourite slot machines (the lobby's star), kept on the server so every device agrees.
CREATE TABLE slot_favourites (
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL,
  game_code TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, venue_code, game_code)
);
