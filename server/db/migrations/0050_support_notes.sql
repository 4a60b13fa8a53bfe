-- Customer-service chat, part two (docs/support.md): the desk's private notes and the visitor's
-- conversation moved to the account that signs in on the same device.

-- A private note: written by an agent on a conversation, read only on the desk (never by the player:
-- no player call or stream reads this table). `after_seq` places it in the transcript after the
-- message it followed. Notes are never updated or deleted; each is in the audit log as well.
CREATE TABLE support_notes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id BIGINT NOT NULL REFERENCES support_conversations(id),
  operator_id BIGINT NOT NULL REFERENCES operators(id),
  after_seq INTEGER NOT NULL,
  body TEXT NOT NULL,
  idempotency_key TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX support_notes_conversation ON support_notes (conversation_id, id);
CREATE UNIQUE INDEX support_notes_idem ON support_notes (operator_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- The account a visitor's token was claimed by (the first member call that carried it): once set it
-- never changes, so a token moves its conversations to one account only.
ALTER TABLE support_visitors ADD COLUMN claimed_by BIGINT REFERENCES users(id);
ALTER TABLE support_visitors ADD COLUMN claimed_at TIMESTAMPTZ;
