-- Customer-service chat (docs/support.md): conversations between a player (or a visitor who passed the
-- captcha) and the support desk, their messages in one sequence per conversation, and the agents'
-- presence and capacity. Nothing here is ever deleted: the transcript is the record the audit row of a
-- closed conversation seals with its hash.

-- A visitor: somebody without an account who solved a captcha. The token is kept only as its hash.
CREATE TABLE support_visitors (
  token_hash TEXT PRIMARY KEY,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);

-- An agent's presence: `available` is the agent's own switch, `seen_until` moves forward while the
-- desk is connected (its live stream or its polls); an agent is online while both hold. `max_open`:
-- how many open conversations automatic assignment gives this agent at most.
CREATE TABLE support_agents (
  operator_id BIGINT PRIMARY KEY REFERENCES operators(id),
  available BOOLEAN NOT NULL DEFAULT false,
  seen_until TIMESTAMPTZ NOT NULL DEFAULT now(),
  max_open INTEGER NOT NULL DEFAULT 5 CHECK (max_open BETWEEN 1 AND 50),
  last_assigned_at TIMESTAMPTZ
);

-- state: waiting (nobody has it), open (an agent has it), closed. `ticket`: it started outside business
-- hours or with no agent online, and the player was told `expect_reply_by`; answers to a ticket also
-- go to the player's inbox. `last_seq` numbers the messages: a send takes the next one under this
-- row's lock, so the numbers follow the commit order. player_read_seq / agent_read_seq: read receipts.
CREATE TABLE support_conversations (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT REFERENCES users(id),
  visitor_hash TEXT REFERENCES support_visitors(token_hash),
  state TEXT NOT NULL CHECK (state IN ('waiting', 'open', 'closed')),
  ticket BOOLEAN NOT NULL DEFAULT false,
  expect_reply_by TIMESTAMPTZ,
  agent_id BIGINT REFERENCES operators(id),
  lang TEXT NOT NULL DEFAULT 'zh' CHECK (lang IN ('zh', 'en')),
  last_seq INTEGER NOT NULL DEFAULT 0,
  player_read_seq INTEGER NOT NULL DEFAULT 0,
  agent_read_seq INTEGER NOT NULL DEFAULT 0,
  rating SMALLINT CHECK (rating BETWEEN 1 AND 5),
  rating_comment TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  assigned_at TIMESTAMPTZ,
  first_response_at TIMESTAMPTZ,
  closed_at TIMESTAMPTZ,
  CHECK ((user_id IS NULL) <> (visitor_hash IS NULL)),
  CHECK ((state = 'open') = (agent_id IS NOT NULL) OR state = 'closed')
);
-- At most one conversation that is not closed per player and per visitor.
CREATE UNIQUE INDEX support_conversations_live_user ON support_conversations (user_id) WHERE state <> 'closed';
CREATE UNIQUE INDEX support_conversations_live_visitor ON support_conversations (visitor_hash) WHERE state <> 'closed';
CREATE INDEX support_conversations_queue ON support_conversations (created_at) WHERE state = 'waiting';
CREATE INDEX support_conversations_agent ON support_conversations (agent_id) WHERE state = 'open';
CREATE INDEX support_conversations_user ON support_conversations (user_id, created_at DESC);

-- sender: player, agent or system (state changes, kept in the sequence so a replay shows them in
-- place). kind: text, image (body is the stored image's URL) or event (body names the change).
-- `author` + `idempotency_key`: a repeated send with the same key is the same message.
CREATE TABLE support_messages (
  conversation_id BIGINT NOT NULL REFERENCES support_conversations(id),
  seq INTEGER NOT NULL CHECK (seq > 0),
  sender TEXT NOT NULL CHECK (sender IN ('player', 'agent', 'system')),
  operator_id BIGINT REFERENCES operators(id),
  kind TEXT NOT NULL CHECK (kind IN ('text', 'image', 'event')),
  body TEXT NOT NULL,
  author TEXT NOT NULL,
  idempotency_key TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (conversation_id, seq)
);
CREATE UNIQUE INDEX support_messages_idem ON support_messages (author, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
