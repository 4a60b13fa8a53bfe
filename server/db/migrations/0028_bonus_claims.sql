-- Bonuses the player asks for (docs/promotions.md, "Opt-in"): a VIP level reached or a birthday no
-- longer pays by itself. It records an entitlement, once per occasion, that the member centre lists
-- with a 申请 button until it expires; the claim pays it through the engine (promotion_payouts keeps
-- its own UNIQUE (source, ref), the same ref as the entitlement's).
CREATE TABLE bonus_claims (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('vip-upgrade', 'birthday')),
  -- The occasion, as the payout will name it: <user>:<level> or <activity>:<user>:<year>.
  ref TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- The rule's activity when the occasion happened (null: the built-in VIP upgrade default).
  activity_id BIGINT REFERENCES activities(id),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL CHECK (expires_at > created_at),
  claimed_at TIMESTAMPTZ,
  payout_id BIGINT REFERENCES promotion_payouts(id),
  UNIQUE (kind, ref),
  CHECK ((claimed_at IS NULL) = (payout_id IS NULL))
);
CREATE INDEX bonus_claims_open ON bonus_claims (user_id, expires_at) WHERE claimed_at IS NULL;
