-- Password recovery and contact verification (docs/messaging.md): the outbox the default message
-- adapter writes to, the player's verified mobile and email, and the one-time codes sent to them.

-- Every message the site sends through its message port (server/messaging). With no outside provider
-- reachable, the outbox IS the delivery channel: operators read it in the console (发件箱). A real SMS
-- or e-mail adapter would record here too and set `provider_ref` and `state` from the provider's answer.
CREATE TABLE message_outbox (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  address TEXT NOT NULL,
  template TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh', 'en')),
  subject TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  -- The account the message is about (NULL when none, e.g. a message to a typed address).
  user_id BIGINT REFERENCES users(id),
  state TEXT NOT NULL DEFAULT 'delivered' CHECK (state IN ('queued', 'delivered', 'failed')),
  provider_ref TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX message_outbox_created ON message_outbox (created_at DESC);
CREATE INDEX message_outbox_address ON message_outbox (address, created_at DESC);
CREATE INDEX message_outbox_user ON message_outbox (user_id, created_at DESC);

-- A verified contact: the address the player proved to receive a code at. It counts only while it
-- still equals the profile's mobile (channel sms) or email (channel email): a changed profile value
-- is unverified until proved again, without any other code having to clear this row.
CREATE TABLE verified_contacts (
  user_id BIGINT NOT NULL REFERENCES users(id),
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  address TEXT NOT NULL,
  verified_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, channel)
);

-- One-time codes: 6 digits, stored as an HMAC (server/auth/recovery-codes.ts), valid 10 minutes, at
-- most `max_attempts` checks. A check takes an attempt in one conditional UPDATE before the code is
-- compared, so parallel guesses can never evaluate more than max_attempts. Issuing a new code for the
-- same purpose closes the older ones (closed_reason 'replaced'); a right code closes it ('used').
CREATE TABLE recovery_codes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  address TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  attempts INT NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts INT NOT NULL CHECK (max_attempts > 0),
  CHECK (attempts <= max_attempts),
  -- 'player' or the operator who started a support reset.
  issued_by TEXT NOT NULL DEFAULT 'player',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  closed_at TIMESTAMPTZ,
  closed_reason TEXT CHECK (closed_reason IN ('used', 'replaced'))
);
CREATE INDEX recovery_codes_open ON recovery_codes (user_id, purpose, id DESC) WHERE closed_at IS NULL;
