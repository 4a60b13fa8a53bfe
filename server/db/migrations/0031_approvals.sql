-- Four eyes on money (server/admin/approvals.ts; docs/operator-console.md, "Four eyes"): an action
-- above its threshold (settings row 'approvals') is not done but recorded here as a request; another
-- operator approves it (the action then runs in the approval's transaction) or refuses it with a
-- reason. One pending request per target and kind (a withdrawal or an account cannot wait twice;
-- adjustments of one player may); a maker's Idempotency-Key maps to one request. A pending request
-- past its expiry is closed as 'expired' when a new one for its target arrives (until then the list
-- shows it expired). `beijing_day` of an approval feeds the checker's daily total.
CREATE TABLE approval_requests (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('adjust', 'withdrawal', 'receiving-account', 'pay-channel')),
  target TEXT NOT NULL,
  -- Absolute amount for money actions (an adjustment's debit is positive here; the payload is signed).
  amount_cents BIGINT CHECK (amount_cents IS NULL OR amount_cents > 0),
  payload JSONB NOT NULL,
  -- The permission the action needs: the checker must hold it too.
  permission TEXT NOT NULL,
  maker_id BIGINT NOT NULL REFERENCES operators(id),
  maker TEXT NOT NULL,
  maker_ip TEXT NOT NULL DEFAULT '',
  idem_key TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused', 'expired')),
  checker_id BIGINT REFERENCES operators(id),
  checker TEXT,
  decided_at TIMESTAMPTZ,
  beijing_day DATE,
  reason TEXT NOT NULL DEFAULT '',
  result JSONB,
  CHECK (expires_at > created_at),
  CHECK ((state = 'pending') = (decided_at IS NULL)),
  CHECK (state <> 'approved' OR checker_id IS DISTINCT FROM maker_id)
);
CREATE UNIQUE INDEX approval_requests_one_pending ON approval_requests (kind, target)
  WHERE state = 'pending' AND kind <> 'adjust';
CREATE UNIQUE INDEX approval_requests_key ON approval_requests (maker_id, idem_key) WHERE idem_key IS NOT NULL;
CREATE INDEX approval_requests_queue ON approval_requests (state, expires_at);
CREATE INDEX approval_requests_checker_day ON approval_requests (checker_id, beijing_day) WHERE state = 'approved';

-- Separation of duties: a treasury role changes where players pay (receiving accounts, channel
-- addresses); finance approves what they paid and no longer changes those.
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check
  CHECK (role IN ('owner', 'finance', 'risk', 'support', 'content', 'treasury'));
