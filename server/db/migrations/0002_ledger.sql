-- The money core (docs/money.md). Every balance lives in ledger_accounts and changes only
-- through ledger_transfers, each written as two ledger_entries (debit -amount, credit +amount), so the
-- sum of all balances per currency is always 0. Amounts are BIGINT minor units (CNY cents).
-- Transfers and entries are immutable (triggers refuse UPDATE/DELETE); a mistake is corrected by a new
-- transfer. Two-phase holds: a pending transfer reserves the money in a hold account; exactly one row
-- in ledger_pending_outcomes (its primary key) records whether it was posted or voided.

CREATE TABLE ledger_accounts (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- player:<uid>:central | player:<uid>:venue:<code> | sys:clearing:<channel> | sys:withdrawals-pending
  -- | sys:fees | sys:promo:<kind> | sys:game:<venue>
  code TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('central', 'venue', 'clearing', 'withdrawals_pending', 'fees', 'promotions', 'game_result')),
  user_id BIGINT REFERENCES users(id),
  venue_code TEXT REFERENCES venues(code),
  currency TEXT NOT NULL DEFAULT 'CNY',
  balance BIGINT NOT NULL DEFAULT 0,
  allow_negative BOOLEAN NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- The last line of defence for "a player wallet never goes below zero".
  CONSTRAINT ledger_accounts_non_negative CHECK (allow_negative OR balance >= 0),
  CONSTRAINT ledger_accounts_player CHECK ((kind IN ('central', 'venue')) = (user_id IS NOT NULL AND NOT allow_negative))
);
CREATE INDEX ledger_accounts_user ON ledger_accounts (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE ledger_transfers (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- deposit | withdrawal_hold | withdrawal_post | withdrawal_fee | withdrawal_void | transfer_in
  -- | transfer_out | redpacket | rebate | bonus | adjustment | bet | win | rollback
  kind TEXT NOT NULL,
  debit_account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  credit_account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL DEFAULT 'CNY',
  pending BOOLEAN NOT NULL DEFAULT false,
  -- For the transfers that settle a hold: the pending transfer they settle.
  pending_id BIGINT REFERENCES ledger_transfers(id),
  -- Idempotency: a key can be used once, enforced here and nowhere else.
  idempotency_key TEXT UNIQUE,
  user_id BIGINT REFERENCES users(id),
  venue_code TEXT,
  ref TEXT,
  memo TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX ledger_transfers_user ON ledger_transfers (user_id, kind, created_at DESC);
CREATE INDEX ledger_transfers_pending ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;

CREATE TABLE ledger_entries (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id BIGINT NOT NULL REFERENCES ledger_transfers(id),
  account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  amount BIGINT NOT NULL,
  balance_before BIGINT NOT NULL,
  balance_after BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (balance_after = balance_before + amount)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);

CREATE TABLE ledger_pending_outcomes (
  pending_id BIGINT PRIMARY KEY REFERENCES ledger_transfers(id),
  outcome TEXT NOT NULL CHECK (outcome IN ('posted', 'voided')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable (%)', TG_TABLE_NAME;
END
$$;
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
CREATE TRIGGER ledger_outcomes_immutable BEFORE UPDATE OR DELETE ON ledger_pending_outcomes
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();

-- API-level idempotency of money calls: (user, key) answered once; the stored answer is replayed.
CREATE TABLE api_idempotency (
  user_id BIGINT NOT NULL REFERENCES users(id),
  key TEXT NOT NULL,
  call TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  code INTEGER,
  message TEXT,
  data JSONB,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- ---------------------------------------------------------------- operator settings for money
-- Rates, fees, ranges and withdrawal rules are one JSON row in settings (key 'money', 0001's table);
-- the channels and accounts below are rows because the back office lists and toggles them.

-- Operator bank accounts that receive bank deposits (getpaybank).
CREATE TABLE receiving_accounts (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_id BIGINT NOT NULL REFERENCES banks(id),
  bank_no TEXT NOT NULL UNIQUE,
  bank_owner TEXT NOT NULL,
  bank_address TEXT NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT true
);

-- Deposit channels: bank | wechat | alipay | usdt-trc20 | usdt-erc20.
CREATE TABLE pay_channels (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  pay_way INTEGER NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT true,
  min_cents BIGINT NOT NULL CHECK (min_cents > 0),
  max_cents BIGINT NOT NULL,
  -- Receiving address (USDT) or merchant id, and the QR image the payment page shows.
  address TEXT NOT NULL DEFAULT '',
  qr_image TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  CHECK (max_cents >= min_cents)
);

-- ---------------------------------------------------------------- player money records
CREATE TABLE user_cards (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- 1 bank card, 2 USDT address
  type SMALLINT NOT NULL CHECK (type IN (1, 2)),
  bank TEXT NOT NULL,
  bank_no TEXT NOT NULL,
  bank_owner TEXT NOT NULL,
  bank_address TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  deleted_at TIMESTAMPTZ
);
CREATE INDEX user_cards_user ON user_cards (user_id, type) WHERE deleted_at IS NULL;

CREATE TABLE deposits (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  channel TEXT NOT NULL REFERENCES pay_channels(code),
  pay_way INTEGER NOT NULL,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  -- USDT only: the rate (micro-CNY per USDT) and the USDT amount to pay in hundredths.
  usdt_rate_micros BIGINT,
  usdt_cents BIGINT,
  protocol TEXT,
  depositor_bank TEXT NOT NULL DEFAULT '',
  depositor_no TEXT NOT NULL DEFAULT '',
  depositor_name TEXT NOT NULL DEFAULT '',
  depositor_address TEXT NOT NULL DEFAULT '',
  -- 1 pending review, 2 approved, 3 refused (or closed unpaid after the payment window)
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  note TEXT NOT NULL DEFAULT '',
  transfer_id BIGINT REFERENCES ledger_transfers(id),
  reviewed_by TEXT,
  reviewed_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ
);
CREATE INDEX deposits_user ON deposits (user_id, created_at DESC);
CREATE INDEX deposits_pending ON deposits (state, expires_at) WHERE state = 1;

CREATE TABLE withdrawals (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  card_id BIGINT NOT NULL REFERENCES user_cards(id),
  -- 1 bank, 2 USDT-TRC20, 3 USDT-ERC20
  type SMALLINT NOT NULL CHECK (type IN (1, 2, 3)),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  usdt_rate_micros BIGINT,
  fee_usdt_cents BIGINT,
  -- What the player receives: CNY cents for a bank card, USDT hundredths for USDT.
  real_cents BIGINT NOT NULL,
  card_bank TEXT NOT NULL,
  card_no TEXT NOT NULL,
  card_owner TEXT NOT NULL,
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  hold_transfer_id BIGINT NOT NULL REFERENCES ledger_transfers(id),
  note TEXT NOT NULL DEFAULT '',
  reviewed_by TEXT,
  reviewed_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at DESC);

-- Turnover the player must wager before withdrawing: deposits × the configured multiple, and each
-- promotion's own requirement. Counted from the last approved withdrawal.
CREATE TABLE wagering_requirements (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  source TEXT NOT NULL,
  ref TEXT NOT NULL,
  amount_cents BIGINT NOT NULL CHECK (amount_cents >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (source, ref)
);
CREATE INDEX wagering_requirements_user ON wagering_requirements (user_id, created_at);

-- Bets, filled by the games side (in-house games and provider callbacks).
CREATE TABLE game_rounds (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL REFERENCES venues(code),
  game_code TEXT NOT NULL DEFAULT '',
  game_name TEXT NOT NULL DEFAULT '',
  stake_cents BIGINT NOT NULL CHECK (stake_cents >= 0),
  valid_cents BIGINT NOT NULL DEFAULT 0 CHECK (valid_cents >= 0),
  payout_cents BIGINT NOT NULL DEFAULT 0 CHECK (payout_cents >= 0),
  -- 0 invalid, 1 settled, 2 unsettled
  status SMALLINT NOT NULL DEFAULT 2 CHECK (status IN (0, 1, 2)),
  result TEXT NOT NULL DEFAULT '',
  balance_before BIGINT,
  balance_after BIGINT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ,
  UNIQUE (venue_code, round_id)
);
CREATE INDEX game_rounds_user ON game_rounds (user_id, created_at DESC);

CREATE TABLE rebates (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL REFERENCES venues(code),
  game_round_id BIGINT REFERENCES game_rounds(id),
  -- The Beijing day whose valid bets the rebate pays for, when it is a daily rebate.
  bet_day DATE,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  -- 0 waiting to be claimed, 1 claimed
  state SMALLINT NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  claim_transfer_id BIGINT REFERENCES ledger_transfers(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  claimed_at TIMESTAMPTZ
);
CREATE INDEX rebates_user ON rebates (user_id, state, created_at DESC);
CREATE UNIQUE INDEX rebates_round ON rebates (game_round_id) WHERE game_round_id IS NOT NULL;

-- ---------------------------------------------------------------- red packets
CREATE TABLE redpacket_rules (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Activity dates; deposits count only inside them (the activity is defined in US Eastern time).
  start_at TIMESTAMPTZ NOT NULL,
  end_at TIMESTAMPTZ NOT NULL,
  -- Deposits counted must lie in [day_flow, flow_money] for this rule to apply.
  day_flow_cents BIGINT NOT NULL CHECK (day_flow_cents >= 0),
  flow_money_cents BIGINT NOT NULL,
  -- Grabs the rule allows per day.
  grabs INTEGER NOT NULL CHECK (grabs >= 0),
  -- The cap of one packet = deposits counted × percent_bp / 10000.
  percent_bp INTEGER NOT NULL CHECK (percent_bp > 0),
  -- Turnover the payout adds to the wagering requirement, as a multiple (bounded at 10x).
  turnover_multiple NUMERIC(4, 2) NOT NULL CHECK (turnover_multiple >= 0 AND turnover_multiple <= 10),
  enabled BOOLEAN NOT NULL DEFAULT true,
  CHECK (end_at > start_at),
  CHECK (flow_money_cents >= day_flow_cents)
);

CREATE TABLE redpacket_grabs (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  rule_id BIGINT NOT NULL REFERENCES redpacket_rules(id),
  -- The Beijing day of the grab window; (user, day, seq) makes a lost race impossible to double-pay.
  grab_day DATE NOT NULL,
  seq INTEGER NOT NULL CHECK (seq >= 1),
  deposits_cents BIGINT NOT NULL,
  last_deposit_at TIMESTAMPTZ NOT NULL,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  transfer_id BIGINT NOT NULL REFERENCES ledger_transfers(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (user_id, grab_day, seq)
);
CREATE INDEX redpacket_grabs_user ON redpacket_grabs (user_id, created_at DESC);

-- ---------------------------------------------------------------- back office
CREATE TABLE operators (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until TIMESTAMPTZ
);

CREATE TABLE operator_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id BIGINT NOT NULL REFERENCES operators(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  revoked_at TIMESTAMPTZ
);

-- Who did what in the back office; adjustments carry their mandatory reason here and in the transfer memo.
CREATE TABLE operator_audit (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
