-- Bull-bull (牛牛, docs/bullbull.md) plays each round on the player's own seed pair, like the slot and
-- sic bo: its seed pairs are a third kind.
ALTER TABLE fair_seeds DROP CONSTRAINT fair_seeds_kind_check;
ALTER TABLE fair_seeds ADD CONSTRAINT fair_seeds_kind_check CHECK (kind IN ('slot', 'sicbo', 'bullbull'));
