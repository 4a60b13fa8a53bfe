-- The house (game-result) side of each venue is split into 16 accounts, so concurrent rounds do not
-- queue on one row lock (issue 7, throughput of slot spins). Shard 0 is the original
-- sys:game:<venue>; shards 1-15 are sys:game:<venue>:<n>. A round takes whichever shard is free
-- (server/games/house.ts); the venue's result is the sum over its shards, and conservation is
-- unchanged because every shard is an ordinary ledger account. A trigger creates the shards of every
-- new venue, so the ledger never has to create one on the fly.
CREATE FUNCTION create_house_shards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (code, kind, venue_code, allow_negative)
  SELECT CASE WHEN n = 0 THEN 'sys:game:' || NEW.code ELSE 'sys:game:' || NEW.code || ':' || n END,
         'game_result', NEW.code, true
  FROM generate_series(0, 15) AS n
  ON CONFLICT (code) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER venues_house_shards AFTER INSERT ON venues FOR EACH ROW
  EXECUTE FUNCTION create_house_shards();

INSERT INTO ledger_accounts (code, kind, venue_code, allow_negative)
SELECT CASE WHEN n = 0 THEN 'sys:game:' || v.code ELSE 'sys:game:' || v.code || ':' || n END,
       'game_result', v.code, true
FROM venues v CROSS JOIN generate_series(0, 15) AS n
ON CONFLICT (code) DO NOTHING;

-- A round picks a free shard of its venue: this index keeps that a lookup of 16 rows.
CREATE INDEX ledger_accounts_house ON ledger_accounts (venue_code) WHERE kind = 'game_result';
