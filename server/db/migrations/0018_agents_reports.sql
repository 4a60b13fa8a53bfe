-- Agents' commissions (docs/agents.md). One rule set, edited in the console (audited with before and
-- after); one statement per agent and Beijing month, written by the monthly job. The UNIQUE (agent,
-- month) index and the job_runs claim make the job pay a month once however many processes run it;
-- a paid statement names its ledger transfer (from sys:promo:commission to the agent's central wallet).
CREATE TABLE agent_commission_rules (
  id SMALLINT PRIMARY KEY CHECK (id = 1),
  -- Share of the referred players' net loss, in basis points (2500 = 25 %).
  share_bp INTEGER NOT NULL CHECK (share_bp BETWEEN 0 AND 10000),
  -- Players who placed at least one bet in the month; fewer and the month pays nothing.
  min_active_players INTEGER NOT NULL CHECK (min_active_players BETWEEN 0 AND 100000),
  -- A commission below this amount is not paid (the statement says so).
  min_payout_cents BIGINT NOT NULL CHECK (min_payout_cents >= 0),
  enabled BOOLEAN NOT NULL DEFAULT true,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_by TEXT NOT NULL DEFAULT ''
);
INSERT INTO agent_commission_rules (id, share_bp, min_active_players, min_payout_cents, enabled)
VALUES (1, 2500, 1, 100, true);

CREATE TABLE agent_commissions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agent_id BIGINT NOT NULL REFERENCES users(id),
  -- Beijing month, YYYY-MM.
  month TEXT NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  players INTEGER NOT NULL,
  active_players INTEGER NOT NULL,
  deposits_cents BIGINT NOT NULL,
  stakes_cents BIGINT NOT NULL,
  payouts_cents BIGINT NOT NULL,
  bonuses_cents BIGINT NOT NULL,
  -- stakes - payouts - bonuses of the referred players (may be negative: then nothing is paid).
  net_loss_cents BIGINT NOT NULL,
  share_bp INTEGER NOT NULL,
  min_active_players INTEGER NOT NULL,
  min_payout_cents BIGINT NOT NULL,
  amount_cents BIGINT NOT NULL CHECK (amount_cents >= 0),
  -- 1 paid; 0 nothing due (the reason in `reason`).
  state SMALLINT NOT NULL CHECK (state IN (0, 1)),
  reason TEXT NOT NULL DEFAULT '',
  transfer_id BIGINT REFERENCES ledger_transfers(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (agent_id, month),
  CHECK ((state = 1) = (transfer_id IS NOT NULL))
);
CREATE INDEX agent_commissions_month ON agent_commissions (month, agent_id);

-- Reports read the ledger by time and kind.
CREATE INDEX IF NOT EXISTS ledger_transfers_time ON ledger_transfers (created_at);
