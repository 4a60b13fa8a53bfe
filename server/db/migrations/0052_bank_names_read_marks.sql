-- Issue 30 (docs/content.md): two player-side additions.
--
-- 1. Banks get an English display name beside the Chinese one. `bank_name` stays the key the bind-card
--    call sends back and the name stored on a bound card; `bank_name_en` is only what a player reads
--    under English (empty means "not translated": the Chinese name is shown). The seed fills the demo
--    banks' English names where still empty, as for the other content (0039).
ALTER TABLE banks ADD COLUMN IF NOT EXISTS bank_name_en TEXT NOT NULL DEFAULT '';

-- 2. The notification centre's read marks, one row per player (docs/content.md, "Notification
--    centre"). Each mark is a high-water mark of what the player has seen: inbox messages by id,
--    settled bets by settled_at, credited deposits by reviewed_at. Marking read only ever raises a
--    mark (GREATEST), so repeating it, or doing it from two devices at once, changes nothing twice.
CREATE TABLE IF NOT EXISTS read_marks (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  inbox_id BIGINT NOT NULL DEFAULT 0,
  bets_at TIMESTAMPTZ NOT NULL DEFAULT '-infinity',
  deposits_at TIMESTAMPTZ NOT NULL DEFAULT '-infinity',
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The counts read a player's settled bets and credited deposits after a mark: one range scan each.
CREATE INDEX IF NOT EXISTS game_rounds_user_settled ON game_rounds (user_id, settled_at) WHERE status = 1;
CREATE INDEX IF NOT EXISTS deposits_user_credited ON deposits (user_id, reviewed_at) WHERE state = 2;
