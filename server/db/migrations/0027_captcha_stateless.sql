-- Stateless captchas (docs/auth-limits.md, "The captcha"): issuing one writes nothing; the picture's
-- answer travels sealed in its id under a server key. What remains in the database is the single-use
-- record, written only when a captcha is answered (right or wrong) and kept until the captcha would
-- have expired anyway, so a replay of the same id is refused. Issued captchas no longer have rows.
CREATE TABLE captcha_answers (
  nonce TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX captcha_answers_expiry ON captcha_answers (expires_at);

-- Captchas issued before this change cannot be answered any more (their ids are not sealed): the
-- person reloads the picture, as after any expiry.
DROP TABLE captchas;
