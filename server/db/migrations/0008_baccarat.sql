-- Baccarat (issue 13): one shared table per in-house live venue, dealt from an 8-deck shoe that is
-- committed before it starts and revealed when it ends (docs/fairness.md, Baccarat).
-- A shoe row exists from the moment the shoe before it starts: its server seed's SHA-256 is public
-- from then on and players may add client-seed contributions until it starts. At the start its client
-- seed is fixed from them, the shoe is shuffled (cards: the order as card codes, secret until
-- ended_at) and the SHA-256 of that order is published. next_pos is the next card to deal.
CREATE TABLE baccarat_shoes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  venue_code TEXT NOT NULL REFERENCES venues(code),
  server_seed TEXT NOT NULL,
  server_hash TEXT NOT NULL,
  client_seed TEXT,
  shoe_hash TEXT,
  cards TEXT,
  next_pos INTEGER,
  hands INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  started_at TIMESTAMPTZ,
  ended_at TIMESTAMPTZ
);
-- At most one shoe waiting to start, and one being dealt, per table.
CREATE UNIQUE INDEX baccarat_shoes_next ON baccarat_shoes (venue_code) WHERE started_at IS NULL;
CREATE UNIQUE INDEX baccarat_shoes_live ON baccarat_shoes (venue_code) WHERE started_at IS NOT NULL AND ended_at IS NULL;

CREATE TABLE baccarat_contributions (
  shoe_id BIGINT NOT NULL REFERENCES baccarat_shoes(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  seed TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (shoe_id, user_id)
);

-- One row per hand of the table: bets are taken while now < closes_at and dealt_at is null; the deal
-- (scheduler, once across processes: FOR UPDATE SKIP LOCKED) writes the hand and settles every bet.
CREATE TABLE baccarat_rounds (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  venue_code TEXT NOT NULL REFERENCES venues(code),
  shoe_id BIGINT NOT NULL REFERENCES baccarat_shoes(id),
  hand_no INTEGER NOT NULL,
  opens_at TIMESTAMPTZ NOT NULL,
  closes_at TIMESTAMPTZ NOT NULL,
  card_pos INTEGER,
  result JSONB,
  dealt_at TIMESTAMPTZ,
  UNIQUE (shoe_id, hand_no)
);
CREATE INDEX baccarat_rounds_due ON baccarat_rounds (closes_at) WHERE dealt_at IS NULL;
CREATE INDEX baccarat_rounds_venue ON baccarat_rounds (venue_code, id DESC);

ALTER TABLE game_rounds ADD COLUMN baccarat_round BIGINT REFERENCES baccarat_rounds(id);
CREATE INDEX game_rounds_baccarat ON game_rounds (baccarat_round) WHERE baccarat_round IS NOT NULL;
