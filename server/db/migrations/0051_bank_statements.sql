-- Payments through providers, second part (docs/payments.md): the receiving bank's statement feed,
-- matched to bank-transfer deposits by amount, depositor name and time; and the channel's provider
-- credentials as the console edits them.

-- `statement`: the bank channel's provider reports the receiving accounts' incoming transfers (only
-- the bank channel has a statement). `secret_sealed`: a secret typed in the console, sealed with
-- AES-256-GCM under PAY_CREDENTIALS_KEY (server/payments/credentials.ts); empty when the channel names
-- its secret by reference (`secret_ref`). Never the secret in clear.
ALTER TABLE pay_channel_providers ADD COLUMN statement BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE pay_channel_providers ADD CONSTRAINT pay_channel_providers_statement_bank
  CHECK (NOT (statement AND channel <> 'bank'));
ALTER TABLE pay_channel_providers ADD COLUMN secret_sealed TEXT NOT NULL DEFAULT ''
  CHECK (secret_sealed = '' OR secret_sealed LIKE 'v1.%');
ALTER TABLE pay_channel_providers ADD COLUMN updated_by TEXT NOT NULL DEFAULT '';
UPDATE pay_channel_providers SET statement = true WHERE channel = 'bank';

-- One incoming transfer on a receiving account as the provider's feed reported it, once per provider
-- line id (the feed may repeat lines). status: matched (credited one deposit), review (the operator
-- decides: two orders match, or only the amount or only the name does), unmatched (no order at all),
-- dismissed (the operator said it is not a player's deposit).
CREATE TABLE bank_statement_lines (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider TEXT NOT NULL,
  line_id TEXT NOT NULL,
  account TEXT NOT NULL,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  payer TEXT NOT NULL,
  booked_at TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('matched', 'review', 'unmatched', 'dismissed')),
  deposit_id BIGINT REFERENCES deposits(id),
  -- The order numbers an operator chooses from (review).
  candidates JSONB NOT NULL DEFAULT '[]',
  reason TEXT NOT NULL DEFAULT '',
  decided_by TEXT,
  decided_at TIMESTAMPTZ,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (provider, line_id)
);
-- A deposit is credited from one line at most.
CREATE UNIQUE INDEX bank_statement_lines_deposit ON bank_statement_lines (deposit_id) WHERE status = 'matched';
CREATE INDEX bank_statement_lines_status ON bank_statement_lines (status, booked_at);

-- Where the feed was read up to, per provider and merchant.
CREATE TABLE bank_statement_cursors (
  provider TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  cursor TEXT NOT NULL DEFAULT '',
  read_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, merchant_id)
);

-- A change of a channel's provider or credentials waits for a second operator like the channel's
-- address (four eyes, receiving_changes).
ALTER TABLE approval_requests DROP CONSTRAINT approval_requests_kind_check;
ALTER TABLE approval_requests ADD CONSTRAINT approval_requests_kind_check
  CHECK (kind IN ('adjust', 'withdrawal', 'receiving-account', 'pay-channel', 'pay-provider',
                  'promotion-rule', 'money-rules', 'maintenance'));
