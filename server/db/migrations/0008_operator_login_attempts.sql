-- Operator login attempts (docs/operations.md, "Operator logins"). One row per counter: scope 'pair'
-- (operator name + client address), 'ip' (client address, every name) and 'account' (operator name,
-- every address). An attempt is reserved here with one INSERT ... ON CONFLICT DO UPDATE ... RETURNING
-- before the password is checked, so parallel guesses cannot all be evaluated. Counters reset when
-- their window has passed.
CREATE TABLE operator_login_attempts (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  window_start TIMESTAMPTZ NOT NULL DEFAULT now(),
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, key)
);
