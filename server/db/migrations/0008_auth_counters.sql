-- Attempt counters for every secret a caller can guess (login per account and per IP, the pay
-- password, the current password of editPassword) and for registrations per IP. A slot is reserved
-- with one atomic upsert BEFORE the secret is checked, so parallel guesses can never evaluate more than
-- `max` per window (docs/auth-limits.md). `held` counts reserved slots (failed or still in flight; a
-- success gives its own slot back), `fails` the failures, `gen` changes whenever the window restarts so
-- a late answer from an old window never touches the new one.
CREATE TABLE auth_counters (
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  gen BIGINT NOT NULL DEFAULT 1,
  window_start TIMESTAMPTZ NOT NULL DEFAULT now(),
  held INT NOT NULL DEFAULT 0 CHECK (held >= 0),
  fails INT NOT NULL DEFAULT 0 CHECK (fails >= 0),
  locked_until TIMESTAMPTZ,
  PRIMARY KEY (scope, subject)
);
CREATE INDEX auth_counters_window ON auth_counters (window_start);

-- Every evaluated check of a pay password or a current password (login has login_attempts): the audit
-- trail that shows how many guesses were actually tried.
CREATE TABLE secret_checks (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  ok BOOLEAN NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX secret_checks_user ON secret_checks (user_id, created_at);

-- The pay-password counter moved to auth_counters.
ALTER TABLE users DROP COLUMN pay_fails, DROP COLUMN pay_locked_until;

-- Server-issued captchas: single use (used_at), short-lived (expires_at). The id is random and says
-- nothing about the answer; the answer never leaves the server except drawn in the picture.
CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX captchas_expiry ON captchas (expires_at);
