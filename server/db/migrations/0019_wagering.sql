-- Wagering requirements tracked one by one (docs/promotions.md). Each row is a requirement of its own,
-- filled by the player's valid bets in the order the requirements were made, until met or forfeited;
-- approving a withdrawal no longer clears anything. `deposit` rows are the operator's turnover on a
-- deposit (the setting withdraw_multiple, an anti-money-laundering rule); `bonus` rows are a
-- promotion's wagering on the bonus it paid (bonus_cents), which a withdrawal forfeits.
ALTER TABLE wagering_requirements
  ADD COLUMN kind TEXT NOT NULL DEFAULT 'bonus' CHECK (kind IN ('deposit', 'bonus')),
  ADD COLUMN bonus_cents BIGINT NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  ADD COLUMN progress_cents BIGINT NOT NULL DEFAULT 0 CHECK (progress_cents >= 0),
  ADD COLUMN state TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'met', 'forfeited')),
  ADD COLUMN closed_at TIMESTAMPTZ,
  ADD CONSTRAINT wagering_progress_within CHECK (progress_cents <= amount_cents);

-- The bonus each existing promotion requirement belongs to.
UPDATE wagering_requirements w SET bonus_cents = p.amount_cents
  FROM promotion_payouts p WHERE p.source = w.source AND p.ref = w.ref;

-- Under the old rule an approved withdrawal cleared everything made before it.
UPDATE wagering_requirements w SET state = 'met', progress_cents = amount_cents, closed_at = now()
 WHERE amount_cents = 0
    OR created_at <= (SELECT max(x.reviewed_at) FROM withdrawals x WHERE x.user_id = w.user_id AND x.state = 2);

-- The deposits' turnover since each player's latest approved withdrawal, one requirement per deposit.
INSERT INTO wagering_requirements (user_id, source, ref, amount_cents, kind, created_at, state, progress_cents, closed_at)
SELECT d.user_id, 'deposit', d.order_no, r.amount, 'deposit', d.reviewed_at,
       CASE WHEN r.amount = 0 THEN 'met' ELSE 'active' END, 0, CASE WHEN r.amount = 0 THEN now() END
  FROM deposits d,
       LATERAL (SELECT (d.amount_cents * coalesce((SELECT (value->>'withdraw_multiple')::numeric FROM settings WHERE key = 'money'), 1))::bigint AS amount) r
 WHERE d.state = 2
   AND d.reviewed_at > coalesce((SELECT max(x.reviewed_at) FROM withdrawals x WHERE x.user_id = d.user_id AND x.state = 2), '-infinity')
ON CONFLICT (source, ref) DO NOTHING;

-- The valid bets made since then fill the open requirements, oldest first.
WITH bets AS (
  SELECT u.id AS user_id,
         (SELECT coalesce(sum(g.valid_cents), 0) FROM game_rounds g
           WHERE g.user_id = u.id AND g.status = 1
             AND g.created_at > coalesce((SELECT max(x.reviewed_at) FROM withdrawals x WHERE x.user_id = u.id AND x.state = 2), '-infinity')) AS wagered
    FROM users u
), open AS (
  SELECT w.id, w.amount_cents, b.wagered,
         sum(w.amount_cents) OVER (PARTITION BY w.user_id ORDER BY w.created_at, w.id) - w.amount_cents AS before
    FROM wagering_requirements w JOIN bets b ON b.user_id = w.user_id
   WHERE w.state = 'active'
)
UPDATE wagering_requirements w
   SET progress_cents = LEAST(o.amount_cents, GREATEST(0, o.wagered - o.before)),
       state = CASE WHEN o.wagered - o.before >= o.amount_cents THEN 'met' ELSE 'active' END,
       closed_at = CASE WHEN o.wagered - o.before >= o.amount_cents THEN now() END
  FROM open o WHERE o.id = w.id;

CREATE INDEX wagering_requirements_open ON wagering_requirements (user_id, created_at, id) WHERE state = 'active';
