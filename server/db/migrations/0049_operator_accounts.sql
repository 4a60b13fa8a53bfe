-- Operator accounts (docs/operator-console.md, "Own account"): a password someone else chose (a new
-- operator created in the console, the owner's reset) must be changed before any other call, and an
-- optional allow-list of addresses and CIDR blocks each operator may sign in and work from.
ALTER TABLE operators ADD COLUMN must_change_password BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE operators ADD COLUMN password_changed_at TIMESTAMPTZ;
ALTER TABLE operators ADD COLUMN allowed_ips JSONB NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE operators ADD CONSTRAINT operators_allowed_ips_array CHECK (jsonb_typeof(allowed_ips) = 'array');
-- Wrong current passwords are counted from the audit (operator-account.ts).
CREATE INDEX operator_audit_operator_action ON operator_audit (operator_id, action, created_at);
