-- Transfer-wallet mode with partner venues (issue 7): the partner keeps the player's venue wallet, our
-- ledger keeps its record (player:<uid>:venue:<code>). Every move between the central wallet and a
-- partner wallet is a venue_transfers row first, committed before the partner is called, with the
-- transfer id the partner stores forever (it answers a repeated id with its first answer). A row is
-- 'pending' until the partner's answer is final; the reconciler asks again with the same id. Money in
-- (central -> partner) leaves the central wallet when the row is written and comes back by a
-- reversing transfer if the partner refuses; money out reaches the central wallet only once the
-- partner confirmed it.
CREATE TABLE venue_transfers (
  id TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL REFERENCES venues(code),
  provider TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  -- The request this transfer belongs to (the Idempotency-Key, or a generated one): a retry of the
  -- same request finds this row and carries on with it instead of moving money again.
  request_key TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'refused')),
  -- The partner's refusal code, when it refused.
  partner_code INT,
  attempts INT NOT NULL DEFAULT 0,
  last_error TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ,
  UNIQUE (user_id, request_key, venue_code, direction)
);
CREATE INDEX venue_transfers_pending ON venue_transfers (updated_at) WHERE state = 'pending';
CREATE INDEX venue_transfers_user ON venue_transfers (user_id, created_at DESC);

-- Per partner provider: this installation's merchant id there, and how far its journal of settled
-- rounds has been booked on our ledger.
CREATE TABLE partner_state (
  provider TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  rounds_after BIGINT NOT NULL DEFAULT 0
);
