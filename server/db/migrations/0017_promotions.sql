-- Promotions that pay (docs/promotions.md): the bonus rule of an activity and every payout made.
-- A rule says what kind of promotion the activity is, its parameters (validated by the operator API's
-- zod schema of that kind), the turnover multiple attached to each payout and the optional caps.
CREATE TABLE promotion_rules (
  activity_id BIGINT PRIMARY KEY REFERENCES activities(id),
  kind TEXT NOT NULL CHECK (kind IN ('first-deposit', 'deposit-method', 'application', 'vip-upgrade', 'birthday', 'monthly-redpacket')),
  enabled BOOLEAN NOT NULL DEFAULT true,
  params JSONB NOT NULL DEFAULT '{}',
  turnover_multiple NUMERIC(5, 2) NOT NULL CHECK (turnover_multiple >= 0 AND turnover_multiple <= 100),
  -- Caps in cents, NULL = none: per player over the activity's life, per player per Beijing day, and
  -- for all players together per Beijing day.
  player_cap_cents BIGINT CHECK (player_cap_cents > 0),
  player_day_cap_cents BIGINT CHECK (player_day_cap_cents > 0),
  day_cap_cents BIGINT CHECK (day_cap_cents > 0),
  updated_by TEXT NOT NULL DEFAULT 'seed',
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX promotion_rules_kind ON promotion_rules (kind) WHERE enabled;

-- One row per bonus paid. (source, ref) is the occasion (the first deposit of a player, a deposit
-- order, an application, a VIP level, a birthday year, a red-packet half-month) and is UNIQUE: the
-- same occasion pays once whatever the concurrency. The same pair keys the wagering requirement.
CREATE TABLE promotion_payouts (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id BIGINT REFERENCES activities(id),
  kind TEXT NOT NULL,
  source TEXT NOT NULL,
  ref TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  turnover_cents BIGINT NOT NULL CHECK (turnover_cents >= 0),
  transfer_id BIGINT REFERENCES ledger_transfers(id),
  day DATE NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (source, ref)
);
CREATE INDEX promotion_payouts_user ON promotion_payouts (user_id, created_at DESC);
CREATE INDEX promotion_payouts_activity ON promotion_payouts (activity_id, day);
