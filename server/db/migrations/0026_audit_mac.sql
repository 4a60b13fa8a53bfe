-- The audit chain under a key (docs/operator-console.md, "Audit chain"; server/admin/audit.ts).
-- mac: HMAC-SHA256, under a key that is not in the database (AUDIT_KEY), of the previous row's mac and
-- this row's canonical content with its seq; prev_mac: that previous mac. The columns of the old
-- unkeyed chain (prev_hash, hash) stay as the record of what the rows carried before.
ALTER TABLE operator_audit
  ADD COLUMN prev_mac TEXT,
  ADD COLUMN mac TEXT;
DROP INDEX IF EXISTS operator_audit_unsealed;
CREATE INDEX operator_audit_unsealed ON operator_audit (id) WHERE mac IS NULL;

-- The head's mac stays NULL until the server holds the key: its first append (or its first checkpoint
-- at boot) seals the rows already there, once, and records that it did (server/admin/audit-seal.ts).
ALTER TABLE operator_audit_head ADD COLUMN mac TEXT;

-- Append-only: no UPDATE, DELETE or TRUNCATE, whoever asks. The single exception is the one-time seal
-- above: a row that has no mac yet may receive one (and its place in the chain) with nothing else
-- changed. A production deployment also runs the server under a role without UPDATE, DELETE and
-- TRUNCATE on this table (docs/operator-console.md).
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.mac IS NULL AND NEW.mac IS NOT NULL
       AND (OLD.seq IS NULL OR OLD.seq >= NEW.seq)
       AND (NEW.id, NEW.created_at, NEW.operator, NEW.operator_id, NEW.ip, NEW.action, NEW.target,
            NEW.detail, NEW.before, NEW.after, NEW.prev_hash, NEW.hash)
           IS NOT DISTINCT FROM
           (OLD.id, OLD.created_at, OLD.operator, OLD.operator_id, OLD.ip, OLD.action, OLD.target,
            OLD.detail, OLD.before, OLD.after, OLD.prev_hash, OLD.hash) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;
CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();

-- Manual adjustments per operator (server/admin/service.ts adjust; docs/operator-console.md): one row
-- per applied adjustment under its Idempotency-Key (a generated one when none was sent), so a key is
-- applied once and its answer replayed, and the operator's total of the Beijing day is summed here
-- against the setting `admin.adjust_daily_max`. Kept beside the audit chain: both answer "who moved
-- what", and this migration number was the one free for the operator controls of issue 25.
CREATE TABLE operator_adjustments (
  operator_id BIGINT NOT NULL,
  idem_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  beijing_day DATE NOT NULL,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  user_id BIGINT NOT NULL REFERENCES users(id),
  answer JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (operator_id, idem_key)
);
CREATE INDEX operator_adjustments_day ON operator_adjustments (operator_id, beijing_day);
