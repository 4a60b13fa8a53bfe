-- Four eyes on settings (docs/operator-console.md, "Four eyes"): beside money actions and changes of
-- where players pay, the owner may put bonus-rule changes, the money rules and maintenance mode behind
-- a second operator (settings row 'approvals': promotion_changes, money_changes, maintenance_changes).
ALTER TABLE approval_requests DROP CONSTRAINT approval_requests_kind_check;
ALTER TABLE approval_requests ADD CONSTRAINT approval_requests_kind_check
  CHECK (kind IN ('adjust', 'withdrawal', 'receiving-account', 'pay-channel', 'promotion-rule',
                  'money-rules', 'maintenance'));
