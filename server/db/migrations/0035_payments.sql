-- Payments through providers (docs/payments.md): which provider serves a channel, the provider's
-- side of each deposit (pay-in order) and of each approved withdrawal (payout), and every verified
-- callback received.

-- A channel's provider and credentials. The secret itself is never stored: `secret_ref` names it (an
-- environment variable, or a key of the embedded demo's secrets file). No foreign key to
-- pay_channels, so the demo's binding below exists before the seed writes the channels. `payin`:
-- deposits of the channel are created at the provider and credited from its callbacks (never for
-- bank, whose deposits stay manual); `payout`: approved withdrawals of the channel are paid out there.
CREATE TABLE pay_channel_providers (
  channel TEXT PRIMARY KEY CHECK (channel IN ('bank', 'wechat', 'alipay', 'usdt-trc20', 'usdt-erc20')),
  provider TEXT NOT NULL CHECK (provider ~ '^[a-z0-9-]{1,32}$'),
  merchant_id TEXT NOT NULL DEFAULT '',
  secret_ref TEXT NOT NULL DEFAULT '' CHECK (secret_ref ~ '^[A-Za-z0-9_]{0,64}$'),
  payin BOOLEAN NOT NULL DEFAULT true CHECK (NOT (payin AND channel = 'bank')),
  payout BOOLEAN NOT NULL DEFAULT false CHECK (NOT (payout AND channel IN ('wechat', 'alipay'))),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
INSERT INTO pay_channel_providers (channel, provider, merchant_id, secret_ref, payin, payout) VALUES
  ('wechat', 'sandbox', 'demo-merchant', 'PAY_SANDBOX_SECRET', true, false),
  ('alipay', 'sandbox', 'demo-merchant', 'PAY_SANDBOX_SECRET', true, false),
  ('usdt-trc20', 'sandbox', 'demo-merchant', 'PAY_SANDBOX_SECRET', true, true),
  ('usdt-erc20', 'sandbox', 'demo-merchant', 'PAY_SANDBOX_SECRET', true, true),
  ('bank', 'sandbox', 'demo-merchant', 'PAY_SANDBOX_SECRET', false, true);

-- A deposit paid with another amount than ordered is credited (after review) with what arrived, in
-- CNY cents; NULL means the ordered amount.
ALTER TABLE deposits ADD COLUMN paid_cents BIGINT CHECK (paid_cents > 0);

-- status: new (ours only) -> created (the provider has it) -> credited | held (review queue:
-- another amount, a protection limit, a payment after refusal) | expired.
CREATE TABLE pay_orders (
  deposit_id BIGINT PRIMARY KEY REFERENCES deposits(id),
  order_no TEXT NOT NULL UNIQUE,
  channel TEXT NOT NULL,
  provider TEXT NOT NULL,
  -- The amount asked, in the order's unit: CNY cents, or USDT hundredths for USDT channels.
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'created', 'credited', 'held', 'expired')),
  provider_ref TEXT NOT NULL DEFAULT '',
  pay_url TEXT NOT NULL DEFAULT '',
  paid_cents BIGINT,
  confirmations INTEGER NOT NULL DEFAULT 0,
  tx_hash TEXT NOT NULL DEFAULT '',
  reason TEXT NOT NULL DEFAULT '',
  late BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX pay_orders_open ON pay_orders (status, created_at) WHERE status IN ('new', 'created');

-- status: queued (approved, not yet sent) -> submitted (accepted) -> paid | failed; unknown: sent
-- without a definite answer (timeout, 5xx), resolved by looking the payout up.
CREATE TABLE payouts (
  withdrawal_id BIGINT PRIMARY KEY REFERENCES withdrawals(id),
  order_no TEXT NOT NULL UNIQUE,
  channel TEXT NOT NULL,
  provider TEXT NOT NULL,
  -- What the player receives in the withdrawal's unit (CNY cents or USDT hundredths) and the CNY
  -- amount that left the player's wallet (returned in full on a failure).
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  debited_cents BIGINT NOT NULL CHECK (debited_cents > 0),
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'submitted', 'unknown', 'paid', 'failed')),
  provider_ref TEXT NOT NULL DEFAULT '',
  fee_cents BIGINT,
  net_cents BIGINT,
  reason TEXT NOT NULL DEFAULT '',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_check_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ
);
CREATE INDEX payouts_open ON payouts (next_check_at) WHERE status IN ('queued', 'submitted', 'unknown');

-- Every callback whose signature checked out, once per provider event id (a resent event is answered
-- without a second look); `outcome` says what it did.
CREATE TABLE pay_callbacks (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  order_no TEXT NOT NULL,
  outcome TEXT NOT NULL DEFAULT '',
  body JSONB NOT NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (provider, event_id)
);
CREATE INDEX pay_callbacks_order ON pay_callbacks (order_no);
