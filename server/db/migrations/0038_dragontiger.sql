-- Dragon-tiger (龙虎, docs/dragon-tiger.md): the shared table of hxlive, dealt from a committed 8-deck
-- shoe like baccarat's (0008_baccarat.sql explains the columns; server/games/shoe-table.ts runs both).
-- Its shoes, contributions and rounds are tables of their own: each table numbers its shoes, and a
-- round of one game never reads as a round of the other.
CREATE TABLE dragontiger_shoes (
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
CREATE UNIQUE INDEX dragontiger_shoes_next ON dragontiger_shoes (venue_code) WHERE started_at IS NULL;
CREATE UNIQUE INDEX dragontiger_shoes_live ON dragontiger_shoes (venue_code) WHERE started_at IS NOT NULL AND ended_at IS NULL;

CREATE TABLE dragontiger_contributions (
  shoe_id BIGINT NOT NULL REFERENCES dragontiger_shoes(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  seed TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (shoe_id, user_id)
);

CREATE TABLE dragontiger_rounds (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  venue_code TEXT NOT NULL REFERENCES venues(code),
  shoe_id BIGINT NOT NULL REFERENCES dragontiger_shoes(id),
  hand_no INTEGER NOT NULL,
  opens_at TIMESTAMPTZ NOT NULL,
  closes_at TIMESTAMPTZ NOT NULL,
  card_pos INTEGER,
  result JSONB,
  dealt_at TIMESTAMPTZ,
  UNIQUE (shoe_id, hand_no)
);
CREATE INDEX dragontiger_rounds_due ON dragontiger_rounds (closes_at) WHERE dealt_at IS NULL;
CREATE INDEX dragontiger_rounds_venue ON dragontiger_rounds (venue_code, id DESC);

ALTER TABLE game_rounds ADD COLUMN dragontiger_round BIGINT REFERENCES dragontiger_rounds(id);
CREATE INDEX game_rounds_dragontiger ON game_rounds (dragontiger_round) WHERE dragontiger_round IS NOT NULL;

-- hxlive stops opening the partner's stub and runs the in-house dragon-tiger table: its stock
-- description (a live studio of six games, which does not exist) is replaced; an operator's own text
-- is left as it is.
UPDATE venues SET
  description = '华夏龙虎：RNG 电子牌桌，8副牌共享牌靴，每局龙、虎各发一张牌比大小（A最小，K最大）。龙、虎1赔1，和1赔8（开和时龙、虎注输一半），另有龙虎单双、红黑；每局约23秒，路单实时更新，牌靴可凭种子验证。',
  description_en = 'Huaxia Dragon Tiger: an RNG card table dealt from a shared 8-deck shoe, one card to Dragon and one to Tiger, the higher rank wins (A low, K high). Dragon and Tiger pay 1:1, Tie 8:1 (on a tie Dragon/Tiger bets lose half), plus odd/even and red/black side bets; a round about every 23 seconds with live roads, every shoe verifiable from its seeds.'
WHERE code = 'hxlive' AND description LIKE '华夏真人厅主打经典牌桌%';
